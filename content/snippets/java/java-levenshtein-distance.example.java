import java.util.List;

class Main {
    public static void main(String[] args) {
        String[][] pairs = {{"kitten", "sitting"}, {"flaw", "lawn"}, {"", "abc"}, {"same", "same"}};
        for (String[] p : pairs)
            System.out.printf("%-8s %-8s %d%n", p[0], p[1], EditDistance.levenshtein(p[0], p[1]));
        // An emoji is two UTF-16 chars but one code point, so removing it is a single edit.
        System.out.println("emoji removed: " + EditDistance.levenshtein("\uD83D\uDE00x", "x"));
        System.out.println("accent dropped: " + EditDistance.levenshtein("na\u00efve", "naive"));

        var commands = List.of("status", "commit", "checkout", "branch", "merge");
        for (String typo : List.of("comit", "chekout", "stauts", "deploy"))
            System.out.println(typo + " -> " + EditDistance.closest(typo, commands, 2)
                    .map(s -> "did you mean '" + s + "'?").orElse("unknown command"));
    }
}
