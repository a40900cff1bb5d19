import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.TreeMap;

/** Prefix search for autocomplete: suggestions ranked by weight (such as popularity), then alphabetically. */
public final class Autocomplete {
    private static final class Node {
        final Map<Character, Node> children = new TreeMap<>();
        String word; // set when a word ends here
        long weight;
    }

    private record Suggestion(String word, long weight) {}

    private final Node root = new Node();

    /** Adds a word, or raises its weight if it is already there. */
    public void add(String word, long weight) {
        String key = word.strip().toLowerCase(Locale.ROOT);
        if (key.isEmpty()) return;
        Node node = root;
        for (char c : key.toCharArray()) node = node.children.computeIfAbsent(c, k -> new Node());
        node.word = key;
        node.weight += weight;
    }

    public List<String> suggest(String prefix, int limit) {
        Node node = root;
        for (char c : prefix.strip().toLowerCase(Locale.ROOT).toCharArray()) {
            node = node.children.get(c);
            if (node == null) return List.of();
        }
        // A min-heap of size `limit` keeps the best matches without sorting the whole subtree.
        var best = new PriorityQueue<Suggestion>((a, b) -> a.weight() != b.weight()
                ? Long.compare(a.weight(), b.weight()) : b.word().compareTo(a.word()));
        var stack = new ArrayList<Node>(List.of(node));
        while (!stack.isEmpty()) {
            Node n = stack.remove(stack.size() - 1);
            if (n.word != null) {
                best.add(new Suggestion(n.word, n.weight));
                if (best.size() > limit) best.poll();
            }
            stack.addAll(n.children.values());
        }
        var out = new ArrayList<String>();
        while (!best.isEmpty()) out.add(0, best.poll().word());
        return out;
    }
}
