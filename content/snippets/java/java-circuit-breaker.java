import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.function.Supplier;

/** Stops calling a failing dependency for a cool-down period, then lets one trial call probe it. */
public final class CircuitBreaker {
    public enum State { CLOSED, OPEN, HALF_OPEN }
    public static final class OpenException extends RuntimeException {
        OpenException(String message) { super(message, null, false, false); } // no stack trace: it is expected
    }

    private final int failureThreshold;
    private final Duration coolDown;
    private final Clock clock;
    private State state = State.CLOSED;
    private int failures;
    private Instant openedAt;

    public CircuitBreaker(int failureThreshold, Duration coolDown, Clock clock) {
        this.failureThreshold = failureThreshold;
        this.coolDown = coolDown;
        this.clock = clock;
    }

    /** Runs action unless the circuit is open; the action itself runs outside the lock. */
    public <T> T call(Supplier<T> action) {
        acquire();
        try {
            T result = action.get();
            onSuccess();
            return result;
        } catch (RuntimeException e) {
            onFailure();
            throw e;
        }
    }

    public synchronized State state() { return state; }

    private synchronized void acquire() {
        if (state == State.OPEN && !clock.instant().isBefore(openedAt.plus(coolDown))) {
            state = State.HALF_OPEN; // this caller is the single trial
            return;
        }
        if (state != State.CLOSED) throw new OpenException("circuit " + state + ", failing fast");
    }

    private synchronized void onSuccess() { state = State.CLOSED; failures = 0; }

    private synchronized void onFailure() {
        failures++;
        // A failed trial reopens at once; in CLOSED it takes failureThreshold consecutive failures.
        if (state == State.HALF_OPEN || failures >= failureThreshold) {
            state = State.OPEN;
            openedAt = clock.instant();
        }
    }
}
