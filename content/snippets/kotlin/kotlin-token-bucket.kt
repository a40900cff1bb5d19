/**
 * A token-bucket rate limiter: the bucket holds up to [capacity] tokens and refills continuously
 * at [refillPerSecond]. Each request spends tokens, so short bursts pass while the long-run rate
 * stays capped. Time comes from [nanoClock] so tests can drive it without sleeping.
 */
class TokenBucket(
    private val capacity: Double,
    private val refillPerSecond: Double,
    private val nanoClock: () -> Long = { System.nanoTime() }
) {
    init {
        require(capacity > 0 && refillPerSecond > 0) { "capacity and refill rate must be positive" }
    }

    private var tokens = capacity
    private var lastRefill = nanoClock()

    private fun refill() {
        val now = nanoClock()
        // nanoTime is monotonic but may start negative, so only the difference is meaningful.
        val elapsedSeconds = (now - lastRefill).coerceAtLeast(0) / 1e9
        tokens = minOf(capacity, tokens + elapsedSeconds * refillPerSecond)
        lastRefill = now
    }

    /** Takes [cost] tokens if available and returns true, or returns false without waiting. */
    @Synchronized
    fun tryAcquire(cost: Double = 1.0): Boolean {
        require(cost in 0.0..capacity) { "cost must be between 0 and capacity" }
        refill()
        if (tokens < cost) return false
        tokens -= cost
        return true
    }

    /** Nanoseconds until [cost] tokens will be available: 0 when they already are (for Retry-After). */
    @Synchronized
    fun nanosUntilAvailable(cost: Double = 1.0): Long {
        refill()
        val missing = cost - tokens
        return if (missing <= 0) 0 else Math.ceil(missing / refillPerSecond * 1e9).toLong()
    }

    @Synchronized
    fun available(): Double {
        refill()
        return tokens
    }
}
