/** Narrows away null and undefined; `items.filter(isDefined)` yields the non-nullable element type. */
export const isDefined = <T>(value: T): value is NonNullable<T> => value !== null && value !== undefined

export const isString = (value: unknown): value is string => typeof value === 'string'

/** A plain object (not an array, null or a class instance such as Date), safe to index by string keys. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

/** Checks for a key and types it, so `hasKey(body, 'id') && body.id` compiles on unknown input. */
export const hasKey = <K extends PropertyKey>(value: unknown, key: K): value is Record<K, unknown> =>
  typeof value === 'object' && value !== null && key in value

/** Builds a guard for a fixed list of literals, and the list doubles as the source of the union type. */
export function oneOf<const T extends readonly (string | number)[]>(options: T) {
  return (value: unknown): value is T[number] => options.includes(value as T[number])
}

export type NonEmptyArray<T> = [T, ...T[]]

/** After this check, `items[0]` is typed as T instead of T | undefined under noUncheckedIndexedAccess. */
export const isNonEmpty = <T>(items: readonly T[]): items is NonEmptyArray<T> => items.length > 0

export class AssertionError extends Error {
  override name = 'AssertionError'
}

/** An assertion function: code after the call is narrowed as if it were inside `if (condition)`. */
export function assert(condition: unknown, message = 'Assertion failed'): asserts condition {
  if (!condition) throw new AssertionError(message)
}

/** Throws when the value is missing and returns it narrowed otherwise, handy in expressions. */
export function required<T>(value: T, name = 'value'): NonNullable<T> {
  assert(isDefined(value), `Expected ${name} to be defined`)
  return value
}
