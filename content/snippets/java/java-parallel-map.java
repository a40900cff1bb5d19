import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Function;

/** Applies a function to many inputs on a fixed pool of worker threads, keeping input order. */
public final class ParallelMap {
    private ParallelMap() {}

    /**
     * Results come back in the same order as inputs. A failure is rethrown, wrapped in an
     * ExecutionException, and the deadline covers the whole batch rather than each task.
     */
    public static <T, R> List<R> map(List<T> inputs, Function<? super T, ? extends R> fn, int workers, long timeout,
            TimeUnit unit) throws InterruptedException, ExecutionException {
        if (workers < 1) throw new IllegalArgumentException("workers must be at least 1");
        ExecutorService pool = Executors.newFixedThreadPool(Math.min(workers, Math.max(1, inputs.size())));
        try {
            List<Future<R>> futures = new ArrayList<>(inputs.size());
            for (T input : inputs) futures.add(pool.submit(() -> fn.apply(input)));
            long deadline = System.nanoTime() + unit.toNanos(timeout);
            List<R> results = new ArrayList<>(inputs.size());
            for (Future<R> future : futures) {
                long left = deadline - System.nanoTime();
                try {
                    results.add(future.get(Math.max(0, left), TimeUnit.NANOSECONDS));
                } catch (TimeoutException e) {
                    throw new ExecutionException("timed out after " + timeout + " " + unit, e);
                }
            }
            return results;
        } finally {
            // shutdownNow interrupts workers still running, so nothing outlives the call.
            pool.shutdownNow();
            pool.awaitTermination(5, TimeUnit.SECONDS);
        }
    }
}
