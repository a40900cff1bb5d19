// What the synthetic catalogues of the catalogue bench (`bun run bench snippets|templates`) share:
// a seeded PRNG, so every run and every machine measures the same rows, weighted and Zipf-shaped
// picks, so that popular words are common and rare ones rare as in a real catalogue, and the
// small text helpers both use to make titles, slugs and identifiers.

/** mulberry32: a small, fast PRNG with a 32-bit state; ample for picking words. */
export function randomFrom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  const int = (below: number) => Math.floor(next() * below)
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T
  return { next, int, pick }
}
export type Random = ReturnType<typeof randomFrom>

/** A picker that draws `items[i]` with probability weights[i] / sum(weights). */
export function weightedPicker<T>(items: readonly T[], weights: readonly number[]): (random: Random) => T {
  if (items.length === 0 || items.length !== weights.length) throw new Error('One weight per item, at least one item.')
  const total = weights.reduce((sum, weight) => sum + weight, 0)
  return (random) => {
    let draw = random.next() * total
    for (let index = 0; index < items.length; index++) {
      draw -= weights[index] as number
      if (draw <= 0) return items[index] as T
    }
    return items[items.length - 1] as T
  }
}

/**
 * A picker over `items` listed most popular first, whose shares fall as 1/rank (Zipf), as the
 * popularity of real topics does: the 6th of 30 takes about 4 % of the draws, the last under 1 %.
 */
export function zipfPicker<T>(items: readonly T[]): (random: Random) => T {
  return weightedPicker(
    items,
    items.map((_, rank) => 1 / (rank + 1)),
  )
}

/**
 * A whole number from a heavy-tailed (Pareto) distribution of at least `min`, at most `max`: most
 * draws near `min`, a few far above it, as downloads and reviews of catalogue items are. A smaller
 * `alpha` gives a heavier tail.
 */
export function paretoInt(random: Random, min: number, alpha: number, max: number): number {
  // 1 - next() is in (0, 1], so the power never divides by zero.
  return Math.min(max, Math.floor(min / (1 - random.next()) ** (1 / alpha)))
}

export const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

/** Lowercase words joined by single dashes: a slug, a tag or a CSS class name. */
export const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
