/** Limits how many async sections run at once; a Semaphore of 1 is a mutex. */
export class Semaphore {
  #available: number
  readonly #waiters: (() => void)[] = []

  constructor(permits: number) {
    if (!Number.isInteger(permits) || permits < 1) throw new RangeError('permits must be a positive integer')
    this.#available = permits
  }

  get waiting(): number {
    return this.#waiters.length
  }

  /** Resolves with a release function once a permit is free; waiters are served first come, first served. */
  acquire(): Promise<() => void> {
    let released = false
    const release = () => {
      // Guard against double release, which would silently raise the limit.
      if (released) return
      released = true
      const next = this.#waiters.shift()
      if (next) next()
      else this.#available++
    }
    if (this.#available > 0) {
      this.#available--
      return Promise.resolve(release)
    }
    return new Promise((resolve) => this.#waiters.push(() => resolve(release)))
  }

  /** Runs fn while holding a permit and always releases it, even when fn throws. */
  async run<T>(fn: () => Promise<T> | T): Promise<T> {
    const release = await this.acquire()
    try {
      return await fn()
    } finally {
      release()
    }
  }
}

export class Mutex extends Semaphore {
  constructor() {
    super(1)
  }
}
