export class ChannelClosedError extends Error {
  override name = 'ChannelClosedError'
}

/**
 * A bounded async channel between producers and consumers. `send` waits while the buffer is full
 * (backpressure), `receive` waits while it is empty, and `for await` drains it until `close`.
 */
export class Channel<T> implements AsyncIterable<T> {
  readonly #buffer: T[] = []
  readonly #receivers: ((result: IteratorResult<T>) => void)[] = []
  readonly #senders: (() => void)[] = []
  #closed = false

  constructor(readonly capacity = 1) {}

  async send(value: T): Promise<void> {
    while (!this.#closed && this.#receivers.length === 0 && this.#buffer.length >= this.capacity) {
      await new Promise<void>((resolve) => this.#senders.push(resolve))
    }
    if (this.#closed) throw new ChannelClosedError('send on a closed channel')
    const receiver = this.#receivers.shift()
    // Hand the value straight to a waiting receiver when there is one, skipping the buffer.
    if (receiver) receiver({ value, done: false })
    else this.#buffer.push(value)
  }

  receive(): Promise<IteratorResult<T>> {
    if (this.#buffer.length > 0) {
      const value = this.#buffer.shift() as T
      this.#senders.shift()?.()
      return Promise.resolve({ value, done: false })
    }
    if (this.#closed) return Promise.resolve({ value: undefined, done: true })
    return new Promise((resolve) => this.#receivers.push(resolve))
  }

  /** Stops new sends; buffered values are still delivered, then receivers see done. */
  close(): void {
    this.#closed = true
    for (const receiver of this.#receivers.splice(0)) receiver({ value: undefined, done: true })
    for (const sender of this.#senders.splice(0)) sender()
  }

  async *[Symbol.asyncIterator](): AsyncIterator<T> {
    for (let result = await this.receive(); !result.done; result = await this.receive()) yield result.value
  }
}
