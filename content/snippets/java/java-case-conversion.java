import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/** Converts identifiers between camelCase, PascalCase, snake_case, kebab-case and CONSTANT_CASE. */
public final class CaseFormat {
    // Split before an uppercase letter that follows a lowercase letter or digit, and inside
    // acronyms before their last capital ("HTTPServer" -> "HTTP", "Server").
    private static final Pattern BOUNDARY = Pattern.compile("(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])");
    private static final Pattern SEPARATORS = Pattern.compile("[^A-Za-z0-9]+");

    private CaseFormat() {}

    /** Lowercase words of any identifier style. */
    public static List<String> words(String input) {
        List<String> words = new ArrayList<>();
        for (String chunk : SEPARATORS.split(input))
            for (String word : BOUNDARY.split(chunk))
                if (!word.isEmpty()) words.add(word.toLowerCase(Locale.ROOT));
        return words;
    }

    public static String camel(String input) {
        String pascal = pascal(input);
        return pascal.isEmpty() ? pascal : Character.toLowerCase(pascal.charAt(0)) + pascal.substring(1);
    }

    public static String pascal(String input) {
        return words(input).stream()
                .map(w -> Character.toUpperCase(w.charAt(0)) + w.substring(1))
                .collect(Collectors.joining());
    }

    public static String snake(String input) {
        return String.join("_", words(input));
    }

    public static String kebab(String input) {
        return String.join("-", words(input));
    }

    public static String constant(String input) {
        return snake(input).toUpperCase(Locale.ROOT);
    }
}
