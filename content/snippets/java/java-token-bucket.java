import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/** A thread-safe token bucket: steady refill rate with room for short bursts. */
public final class TokenBucket {
    private final long capacity;
    private final double tokensPerNano;
    private final LongSupplier nanoClock;
    private double tokens;
    private long lastRefill;

    public TokenBucket(long capacity, long tokens, long per, TimeUnit unit, LongSupplier nanoClock) {
        if (capacity < 1 || tokens < 1 || per < 1) throw new IllegalArgumentException("sizes must be positive");
        this.capacity = capacity;
        this.tokensPerNano = (double) tokens / unit.toNanos(per);
        this.nanoClock = nanoClock;
        this.tokens = capacity; // start full so the first burst is allowed
        this.lastRefill = nanoClock.getAsLong();
    }

    public TokenBucket(long capacity, long tokens, long per, TimeUnit unit) {
        this(capacity, tokens, per, unit, System::nanoTime);
    }

    public synchronized boolean tryAcquire(int permits) {
        if (permits < 1) throw new IllegalArgumentException("permits must be positive");
        refill();
        if (permits > tokens) return false;
        tokens -= permits;
        return true;
    }

    public boolean tryAcquire() {
        return tryAcquire(1);
    }

    /** Nanoseconds until the given permits would be available: a value for a Retry-After header. */
    public synchronized long nanosUntil(int permits) {
        if (permits > capacity) throw new IllegalArgumentException("more permits than the bucket holds");
        refill();
        return permits <= tokens ? 0 : (long) Math.ceil((permits - tokens) / tokensPerNano);
    }

    private void refill() {
        long now = nanoClock.getAsLong();
        // Subtracting nanoTime values is safe across overflow; comparing them directly is not.
        tokens = Math.min(capacity, tokens + (now - lastRefill) * tokensPerNano);
        lastRefill = now;
    }
}
