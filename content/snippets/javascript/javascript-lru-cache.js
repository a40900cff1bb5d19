export class LRUCache {
  #map = new Map()

  /** @param {{ max: number, ttl?: number }} options ttl in milliseconds, 0 for no expiry */
  constructor({ max, ttl = 0 }) {
    if (!Number.isInteger(max) || max < 1) throw new RangeError('max must be a positive integer')
    this.max = max
    this.ttl = ttl
  }

  get(key) {
    const entry = this.#map.get(key)
    if (!entry) return undefined
    if (entry.expires && entry.expires <= Date.now()) {
      this.#map.delete(key)
      return undefined
    }
    // Re-insert to mark as most recently used (Maps iterate in insertion order).
    this.#map.delete(key)
    this.#map.set(key, entry)
    return entry.value
  }

  set(key, value) {
    this.#map.delete(key)
    this.#map.set(key, { value, expires: this.ttl ? Date.now() + this.ttl : 0 })
    if (this.#map.size > this.max) {
      const oldest = this.#map.keys().next().value
      this.#map.delete(oldest)
    }
    return this
  }

  has(key) {
    return this.get(key) !== undefined
  }

  delete(key) {
    return this.#map.delete(key)
  }

  clear() {
    this.#map.clear()
  }

  get size() {
    return this.#map.size
  }
}
