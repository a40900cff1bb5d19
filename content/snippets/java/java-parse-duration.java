import java.time.Duration;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Parses and prints human-friendly durations such as "1h30m", "90s" or "2d 4h". */
public final class Durations {
    private static final Pattern PART = Pattern.compile("(\\d+)\\s*(ms|d|h|m|s)");

    private Durations() {}

    public static Duration parse(String text) {
        String input = text.strip().toLowerCase(Locale.ROOT);
        if (input.isEmpty()) throw new IllegalArgumentException("empty duration");
        Matcher m = PART.matcher(input);
        Duration total = Duration.ZERO;
        int end = 0;
        while (m.find()) {
            // Anything but spaces between parts (like "1h and 5m") is rejected rather than skipped.
            if (!input.substring(end, m.start()).isBlank()) break;
            long n = Long.parseLong(m.group(1));
            total = total.plus(switch (m.group(2)) {
                case "d" -> Duration.ofDays(n);
                case "h" -> Duration.ofHours(n);
                case "m" -> Duration.ofMinutes(n);
                case "s" -> Duration.ofSeconds(n);
                default -> Duration.ofMillis(n);
            });
            end = m.end();
        }
        if (end == 0 || !input.substring(end).isBlank())
            throw new IllegalArgumentException("invalid duration: \"" + text + "\"");
        return total;
    }

    /** The inverse of parse: largest units first, zero parts left out. */
    public static String format(Duration d) {
        if (d.isNegative()) return "-" + format(d.negated());
        if (d.isZero()) return "0s";
        var out = new StringBuilder();
        append(out, d.toDaysPart(), "d");
        append(out, d.toHoursPart(), "h");
        append(out, d.toMinutesPart(), "m");
        append(out, d.toSecondsPart(), "s");
        append(out, d.toMillisPart(), "ms");
        return out.toString();
    }

    private static void append(StringBuilder out, long value, String unit) {
        if (value > 0) out.append(value).append(unit);
    }
}
