/** A validator returns the typed value or throws, and carries the path to the bad field in the message. */
export type Validator<T> = (input: unknown, path?: string) => T
export type Infer<V> = V extends Validator<infer T> ? T : never

export class ValidationError extends Error {
  override name = 'ValidationError'
}

const fail = (path: string, expected: string, input: unknown): never => {
  throw new ValidationError(`${path || 'value'}: expected ${expected}, got ${JSON.stringify(input) ?? 'undefined'}`)
}

/** Turns a type guard into a validator that reports the expected type on failure. */
const check =
  <T>(expected: string, guard: (input: unknown) => input is T): Validator<T> =>
  (input, path = '') =>
    guard(input) ? input : fail(path, expected, input)

export const string = () => check('string', (v): v is string => typeof v === 'string')
export const number = () => check('number', (v): v is number => typeof v === 'number' && Number.isFinite(v))
export const boolean = () => check('boolean', (v): v is boolean => typeof v === 'boolean')
export const literal = <const T extends string | number>(...options: T[]) =>
  check(options.join(' | '), (v): v is T => options.includes(v as T))

export const optional =
  <T>(inner: Validator<T>): Validator<T | undefined> =>
  (input, path) =>
    input === undefined ? undefined : inner(input, path)

export const array =
  <T>(item: Validator<T>): Validator<T[]> =>
  (input, path = '') =>
    Array.isArray(input) ? input.map((value, i) => item(value, `${path}[${i}]`)) : fail(path, 'array', input)

type Shape = Record<string, Validator<unknown>>
type Optionals<S extends Shape> = { [K in keyof S]: undefined extends Infer<S[K]> ? K : never }[keyof S]
export type ObjectOf<S extends Shape> = { [K in Exclude<keyof S, Optionals<S>>]: Infer<S[K]> } & {
  [K in Optionals<S>]?: Infer<S[K]>
}

/** Unknown keys are dropped, so the result holds exactly the declared fields. */
export const object =
  <S extends Shape>(shape: S): Validator<ObjectOf<S>> =>
  (input, path = '') => {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) return fail(path, 'object', input)
    const out: Record<string, unknown> = {}
    for (const [key, validate] of Object.entries(shape)) {
      const value = validate((input as Record<string, unknown>)[key], path ? `${path}.${key}` : key)
      if (value !== undefined) out[key] = value
    }
    return out as ObjectOf<S>
  }
