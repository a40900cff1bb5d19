import java.util.concurrent.ExecutionException
import java.util.concurrent.ExecutorCompletionService
import java.util.concurrent.Executors
import java.util.concurrent.Future
import java.util.concurrent.ThreadFactory
import java.util.concurrent.atomic.AtomicInteger

/**
 * Applies [transform] to every item on a fixed pool of [workers] threads and returns the results
 * in input order. The first failure cancels the remaining work and is rethrown with its original type.
 */
fun <T, R> Iterable<T>.parallelMap(workers: Int = Runtime.getRuntime().availableProcessors(), transform: (T) -> R): List<R> {
    require(workers > 0) { "workers must be positive" }
    val items = toList()
    if (items.isEmpty()) return emptyList()
    val counter = AtomicInteger()
    // Daemon threads with readable names: a stuck pool cannot keep the JVM alive and shows up clearly in thread dumps.
    val threads = ThreadFactory { r -> Thread(r, "parallel-map-${counter.incrementAndGet()}").apply { isDaemon = true } }
    val pool = Executors.newFixedThreadPool(minOf(workers, items.size), threads)
    try {
        val completion = ExecutorCompletionService<R>(pool)
        val futures: List<Future<R>> = items.map { item -> completion.submit { transform(item) } }
        // Take results as they finish, so a failure is noticed without waiting for slower earlier items.
        repeat(futures.size) {
            try {
                completion.take().get()
            } catch (e: ExecutionException) {
                futures.forEach { it.cancel(true) }
                throw e.cause ?: e
            }
        }
        return futures.map { it.get() }
    } finally {
        pool.shutdownNow()
    }
}
