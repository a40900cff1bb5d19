use std::collections::{BTreeMap, BTreeSet};

/// Orders nodes so every dependency comes before the nodes that need it (Kahn's algorithm).
/// `deps` maps each node to the nodes it depends on. Among nodes that are ready at the same
/// time the smallest comes first, so the result is deterministic. On a cycle, returns the
/// nodes that could not be ordered.
pub fn topo_sort<T: Ord + Clone>(deps: &BTreeMap<T, Vec<T>>) -> Result<Vec<T>, Vec<T>> {
    let mut missing: BTreeMap<T, usize> = BTreeMap::new();
    let mut dependents: BTreeMap<T, Vec<T>> = BTreeMap::new();
    for (node, needs) in deps {
        missing.entry(node.clone()).or_insert(0);
        // A set drops duplicate edges, which would otherwise be counted twice.
        for dep in needs.iter().collect::<BTreeSet<_>>() {
            missing.entry(dep.clone()).or_insert(0);
            *missing.get_mut(node).unwrap() += 1;
            dependents.entry(dep.clone()).or_default().push(node.clone());
        }
    }

    let mut ready: BTreeSet<T> = missing.iter().filter(|(_, &n)| n == 0).map(|(k, _)| k.clone()).collect();
    let mut order = Vec::with_capacity(missing.len());
    while let Some(node) = ready.pop_first() {
        for next in dependents.get(&node).into_iter().flatten() {
            let count = missing.get_mut(next).unwrap();
            *count -= 1;
            if *count == 0 {
                ready.insert(next.clone());
            }
        }
        order.push(node);
    }

    if order.len() == missing.len() {
        Ok(order)
    } else {
        Err(missing.into_iter().filter(|(_, n)| *n > 0).map(|(k, _)| k).collect())
    }
}
