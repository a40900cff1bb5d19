/** Fails to compile when a union member is left unhandled, and throws if bad data slips in at runtime. */
export function assertNever(value: never, message = 'Unhandled case'): never {
  throw new Error(`${message}: ${JSON.stringify(value)}`)
}

type Tagged<K extends PropertyKey> = { readonly [P in K]: string }

/** One handler per variant, each receiving the narrowed variant: a missing or extra key is a type error. */
export type Handlers<U extends Tagged<K>, K extends keyof U, R> = {
  readonly [T in U[K] & string]: (variant: Extract<U, Record<K, T>>) => R
}

/** Pattern matching on a discriminant key, as an expression instead of a switch statement. */
export function match<U extends Tagged<K>, const K extends keyof U, R>(
  value: U,
  key: K,
  handlers: Handlers<U, K, R>,
): R {
  const tag = value[key] as U[K] & string
  const handler = handlers[tag] as ((variant: U) => R) | undefined
  if (!handler) return assertNever(value as never, `No handler for ${String(key)}`)
  return handler(value)
}

export type Shape =
  | { kind: 'circle'; radius: number }
  | { kind: 'rect'; width: number; height: number }
  | { kind: 'triangle'; base: number; height: number }

/** The classic switch form: the default branch only type-checks while every kind is covered. */
export function area(shape: Shape): number {
  switch (shape.kind) {
    case 'circle':
      return Math.PI * shape.radius ** 2
    case 'rect':
      return shape.width * shape.height
    case 'triangle':
      return (shape.base * shape.height) / 2
    default:
      return assertNever(shape, 'Unknown shape')
  }
}
