/**
 * A fixed-capacity circular buffer: push is O(1) and, once full, overwrites the oldest item. Useful for
 * "last N" views such as recent log lines, latency samples or undo history, with bounded memory.
 */
export class RingBuffer<T> implements Iterable<T> {
  readonly #items: (T | undefined)[]
  #start = 0
  #length = 0

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError('capacity must be a positive integer')
    this.#items = new Array<T | undefined>(capacity)
  }

  get size(): number {
    return this.#length
  }

  /** Adds an item and returns the one it evicted, if the buffer was full. */
  push(item: T): T | undefined {
    const end = (this.#start + this.#length) % this.capacity
    if (this.#length < this.capacity) {
      this.#items[end] = item
      this.#length++
      return undefined
    }
    const evicted = this.#items[this.#start]
    this.#items[this.#start] = item
    this.#start = (this.#start + 1) % this.capacity
    return evicted
  }

  /** Removes and returns the oldest item. */
  shift(): T | undefined {
    if (this.#length === 0) return undefined
    const item = this.#items[this.#start]
    // Clear the slot so the buffer does not keep evicted objects alive for the garbage collector.
    this.#items[this.#start] = undefined
    this.#start = (this.#start + 1) % this.capacity
    this.#length--
    return item
  }

  /** Item by age: 0 is the oldest, -1 the newest, like Array.prototype.at. */
  at(index: number): T | undefined {
    const i = index < 0 ? this.#length + index : index
    return i >= 0 && i < this.#length ? this.#items[(this.#start + i) % this.capacity] : undefined
  }

  *[Symbol.iterator](): Iterator<T> {
    for (let i = 0; i < this.#length; i++) yield this.#items[(this.#start + i) % this.capacity] as T
  }

  toArray(): T[] {
    return [...this]
  }
}
