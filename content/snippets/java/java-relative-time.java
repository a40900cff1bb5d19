import java.time.Clock;
import java.time.Duration;
import java.time.Instant;

/** Formats instants as "just now", "5 minutes ago" or "in 3 days" relative to a clock. */
public final class RelativeTime {
    private static final long MINUTE = 60, HOUR = 3600, DAY = 86_400, MONTH = 30 * DAY, YEAR = 365 * DAY;

    private final Clock clock;

    /** Pass Clock.systemUTC() in production and Clock.fixed(...) in tests. */
    public RelativeTime(Clock clock) {
        this.clock = clock;
    }

    public String format(Instant then) {
        return between(then, clock.instant());
    }

    public static String between(Instant then, Instant now) {
        long seconds = Duration.between(then, now).getSeconds();
        boolean future = seconds < 0;
        long abs = Math.abs(seconds);
        if (abs < 45) return "just now";
        // Truncating, not rounding, matches how people read "1 hour ago" for anything under two hours.
        String amount;
        if (abs < HOUR) amount = plural(Math.max(1, abs / MINUTE), "minute");
        else if (abs < DAY) amount = plural(abs / HOUR, "hour");
        else if (abs < MONTH) amount = plural(abs / DAY, "day");
        else if (abs / MONTH < 12) amount = plural(abs / MONTH, "month");
        else amount = plural(Math.max(1, abs / YEAR), "year"); // 360-364 days reads as a year, not 12 months
        return future ? "in " + amount : amount + " ago";
    }

    private static String plural(long n, String unit) {
        return n + " " + unit + (n == 1 ? "" : "s");
    }
}
