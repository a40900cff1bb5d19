export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

/** One change, in the shape of RFC 6902 JSON Patch operations (paths are JSON Pointers). */
export type Change =
  | { op: 'add'; path: string; value: Json }
  | { op: 'remove'; path: string; old: Json }
  | { op: 'replace'; path: string; value: Json; old: Json }

const isObject = (value: Json): value is { [key: string]: Json } =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Escapes a key for a JSON Pointer: '~' becomes '~0' and '/' becomes '~1'. */
const pointer = (path: string, key: string | number) =>
  `${path}/${String(key).replaceAll('~', '~0').replaceAll('/', '~1')}`

/**
 * Lists the changes that turn `before` into `after`, walking objects and arrays recursively. The result is valid
 * JSON Patch when applied in order; the extra `old` values are ignored by patch libraries.
 */
export function diffJson(before: Json, after: Json, path = ''): Change[] {
  if (Object.is(before, after)) return []
  if (isObject(before) && isObject(after)) {
    const changes: Change[] = []
    for (const [key, old] of Object.entries(before)) {
      if (!Object.hasOwn(after, key)) changes.push({ op: 'remove', path: pointer(path, key), old })
    }
    for (const [key, value] of Object.entries(after)) {
      if (!Object.hasOwn(before, key)) changes.push({ op: 'add', path: pointer(path, key), value })
      else changes.push(...diffJson(before[key] as Json, value, pointer(path, key)))
    }
    return changes
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    // Compare by index; removals run from the end so each path stays valid when applied in order.
    const changes: Change[] = []
    const shared = Math.min(before.length, after.length)
    for (let i = 0; i < shared; i++) changes.push(...diffJson(before[i] as Json, after[i] as Json, pointer(path, i)))
    for (let i = before.length - 1; i >= shared; i--)
      changes.push({ op: 'remove', path: pointer(path, i), old: before[i] as Json })
    for (let i = shared; i < after.length; i++)
      changes.push({ op: 'add', path: pointer(path, i), value: after[i] as Json })
    return changes
  }
  return [{ op: 'replace', path, value: after, old: before }]
}

/** A one-line summary per change, for audit logs and review screens. */
export function describeChange(change: Change): string {
  switch (change.op) {
    case 'add':
      return `+ ${change.path} = ${JSON.stringify(change.value)}`
    case 'remove':
      return `- ${change.path} (was ${JSON.stringify(change.old)})`
    case 'replace':
      return `~ ${change.path}: ${JSON.stringify(change.old)} -> ${JSON.stringify(change.value)}`
  }
}
