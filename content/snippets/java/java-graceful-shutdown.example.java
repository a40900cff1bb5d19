import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicInteger;

class Main {
    public static void main(String[] args) throws InterruptedException {
        var pool = Executors.newSingleThreadExecutor();
        pool.submit(() -> work("quick job", 100));
        pool.submit(() -> work("slow job", 30_000)); // still running when the grace period ends
        pool.submit(() -> work("queued job", 100));

        var outcome = GracefulShutdown.shutdown(pool, Duration.ofMillis(1_000), Duration.ofSeconds(5));
        System.out.println("clean: " + outcome.clean() + ", terminated: " + outcome.terminated()
                + ", never started: " + outcome.neverStarted().size());
        try {
            pool.submit(() -> work("late job", 1));
        } catch (RejectedExecutionException e) {
            System.out.println("late job rejected after shutdown");
        }

        var batch = Executors.newFixedThreadPool(2);
        var done = new AtomicInteger();
        for (int i = 0; i < 6; i++) {
            batch.submit(() -> {
                Thread.sleep(50);
                return done.incrementAndGet();
            });
        }
        Thread hook = GracefulShutdown.onExit(batch, Duration.ofSeconds(5));
        var drained = GracefulShutdown.shutdown(batch, Duration.ofSeconds(5), Duration.ofSeconds(1));
        System.out.println("clean: " + drained.clean() + ", completed: " + done.get() + " of 6");
        System.out.println("hook removed: " + Runtime.getRuntime().removeShutdownHook(hook));
    }

    static void work(String name, long millis) {
        try {
            Thread.sleep(millis);
            System.out.println(name + " finished");
        } catch (InterruptedException e) {
            System.out.println(name + " interrupted, cleaning up");
        }
    }
}
