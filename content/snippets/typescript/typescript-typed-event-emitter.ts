type Handler<P> = (payload: P) => void

export class TypedEmitter<Events extends Record<string, unknown>> {
  #handlers: { [K in keyof Events]?: Set<Handler<Events[K]>> } = {}

  on<K extends keyof Events>(event: K, handler: Handler<Events[K]>): () => void {
    let set = this.#handlers[event]
    if (!set) {
      set = new Set()
      this.#handlers[event] = set
    }
    set.add(handler)
    return () => this.off(event, handler)
  }

  once<K extends keyof Events>(event: K, handler: Handler<Events[K]>): () => void {
    const off = this.on(event, (payload) => {
      off()
      handler(payload)
    })
    return off
  }

  off<K extends keyof Events>(event: K, handler: Handler<Events[K]>): void {
    this.#handlers[event]?.delete(handler)
  }

  emit<K extends keyof Events>(event: K, ...[payload]: Events[K] extends undefined ? [] : [Events[K]]): void {
    for (const handler of [...(this.#handlers[event] ?? [])]) {
      handler(payload as Events[K])
    }
  }

  /** Resolves with the next payload of `event`, or rejects when the signal aborts. */
  next<K extends keyof Events>(event: K, signal?: AbortSignal): Promise<Events[K]> {
    return new Promise((resolve, reject) => {
      const off = this.once(event, resolve)
      signal?.addEventListener('abort', () => (off(), reject(signal.reason)), { once: true })
    })
  }
}
