export function deepEqual(a, b, seen = new WeakMap()) {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false

  // Circular structures: assume equal if we are already comparing this pair.
  if (seen.get(a) === b) return true
  seen.set(a, b)

  if (a instanceof Date) return a.getTime() === b.getTime()
  if (a instanceof RegExp) return a.source === b.source && a.flags === b.flags

  if (a instanceof Map) {
    if (a.size !== b.size) return false
    for (const [key, value] of a) {
      if (!b.has(key) || !deepEqual(value, b.get(key), seen)) return false
    }
    return true
  }

  if (a instanceof Set) {
    if (a.size !== b.size) return false
    for (const value of a) if (!b.has(value)) return false
    return true
  }

  if (ArrayBuffer.isView(a)) {
    if (a.byteLength !== b.byteLength) return false
    const x = new Uint8Array(a.buffer, a.byteOffset, a.byteLength)
    const y = new Uint8Array(b.buffer, b.byteOffset, b.byteLength)
    return x.every((byte, i) => byte === y[i])
  }

  const keysA = Reflect.ownKeys(a)
  const keysB = Reflect.ownKeys(b)
  if (keysA.length !== keysB.length) return false
  return keysA.every((key) => Object.hasOwn(b, key) && deepEqual(a[key], b[key], seen))
}
