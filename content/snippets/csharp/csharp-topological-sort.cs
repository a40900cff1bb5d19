using System;
using System.Collections.Generic;
using System.Linq;

public static class TopoSort
{
    public static List<T> Order<T>(IDictionary<T, T[]> dependsOn, IComparer<T> comparer = null)
    {
        comparer = comparer ?? Comparer<T>.Default;
        var pending = new Dictionary<T, int>();
        var dependents = new Dictionary<T, List<T>>();

        // Deduplicate each list first, so "depends on db twice" counts as one edge.
        var edges = dependsOn.ToDictionary(e => e.Key, e => new HashSet<T>(e.Value ?? new T[0]));
        foreach (var entry in edges) pending[entry.Key] = entry.Value.Count;
        foreach (var entry in edges)
        {
            foreach (var dep in entry.Value)
            {
                if (!pending.ContainsKey(dep)) pending[dep] = 0;
                if (!dependents.TryGetValue(dep, out var list)) dependents[dep] = list = new List<T>();
                list.Add(entry.Key);
            }
        }

        // A sorted ready set gives one deterministic order among equally valid ones.
        var ready = new SortedSet<T>(pending.Where(p => p.Value == 0).Select(p => p.Key), comparer);
        var result = new List<T>(pending.Count);
        while (ready.Count > 0)
        {
            var item = ready.Min;
            ready.Remove(item);
            result.Add(item);
            if (!dependents.TryGetValue(item, out var next)) continue;
            foreach (var dependent in next)
                if (--pending[dependent] == 0) ready.Add(dependent);
        }

        if (result.Count < pending.Count)
        {
            var blocked = pending.Where(p => p.Value > 0).Select(p => p.Key).OrderBy(k => k, comparer).ToArray();
            throw new InvalidOperationException("Dependency cycle among: " + string.Join(", ", blocked));
        }
        return result;
    }
}
