import java.util.concurrent.atomic.AtomicInteger

fun main() {
    val running = AtomicInteger()
    val peak = AtomicInteger()

    // Later items finish first, yet the results come back in input order.
    val lengths = listOf("alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta").parallelMap(workers = 3) { word ->
        val now = running.incrementAndGet()
        peak.accumulateAndGet(now) { a, b -> maxOf(a, b) }
        Thread.sleep(60L - word.length * 5)
        running.decrementAndGet()
        "$word:${word.length}"
    }
    println(lengths)
    println("never more than 3 at once: ${peak.get() <= 3}")

    println(emptyList<Int>().parallelMap { it * 2 })

    val processed = AtomicInteger()
    try {
        (1..50).parallelMap(workers = 4) { n ->
            if (n == 5) throw IllegalStateException("record $n is corrupt")
            Thread.sleep(20)
            processed.incrementAndGet()
        }
    } catch (e: IllegalStateException) {
        println("failed: ${e.message}")
        println("remaining work cancelled: ${processed.get() < 49}")
    }
}
