import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Random;

class Main {
    public static void main(String[] args) throws Exception {
        var policy = new Retry.Policy(5, Duration.ofMillis(100), Duration.ofSeconds(1), e -> e instanceof IOException);
        Retry.Sleeper log = d -> {
            // Full jitter keeps each delay between 0 and the capped ceiling.
            System.out.println("  sleep within bounds: " + (d.toMillis() >= 0 && d.toMillis() <= 1000));
        };

        int[] calls = {0};
        String body = Retry.call(() -> {
            calls[0]++;
            if (calls[0] < 3) throw new IOException("connection reset");
            return "200 OK";
        }, policy, new Random(42), log);
        System.out.println("result after " + calls[0] + " calls: " + body);

        var delays = new ArrayList<Duration>();
        try {
            Retry.call(() -> { throw new IOException("still down"); }, policy, new Random(7), delays::add);
        } catch (IOException e) {
            System.out.println("gave up after " + (delays.size() + 1) + " attempts: " + e.getMessage());
        }
        long[] ceilings = {100, 200, 400, 800};
        for (int i = 0; i < delays.size(); i++)
            System.out.println("  delay " + (i + 1) + " <= " + ceilings[i] + "ms: " + (delays.get(i).toMillis() <= ceilings[i]));

        calls[0] = 0;
        try {
            Retry.call(() -> {
                calls[0]++;
                throw new IllegalStateException("bad request");
            }, policy, new Random(42), log);
        } catch (IllegalStateException e) {
            System.out.println("not retried (" + calls[0] + " call): " + e.getMessage());
        }
    }
}
