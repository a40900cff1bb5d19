/**
 * Groups items into a null-prototype object keyed by keyFn's result, like Object.groupBy.
 * Node 21+ and current browsers ship Object.groupBy natively; Node 20 does not.
 */
export function groupBy(items, keyFn) {
  if (typeof Object.groupBy === 'function') return Object.groupBy(items, keyFn)
  // A null prototype means keys such as "constructor" or "__proto__" are ordinary groups.
  const groups = Object.create(null)
  let index = 0
  for (const item of items) {
    const key = keyFn(item, index++)
    ;(groups[key] ??= []).push(item)
  }
  return groups
}

/** Like Map.groupBy: keys keep their type and identity, so objects and numbers stay distinct. */
export function groupToMap(items, keyFn) {
  const groups = new Map()
  let index = 0
  for (const item of items) {
    const key = keyFn(item, index++)
    const group = groups.get(key)
    if (group) group.push(item)
    else groups.set(key, [item])
  }
  return groups
}

export function countBy(items, keyFn) {
  const counts = Object.create(null)
  let index = 0
  for (const item of items) {
    const key = keyFn(item, index++)
    counts[key] = (counts[key] ?? 0) + 1
  }
  return counts
}

export function partition(items, predicate) {
  const pass = []
  const fail = []
  let index = 0
  for (const item of items) (predicate(item, index++) ? pass : fail).push(item)
  return [pass, fail]
}
