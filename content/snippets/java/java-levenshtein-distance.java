import java.util.Collection;
import java.util.Optional;

/** Levenshtein edit distance, plus a "did you mean" helper built on it. */
public final class EditDistance {
    private EditDistance() {}

    /** Minimum insertions, deletions and substitutions turning a into b, over Unicode code points. */
    public static int levenshtein(String a, String b) {
        int[] s = a.codePoints().toArray(), t = b.codePoints().toArray();
        if (s.length < t.length) return levenshtein(b, a); // keep the row as short as possible
        int[] prev = new int[t.length + 1], curr = new int[t.length + 1];
        for (int j = 0; j <= t.length; j++) prev[j] = j;
        for (int i = 1; i <= s.length; i++) {
            curr[0] = i;
            for (int j = 1; j <= t.length; j++) {
                int cost = s[i - 1] == t[j - 1] ? 0 : 1;
                curr[j] = Math.min(Math.min(curr[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
            }
            int[] swap = prev;
            prev = curr;
            curr = swap;
        }
        return prev[t.length];
    }

    /** The closest candidate within maxDistance edits, preferring the earliest on ties. */
    public static Optional<String> closest(String input, Collection<String> candidates, int maxDistance) {
        String best = null;
        int bestDistance = maxDistance + 1;
        for (String candidate : candidates) {
            int d = levenshtein(input, candidate);
            if (d < bestDistance) {
                best = candidate;
                bestDistance = d;
            }
        }
        return Optional.ofNullable(best);
    }
}
