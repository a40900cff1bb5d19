import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;

/** The k most frequent items of a collection, such as top search terms or noisiest log sources. */
public final class TopK {
    public record Count<T>(T item, long count) {}

    private TopK() {}

    /** Most frequent first; equal counts are ordered by the items' natural order so output is stable. */
    public static <T extends Comparable<? super T>> List<Count<T>> mostFrequent(Iterable<T> items, int k) {
        if (k < 1) return List.of();
        Map<T, Long> counts = new HashMap<>();
        for (T item : items) counts.merge(item, 1L, Long::sum);

        Comparator<Count<T>> rank = Comparator.<Count<T>>comparingLong(Count::count).reversed()
                .thenComparing(Count::item);
        // A min-heap of size k holds the best k seen so far: O(n log k), far cheaper than sorting
        // every distinct item when k is small. Its head is the weakest of the current top k.
        PriorityQueue<Count<T>> heap = new PriorityQueue<>(rank.reversed());
        for (Map.Entry<T, Long> e : counts.entrySet()) {
            heap.offer(new Count<>(e.getKey(), e.getValue()));
            if (heap.size() > k) heap.poll();
        }
        List<Count<T>> top = new ArrayList<>(heap);
        top.sort(rank);
        return Collections.unmodifiableList(top);
    }
}
