/**
 * `value` without the given keys. For props a component takes out before spreading the rest on an
 * element: a destructured name left unused is what Next.js's lint config reports.
 */
export function omit<T extends object, K extends keyof T>(value: T, keys: readonly K[]): Omit<T, K> {
  return Object.fromEntries(
    Object.entries(value).filter(([key]) => !(keys as readonly PropertyKey[]).includes(key)),
  ) as Omit<T, K>
}
