import java.util.Locale;
import java.util.regex.Pattern;

/** Converts byte counts to and from strings such as "1.5 MiB" or "20 MB". */
public final class ByteSize {
    private static final String[] UNITS = {"B", "K", "M", "G", "T", "P", "E"};
    private static final Pattern SIZE = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*(?:([KMGTPE])(I?))?B?", Pattern.CASE_INSENSITIVE);

    private ByteSize() {}

    /** binary=true uses powers of 1024 (KiB, MiB), otherwise powers of 1000 (kB, MB). */
    public static String format(long bytes, boolean binary) {
        // Long.MIN_VALUE has no positive counterpart; MAX_VALUE rounds to the same text.
        if (bytes < 0) return "-" + format(bytes == Long.MIN_VALUE ? Long.MAX_VALUE : -bytes, binary);
        int base = binary ? 1024 : 1000;
        if (bytes < base) return bytes + " B";
        int exp = 0;
        double value = bytes;
        // Round first, then step up, so 1023.95 KiB prints as "1.0 MiB" and not "1024.0 KiB".
        while (Math.round(value * 10) / 10.0 >= base && exp < UNITS.length - 1) {
            value /= base;
            exp++;
        }
        String unit = binary ? UNITS[exp] + "iB" : (exp == 1 ? "kB" : UNITS[exp] + "B");
        return String.format(Locale.ROOT, "%.1f %s", value, unit);
    }

    /** Parses "512", "10kb", "1.5 GiB" or "2M"; a suffix with "i" means powers of 1024. */
    public static long parse(String text) {
        var m = SIZE.matcher(text.strip());
        if (!m.matches()) throw new IllegalArgumentException("invalid size: \"" + text + "\"");
        int exp = m.group(2) == null ? 0 : "BKMGTPE".indexOf(m.group(2).toUpperCase(Locale.ROOT));
        double base = m.group(3) == null || m.group(3).isEmpty() ? 1000 : 1024;
        double bytes = Double.parseDouble(m.group(1)) * Math.pow(base, exp);
        if (bytes >= 0x1p63) throw new IllegalArgumentException("size too large: \"" + text + "\"");
        return Math.round(bytes);
    }
}
