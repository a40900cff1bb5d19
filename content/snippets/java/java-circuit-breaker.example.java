import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

class Main {
    /** A clock the example moves by hand, so the cool-down needs no real waiting. */
    static final class ManualClock extends Clock {
        private Instant now = Instant.parse("2024-01-01T00:00:00Z");
        void advance(Duration d) { now = now.plus(d); }
        @Override public Instant instant() { return now; }
        @Override public ZoneId getZone() { return ZoneOffset.UTC; }
        @Override public Clock withZone(ZoneId zone) { return this; }
    }

    static boolean serviceUp = false;

    public static void main(String[] args) {
        var clock = new ManualClock();
        var breaker = new CircuitBreaker(3, Duration.ofSeconds(30), clock);

        for (int i = 1; i <= 5; i++) attempt(breaker, "call " + i);

        clock.advance(Duration.ofSeconds(10));
        attempt(breaker, "after 10s");

        clock.advance(Duration.ofSeconds(25));
        attempt(breaker, "after 35s (trial, still down)");
        attempt(breaker, "right after failed trial");

        clock.advance(Duration.ofSeconds(30));
        serviceUp = true;
        attempt(breaker, "after cool-down (trial, back up)");
        attempt(breaker, "next call");
    }

    static void attempt(CircuitBreaker breaker, String label) {
        try {
            String result = breaker.call(() -> {
                if (!serviceUp) throw new IllegalStateException("connection refused");
                return "200 OK";
            });
            System.out.println(label + ": " + result + " -> " + breaker.state());
        } catch (CircuitBreaker.OpenException e) {
            System.out.println(label + ": rejected (" + e.getMessage() + ") -> " + breaker.state());
        } catch (IllegalStateException e) {
            System.out.println(label + ": failed (" + e.getMessage() + ") -> " + breaker.state());
        }
    }
}
