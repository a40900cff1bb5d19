import java.time.Duration;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;

/** Two-phase executor shutdown: let work drain, then interrupt what is left, then report. */
public final class GracefulShutdown {
    private GracefulShutdown() {}

    /** clean is true when every task finished within the grace period; neverStarted were still queued. */
    public record Outcome(boolean clean, boolean terminated, List<Runnable> neverStarted) {}

    public static Outcome shutdown(ExecutorService pool, Duration grace, Duration forceWait) {
        pool.shutdown(); // refuse new tasks but keep running queued and in-flight ones
        try {
            if (pool.awaitTermination(grace.toMillis(), TimeUnit.MILLISECONDS)) {
                return new Outcome(true, true, List.of());
            }
            // Interrupts running tasks; only tasks that honour interruption actually stop.
            List<Runnable> dropped = pool.shutdownNow();
            boolean terminated = pool.awaitTermination(forceWait.toMillis(), TimeUnit.MILLISECONDS);
            return new Outcome(false, terminated, dropped);
        } catch (InterruptedException e) {
            List<Runnable> dropped = pool.shutdownNow();
            Thread.currentThread().interrupt(); // keep the caller's interrupt status visible
            return new Outcome(false, pool.isTerminated(), dropped);
        }
    }

    /** Runs shutdown on JVM exit (SIGTERM, Ctrl-C, System.exit) so work drains instead of being cut off. */
    public static Thread onExit(ExecutorService pool, Duration grace) {
        var hook = new Thread(() -> shutdown(pool, grace, Duration.ofSeconds(1)), "graceful-shutdown");
        Runtime.getRuntime().addShutdownHook(hook);
        return hook;
    }
}
