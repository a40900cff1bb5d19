import java.io.IOException

fun main() {
    val waits = mutableListOf<Long>()
    val policy = RetryPolicy(maxAttempts = 6, initialDelayMs = 100, maxDelayMs = 1_000)

    // A flaky call that fails four times, then succeeds; jitter returns the cap to show the schedule.
    val body = retryWithBackoff(policy, jitter = { it }, sleep = { waits += it }) { attempt ->
        if (attempt < 5) throw IOException("connection reset (attempt $attempt)")
        "200 OK after $attempt attempts"
    }
    println(body)
    println("waited: $waits")

    // Errors the policy does not retry are thrown at once.
    waits.clear()
    val strict = RetryPolicy(retryOn = { it is IOException })
    try {
        retryWithBackoff(strict, sleep = { waits += it }) { throw IllegalStateException("bad request") }
    } catch (e: IllegalStateException) {
        println("gave up immediately: ${e.message}, waits=${waits.size}")
    }

    // When every attempt fails, the last error comes out, and default jitter stays within each cap.
    waits.clear()
    try {
        retryWithBackoff(RetryPolicy(maxAttempts = 3), sleep = { waits += it }) { attempt ->
            throw IOException("timeout #$attempt")
        }
    } catch (e: IOException) {
        println("failed: ${e.message}, waits=${waits.size}")
        println("jittered waits within caps: ${waits[0] in 0..100 && waits[1] in 0..200}")
    }
}
