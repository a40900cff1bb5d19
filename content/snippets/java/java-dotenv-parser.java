import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Parses .env files: comments, "export" prefixes, quoted values and ${VAR} expansion. */
public final class DotEnv {
    private static final Pattern LINE = Pattern.compile(
            "\\s*(?:export\\s+)?([A-Za-z_][A-Za-z0-9_]*)\\s*=\\s*(?:\"((?:[^\"\\\\]|\\\\.)*)\"|'([^']*)'|([^#]*?))\\s*(?:#.*)?");
    private static final Pattern TOKEN = Pattern.compile("\\\\(.)|\\$\\{([A-Za-z_][A-Za-z0-9_]*)}");

    private DotEnv() {}

    /** Later keys win; ${NAME} looks in earlier keys, then in `outer` (such as System.getenv()). */
    public static Map<String, String> parse(String text, Map<String, String> outer) {
        Map<String, String> values = new LinkedHashMap<>();
        String[] lines = text.split("\\R");
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            if (line.isBlank() || line.strip().startsWith("#")) continue;
            var m = LINE.matcher(line);
            if (!m.matches()) throw new IllegalArgumentException("line " + (i + 1) + ": cannot parse: " + line.strip());
            String value;
            if (m.group(2) != null) {
                // Double quotes: escapes and ${...} expansion, like a shell.
                value = expand(m.group(2), true, values, outer);
            } else if (m.group(3) != null) {
                value = m.group(3); // single quotes: taken literally
            } else {
                value = expand(m.group(4), false, values, outer);
            }
            values.put(m.group(1), value);
        }
        return values;
    }

    /** One pass over escapes and references, so expanded values are never unescaped a second time. */
    private static String expand(String value, boolean escapes, Map<String, String> seen, Map<String, String> outer) {
        return TOKEN.matcher(value).replaceAll(t -> {
            String name = t.group(2);
            if (name == null) return Matcher.quoteReplacement(!escapes ? t.group() : switch (t.group(1)) {
                case "n" -> "\n";
                case "t" -> "\t";
                default -> t.group(1);
            });
            return Matcher.quoteReplacement(seen.containsKey(name) ? seen.get(name) : outer.getOrDefault(name, ""));
        });
    }
}
