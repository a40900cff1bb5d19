import java.time.Duration;
import java.util.Random;
import java.util.concurrent.Callable;
import java.util.function.Predicate;

/** Retries a call with exponential backoff and full jitter. */
public final class Retry {
    /** Pauses between attempts; tests pass a fake so they do not really sleep. */
    public interface Sleeper {
        void sleep(Duration delay) throws InterruptedException;
    }

    public record Policy(int maxAttempts, Duration baseDelay, Duration maxDelay, Predicate<Exception> retryable) {
        public Policy {
            if (maxAttempts < 1) throw new IllegalArgumentException("maxAttempts must be at least 1");
        }
    }

    private Retry() {}

    public static <T> T call(Callable<T> action, Policy policy, Random random, Sleeper sleeper) throws Exception {
        for (int attempt = 1; ; attempt++) {
            try {
                return action.call();
            } catch (InterruptedException e) {
                throw e; // never swallow a cancellation
            } catch (Exception e) {
                if (attempt >= policy.maxAttempts() || !policy.retryable().test(e)) throw e;
                sleeper.sleep(delay(attempt, policy, random));
            }
        }
    }

    public static <T> T call(Callable<T> action, Policy policy) throws Exception {
        return call(action, policy, new Random(), d -> Thread.sleep(d.toMillis()));
    }

    /** Full jitter: a random delay up to the capped exponential, so clients do not retry in lockstep. */
    static Duration delay(int attempt, Policy policy, Random random) {
        long base = policy.baseDelay().toMillis();
        long cap = policy.maxDelay().toMillis();
        long ceiling = Math.min(cap, base << Math.min(attempt - 1, 30));
        return Duration.ofMillis(random.nextLong(ceiling + 1));
    }
}
