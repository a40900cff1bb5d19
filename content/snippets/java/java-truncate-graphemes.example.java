import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

class Main {
    public static void main(String[] args) {
        // Print UTF-8 whatever the platform default is, so the emoji survive on any terminal or pipe.
        var out = new PrintStream(System.out, true, StandardCharsets.UTF_8);

        String family = "\uD83D\uDC68\u200D\uD83D\uDC69\u200D\uD83D\uDC67"; // man, woman, girl joined by ZWJ
        String cafe = "Cafe\u0301"; // "e" followed by a combining acute accent
        String mixed = "Hi " + family + " " + cafe + " \uD83C\uDDEF\uD83C\uDDF5 trip";

        out.println("text: " + mixed);
        out.println("String.length(): " + mixed.length() + ", code points: " + mixed.codePointCount(0, mixed.length())
                + ", graphemes: " + Truncate.graphemeCount(mixed));
        for (int max : new int[] {5, 8, 10, 20}) {
            out.println("truncate " + max + ": " + Truncate.truncate(mixed, max));
        }
        out.println("naive substring(0, 4): " + escaped(mixed.substring(0, 4)));
        out.println(cafe + ": length " + cafe.length() + ", graphemes " + Truncate.graphemeCount(cafe)
                + ", truncate 4: " + Truncate.truncate(cafe, 4) + ", truncate 3: " + Truncate.truncate(cafe, 3));

        String sentence = "Graceful shutdown for executor services";
        out.println("truncateWords 20: " + Truncate.truncateWords(sentence, 20));
        out.println("truncate 20:      " + Truncate.truncate(sentence, 20));
        out.println("fits: " + Truncate.truncate("short", 10));
        out.println("max 1: " + Truncate.truncate("abc", 1));
    }

    /** Shows the lone surrogate a plain substring leaves behind. */
    static String escaped(String s) {
        var sb = new StringBuilder();
        for (char c : s.toCharArray()) sb.append(c < 128 ? String.valueOf(c) : String.format("\\u%04X", (int) c));
        return sb.toString();
    }
}
