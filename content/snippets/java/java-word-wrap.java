import java.util.ArrayList;
import java.util.List;

/** Greedy word wrapping to a column width, keeping paragraphs and splitting words that cannot fit. */
public final class WordWrap {
    private WordWrap() {}

    /** Lines of at most width characters; blank lines between paragraphs are kept as empty lines. */
    public static List<String> wrap(String text, int width) {
        if (width < 1) throw new IllegalArgumentException("width must be at least 1");
        List<String> lines = new ArrayList<>();
        String[] paragraphs = text.strip().split("\\R\\s*\\R");
        for (int p = 0; p < paragraphs.length; p++) {
            if (p > 0) lines.add("");
            var line = new StringBuilder();
            // Single line breaks inside a paragraph are reflowed like spaces, as in Markdown.
            for (String word : paragraphs[p].strip().split("\\s+")) {
                if (word.isEmpty()) continue;
                if (line.length() > 0 && line.length() + 1 + word.length() > width) {
                    lines.add(line.toString());
                    line.setLength(0);
                }
                // A word longer than the width (a URL, a hash) is cut into width-sized pieces.
                while (word.length() > width) {
                    if (line.length() > 0) {
                        lines.add(line.toString());
                        line.setLength(0);
                    }
                    lines.add(word.substring(0, width));
                    word = word.substring(width);
                }
                if (line.length() > 0) line.append(' ');
                line.append(word);
            }
            if (line.length() > 0) lines.add(line.toString());
        }
        return lines;
    }

    /** Wraps and prefixes every non-empty line, for comments ("// ") or indented help text. */
    public static String wrap(String text, int width, String prefix) {
        var out = new StringBuilder();
        for (String line : wrap(text, width - prefix.length())) {
            out.append(line.isEmpty() ? "" : prefix).append(line).append('\n');
        }
        return out.toString();
    }
}
