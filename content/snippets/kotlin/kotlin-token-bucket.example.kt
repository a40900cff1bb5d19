import java.util.concurrent.TimeUnit

fun main() {
    var now = 0L
    fun advance(millis: Long) { now += TimeUnit.MILLISECONDS.toNanos(millis) }

    // 5 requests of burst, refilling at 2 per second.
    val limiter = TokenBucket(capacity = 5.0, refillPerSecond = 2.0, nanoClock = { now })

    val burst = (1..7).map { limiter.tryAcquire() }
    println("burst of 7: $burst")
    println("retry after: ${TimeUnit.NANOSECONDS.toMillis(limiter.nanosUntilAvailable())} ms")

    advance(250)
    println("after 250 ms: ${limiter.tryAcquire()}")
    advance(250)
    println("after 500 ms: ${limiter.tryAcquire()}")

    // A long idle period refills only up to capacity.
    advance(60_000)
    println("after a minute: ${limiter.available()} tokens")

    // Expensive operations can cost more than one token.
    println("bulk export (cost 4): ${limiter.tryAcquire(4.0)}, then another: ${limiter.tryAcquire(4.0)}")

    try {
        limiter.tryAcquire(10.0)
    } catch (e: IllegalArgumentException) {
        println("error: ${e.message}")
    }
}
