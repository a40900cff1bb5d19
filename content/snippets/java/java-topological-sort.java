import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.TreeMap;
import java.util.TreeSet;

/** Orders tasks so each comes after everything it depends on (Kahn's algorithm). */
public final class TopoSort {
    public static final class CycleException extends RuntimeException {
        public CycleException(Collection<String> stuck) {
            super("dependency cycle among " + stuck);
        }
    }

    private TopoSort() {}

    /** dependsOn maps each node to the nodes it needs first; ties are broken alphabetically. */
    public static List<String> order(Map<String, ? extends Collection<String>> dependsOn) {
        // Sorted maps and a priority queue make the result the same on every run.
        Map<String, TreeSet<String>> dependents = new TreeMap<>();
        Map<String, Integer> pending = new TreeMap<>();
        dependsOn.forEach((node, deps) -> {
            pending.merge(node, 0, Integer::sum);
            for (String dep : deps) {
                pending.merge(dep, 0, Integer::sum);
                if (dependents.computeIfAbsent(dep, k -> new TreeSet<>()).add(node))
                    pending.merge(node, 1, Integer::sum);
            }
        });
        var ready = new PriorityQueue<String>();
        pending.forEach((node, count) -> {
            if (count == 0) ready.add(node);
        });
        List<String> order = new ArrayList<>();
        while (!ready.isEmpty()) {
            String node = ready.poll();
            order.add(node);
            for (String next : dependents.getOrDefault(node, new TreeSet<>()))
                if (pending.merge(next, -1, Integer::sum) == 0) ready.add(next);
        }
        if (order.size() < pending.size()) {
            pending.keySet().removeAll(order);
            throw new CycleException(pending.keySet());
        }
        return order;
    }
}
