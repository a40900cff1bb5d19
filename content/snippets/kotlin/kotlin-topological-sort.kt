import java.util.ArrayDeque

class CycleException(val cycle: List<Any?>) : IllegalArgumentException("dependency cycle: ${cycle.joinToString(" -> ")}")

/**
 * Orders nodes so every node comes after all of its dependencies (Kahn's algorithm).
 * [dependencies] maps a node to the nodes it depends on; nodes only mentioned as dependencies count too.
 * Ties are broken by the order nodes appear in the map, so the result is deterministic.
 */
fun <T> topologicalSort(dependencies: Map<T, Collection<T>>): List<T> {
    val nodes = LinkedHashSet<T>()
    for ((node, deps) in dependencies) {
        nodes += node
        nodes += deps
    }
    val remaining = nodes.associateWithTo(LinkedHashMap()) { 0 }
    val dependents = nodes.associateWith { mutableListOf<T>() }
    for ((node, deps) in dependencies) {
        for (dep in deps.toSet()) {
            remaining[node] = remaining.getValue(node) + 1
            dependents.getValue(dep) += node
        }
    }
    val ready = ArrayDeque(nodes.filter { remaining[it] == 0 })
    val order = ArrayList<T>(nodes.size)
    while (ready.isNotEmpty()) {
        val node = ready.removeFirst()
        order += node
        for (next in dependents.getValue(node)) {
            val left = remaining.getValue(next) - 1
            remaining[next] = left
            if (left == 0) ready.addLast(next)
        }
    }
    if (order.size < nodes.size) throw CycleException(findCycle(dependencies, nodes - order))
    return order
}

// Walks dependency edges among the unsorted nodes until one repeats; every such node is on or leads to a cycle.
private fun <T> findCycle(dependencies: Map<T, Collection<T>>, stuck: Set<T>): List<T> {
    val path = mutableListOf(stuck.first())
    while (true) {
        val next = dependencies[path.last()].orEmpty().first { it in stuck }
        val seen = path.indexOf(next)
        if (seen >= 0) return path.subList(seen, path.size) + next
        path += next
    }
}
