/** Edit distance between two short strings (item names), with a two-row table. */
export function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost)
    }
    previous = current
  }
  return previous[b.length] ?? 0
}

/**
 * The names a mistyped `name` most likely meant: close in spelling (typos, a missing dash) or
 * containing it (`beam` → `animated-beam`). At most `limit`, best first.
 */
export function suggestNames(name: string, names: readonly string[], limit = 3): string[] {
  const query = name.toLowerCase()
  const budget = Math.max(2, Math.floor(query.length / 3))
  return names
    .map((candidate) => {
      const contains = candidate.includes(query) || (candidate.length >= 3 && query.includes(candidate))
      return { candidate, score: contains ? 0 : distance(query, candidate) }
    })
    .filter(({ score }) => score <= budget)
    .sort((a, b) => a.score - b.score || a.candidate.localeCompare(b.candidate))
    .slice(0, limit)
    .map(({ candidate }) => candidate)
}
