import kotlin.random.Random

class RetryPolicy(
    val maxAttempts: Int = 5,
    val initialDelayMs: Long = 100,
    val maxDelayMs: Long = 10_000,
    val multiplier: Double = 2.0,
    val retryOn: (Throwable) -> Boolean = { it is Exception }
) {
    init {
        require(maxAttempts >= 1) { "maxAttempts must be at least 1" }
        require(initialDelayMs >= 0 && maxDelayMs >= initialDelayMs) { "delays must satisfy 0 <= initial <= max" }
        require(multiplier >= 1.0) { "multiplier must be at least 1.0" }
    }
}

/**
 * Runs [block] until it succeeds, waiting an exponentially growing, jittered delay between attempts.
 * [jitter] picks the actual wait from 0..cap ("full jitter"), so many clients retrying together spread out.
 */
fun <T> retryWithBackoff(
    policy: RetryPolicy = RetryPolicy(),
    jitter: (capMs: Long) -> Long = { cap -> Random.nextLong(0, cap + 1) },
    sleep: (Long) -> Unit = { Thread.sleep(it) },
    block: (attempt: Int) -> T
): T {
    var cap = policy.initialDelayMs.toDouble()
    var attempt = 1
    while (true) {
        try {
            return block(attempt)
        } catch (e: Throwable) {
            if (attempt >= policy.maxAttempts || !policy.retryOn(e)) throw e
            sleep(jitter(minOf(cap, policy.maxDelayMs.toDouble()).toLong()))
            // Grow the cap only up to the max so the double can never overflow to Infinity.
            cap = minOf(cap * policy.multiplier, policy.maxDelayMs.toDouble())
            attempt++
        }
    }
}
