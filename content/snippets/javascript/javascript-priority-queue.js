/**
 * Binary min-heap. `compare` works like Array.prototype.sort's comparator; items that compare
 * equal come out in insertion order, which a bare heap does not guarantee.
 */
export class PriorityQueue {
  #heap = []
  #sequence = 0
  #compare
  constructor(compare = (a, b) => (a < b ? -1 : a > b ? 1 : 0)) {
    this.#compare = compare
  }

  get size() {
    return this.#heap.length
  }
  push(value) {
    this.#heap.push({ value, order: this.#sequence++ })
    let i = this.#heap.length - 1
    while (i > 0) {
      const parent = (i - 1) >> 1
      if (!this.#before(i, parent)) break
      this.#swap(i, parent)
      i = parent
    }
    return this
  }

  peek() {
    return this.#heap[0]?.value
  }
  pop() {
    if (this.#heap.length === 0) return undefined
    const top = this.#heap[0].value
    const last = this.#heap.pop()
    if (this.#heap.length > 0) {
      this.#heap[0] = last
      for (let i = 0; ; ) {
        const left = 2 * i + 1
        const right = left + 1
        let best = i
        if (left < this.#heap.length && this.#before(left, best)) best = left
        if (right < this.#heap.length && this.#before(right, best)) best = right
        if (best === i) break
        this.#swap(i, best)
        i = best
      }
    }
    return top
  }

  #before(i, j) {
    const a = this.#heap[i]
    const b = this.#heap[j]
    return (this.#compare(a.value, b.value) || a.order - b.order) < 0
  }

  #swap(i, j) {
    ;[this.#heap[i], this.#heap[j]] = [this.#heap[j], this.#heap[i]]
  }
}
