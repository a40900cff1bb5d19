export class CycleError extends Error {
  name = 'CycleError'
  constructor(nodes) {
    super(`Dependency cycle blocks: ${nodes.join(', ')}`)
    this.nodes = nodes
  }
}

/**
 * Kahn's algorithm. `graph` maps each node to the nodes it depends on (an object or a Map);
 * the result lists every node after all of its dependencies, ties kept in input order.
 */
export function topologicalSort(graph) {
  const entries = graph instanceof Map ? [...graph] : Object.entries(graph)
  const waitingOn = new Map()
  const dependents = new Map()
  const add = (node) => {
    if (!waitingOn.has(node)) {
      waitingOn.set(node, 0)
      dependents.set(node, [])
    }
  }

  for (const [node, dependencies] of entries) {
    add(node)
    // A Set ignores a dependency listed twice, which would otherwise never reach zero.
    for (const dependency of new Set(dependencies)) {
      add(dependency)
      dependents.get(dependency).push(node)
      waitingOn.set(node, waitingOn.get(node) + 1)
    }
  }

  const order = [...waitingOn].filter(([, count]) => count === 0).map(([node]) => node)
  // The result array doubles as the queue, so the whole sort is O(nodes + edges).
  for (let i = 0; i < order.length; i++) {
    for (const next of dependents.get(order[i])) {
      const remaining = waitingOn.get(next) - 1
      waitingOn.set(next, remaining)
      if (remaining === 0) order.push(next)
    }
  }

  if (order.length < waitingOn.size) {
    throw new CycleError([...waitingOn].filter(([, count]) => count > 0).map(([node]) => node))
  }
  return order
}
