/** Spec §5: trimmed, at most `max` characters; empty means no search. */
export function normaliseSearchText(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined
  return String(value).trim().slice(0, max) || undefined
}
