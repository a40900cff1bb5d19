function isPlainObject(value) {
  if (value === null || typeof value !== 'object') return false
  const proto = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

/**
 * Merges plain objects left to right into a new object; later sources win.
 * Arrays and class instances (Date, Map, ...) are replaced, never merged.
 */
export function deepMerge(...sources) {
  const result = {}
  for (const source of sources) {
    if (!isPlainObject(source)) continue
    for (const [key, value] of Object.entries(source)) {
      // JSON.parse creates "__proto__" as an ordinary key; assigning it would swap the prototype.
      if (key === '__proto__') continue
      // undefined means "not set here", so defaults survive partial overrides.
      if (value === undefined) continue
      const current = result[key]
      if (isPlainObject(value)) {
        result[key] = deepMerge(isPlainObject(current) ? current : {}, value)
      } else {
        result[key] = Array.isArray(value) ? [...value] : value
      }
    }
  }
  return result
}
