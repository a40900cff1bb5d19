import java.util.concurrent.TimeUnit;

class Main {
    public static void main(String[] args) {
        long[] now = {0}; // a fake clock the example moves by hand
        // Bursts of up to 5 requests, refilled at 2 per second.
        var bucket = new TokenBucket(5, 2, 1, TimeUnit.SECONDS, () -> now[0]);

        var burst = new StringBuilder();
        for (int i = 0; i < 7; i++) burst.append(bucket.tryAcquire() ? 'Y' : 'n');
        System.out.println("burst of 7: " + burst);
        System.out.println("retry after ms: " + TimeUnit.NANOSECONDS.toMillis(bucket.nanosUntil(1)));

        now[0] += TimeUnit.MILLISECONDS.toNanos(250);
        System.out.println("after 250ms: " + bucket.tryAcquire());
        now[0] += TimeUnit.MILLISECONDS.toNanos(250);
        System.out.println("after 500ms: " + bucket.tryAcquire());

        now[0] += TimeUnit.MINUTES.toNanos(1); // a long idle period refills only up to capacity
        System.out.println("after idle, 5 at once: " + bucket.tryAcquire(5) + ", then 1 more: " + bucket.tryAcquire());
        System.out.println("wait for 3 ms: " + TimeUnit.NANOSECONDS.toMillis(bucket.nanosUntil(3)));
        try {
            bucket.nanosUntil(6);
        } catch (IllegalArgumentException e) {
            System.out.println("error: " + e.getMessage());
        }
    }
}
