type Primitive = string | number | boolean | bigint | symbol | null | undefined | Date

/** Every dot-separated path into T, such as 'user' | 'user.name' | 'user.tags'; recursion stops at arrays. */
export type Path<T> = T extends Primitive | readonly unknown[]
  ? never
  : {
      [K in keyof T & string]: NonNullable<T[K]> extends Primitive | readonly unknown[]
        ? K
        : K | `${K}.${Path<NonNullable<T[K]>>}`
    }[keyof T & string]

/** The type found at a path; optional parents make the result possibly undefined. */
export type PathValue<T, P extends string> = P extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? PathValue<NonNullable<T[Head]>, Rest> | (undefined extends T[Head] ? undefined : never)
    : never
  : P extends keyof T
    ? T[P]
    : never

/** Reads a nested value by path; the path is checked and the return type inferred at compile time. */
export function getPath<T, P extends Path<T>>(object: T, path: P): PathValue<T, P> {
  let current: unknown = object
  for (const key of path.split('.')) {
    if (current === null || current === undefined) return undefined as PathValue<T, P>
    current = (current as Record<string, unknown>)[key]
  }
  return current as PathValue<T, P>
}

/** Returns a copy with the value at path replaced, sharing every untouched branch with the original. */
export function setPath<T, P extends Path<T>>(object: T, path: P, value: PathValue<T, P>): T {
  const [head, ...rest] = path.split('.') as [string, ...string[]]
  const source = (object ?? {}) as Record<string, unknown>
  const next = rest.length === 0 ? value : setPath(source[head] as never, rest.join('.') as never, value as never)
  return { ...source, [head]: next } as T
}
