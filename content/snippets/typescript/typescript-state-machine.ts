/** A transition table: for each state, the events it accepts and the state each one leads to. */
export type MachineConfig<S extends string, E extends string> = {
  readonly initial: NoInfer<S>
  readonly states: { readonly [K in S]: { readonly on?: { readonly [Ev in E]?: NoInfer<S> } } }
}

export type Listener<S extends string, E extends string> = (change: { from: S; to: S; event: E }) => void

export class InvalidTransition extends Error {
  override name = 'InvalidTransition'
}

/** A finite state machine whose states and events are checked against the config at compile time. */
export function createMachine<const S extends string, const E extends string>(config: MachineConfig<S, E>) {
  let current: S = config.initial
  const listeners = new Set<Listener<S, E>>()

  const target = (event: E): S | undefined => config.states[current].on?.[event]

  return {
    get state(): S {
      return current
    },
    can: (event: E): boolean => target(event) !== undefined,
    /** Events the current state accepts, in table order: handy for enabling buttons or menus. */
    accepted: (): E[] => Object.keys(config.states[current].on ?? {}) as E[],
    send(event: E): S {
      const next = target(event)
      if (next === undefined) throw new InvalidTransition(`"${event}" is not allowed in state "${current}"`)
      const from = current
      current = next
      for (const listener of listeners) listener({ from, to: next, event })
      return next
    },
    subscribe(listener: Listener<S, E>): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
