export function createEmitter() {
  const listeners = new Map() // event name -> Set of handlers

  function on(event, handler) {
    if (!listeners.has(event)) listeners.set(event, new Set())
    listeners.get(event).add(handler)
    return () => off(event, handler)
  }

  function once(event, handler) {
    const unsubscribe = on(event, (payload, name) => {
      unsubscribe()
      handler(payload, name)
    })
    return unsubscribe
  }

  function off(event, handler) {
    const set = listeners.get(event)
    set?.delete(handler)
    if (set?.size === 0) listeners.delete(event)
  }

  function emit(event, payload) {
    const handlers = [...(listeners.get(event) ?? []), ...(listeners.get('*') ?? [])]
    for (const handler of handlers) {
      try {
        handler(payload, event)
      } catch (error) {
        // One broken listener must not stop the others.
        queueMicrotask(() => {
          throw error
        })
      }
    }
  }

  return { on, once, off, emit, listenerCount: (event) => listeners.get(event)?.size ?? 0 }
}
