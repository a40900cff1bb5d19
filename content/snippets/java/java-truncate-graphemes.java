import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Shortens text to a maximum number of user-visible characters without splitting emoji or accents. */
public final class Truncate {
    // \X matches one extended grapheme cluster: a base character plus its combining marks, a ZWJ
    // emoji sequence, a flag or a skin-tone modifier, so cutting between matches never breaks one.
    private static final Pattern GRAPHEME = Pattern.compile("\\X");
    private static final String ELLIPSIS = "\u2026";

    private Truncate() {}

    /** Number of user-perceived characters, which String.length() (UTF-16 units) overcounts. */
    public static int graphemeCount(String text) {
        return (int) GRAPHEME.matcher(text).results().count();
    }

    /** At most max graphemes including the ellipsis; text that already fits is returned unchanged. */
    public static String truncate(String text, int max) {
        if (max < 1) throw new IllegalArgumentException("max must be at least 1");
        if (graphemeCount(text) <= max) return text;
        Matcher m = GRAPHEME.matcher(text);
        int end = 0;
        for (int kept = 0; kept < max - 1 && m.find(); kept++) end = m.end();
        return text.substring(0, end).stripTrailing() + ELLIPSIS;
    }

    /** Like truncate, but backs up to the last space so words stay whole when there is one to use. */
    public static String truncateWords(String text, int max) {
        String cut = truncate(text, max);
        if (cut.equals(text)) return text;
        String body = cut.substring(0, cut.length() - ELLIPSIS.length());
        int space = body.lastIndexOf(' ');
        return (space > 0 ? body.substring(0, space).stripTrailing() : body) + ELLIPSIS;
    }
}
