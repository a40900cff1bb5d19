import java.text.Normalizer;
import java.util.Locale;
import java.util.regex.Pattern;

public final class Slugs {
    private static final Pattern COMBINING_MARKS = Pattern.compile("\\p{M}+");
    private static final Pattern NON_ALNUM = Pattern.compile("[^a-z0-9]+");
    private static final Pattern EDGE_DASHES = Pattern.compile("^-+|-+$");

    private Slugs() {}

    /** Turns a title into a URL slug, cut at a dash so no word is split. */
    public static String slugify(String input, int maxLength) {
        if (maxLength < 1) throw new IllegalArgumentException("maxLength must be positive");
        // NFKD splits "é" into "e" plus a combining accent, which is then dropped.
        String ascii = COMBINING_MARKS.matcher(Normalizer.normalize(input, Normalizer.Form.NFKD)).replaceAll("");
        // ROOT avoids the Turkish-locale trap where "I" lowercases to a dotless "ı".
        // NFKD leaves the German sharp s (U+00DF) alone, so it is spelled out by hand.
        String lower = ascii.replace("\u00df", "ss").toLowerCase(Locale.ROOT);
        String slug = EDGE_DASHES.matcher(NON_ALNUM.matcher(lower).replaceAll("-")).replaceAll("");
        if (slug.length() <= maxLength) return slug;
        int cut = slug.lastIndexOf('-', maxLength);
        return cut > 0 ? slug.substring(0, cut) : slug.substring(0, maxLength);
    }

    public static String slugify(String input) {
        return slugify(input, 80);
    }
}
