export type PageItem = { type: 'page'; page: number; current: boolean } | { type: 'ellipsis'; key: string }

/**
 * Pages to render for `current` out of `total`: the first and last page,
 * `siblings` pages on each side of the current one, and ellipses for gaps.
 */
export function paginationRange(current: number, total: number, siblings = 1): PageItem[] {
  if (total <= 1) return []
  const page = Math.min(Math.max(1, Math.trunc(current)), total)

  const pages = new Set<number>([1, total])
  for (let p = page - siblings; p <= page + siblings; p++) {
    if (p >= 1 && p <= total) pages.add(p)
  }
  // Fill a gap of exactly one page instead of showing an ellipsis in its place.
  const sorted = [...pages].sort((a, b) => a - b)
  for (let i = 1; i < sorted.length; i++) {
    const prev = sorted[i - 1] as number
    if ((sorted[i] as number) - prev === 2) pages.add(prev + 1)
  }

  const items: PageItem[] = []
  let previous = 0
  for (const p of [...pages].sort((a, b) => a - b)) {
    if (p - previous > 1) items.push({ type: 'ellipsis', key: `gap-${previous}-${p}` })
    items.push({ type: 'page', page: p, current: p === page })
    previous = p
  }
  return items
}
