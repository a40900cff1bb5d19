/** Turns any string into a 32-bit seed, so tests can use readable seeds such as 'checkout-flow'. */
export function seedFrom(text: string): number {
  let hash = 2166136261
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619)
  return hash >>> 0
}

/**
 * A small, fast, reproducible pseudo-random generator (mulberry32). The same seed always yields the same
 * sequence, which makes shuffles, sampling and generated test data repeatable. Not for cryptography.
 */
export function createRandom(seed: number | string) {
  let state = typeof seed === 'string' ? seedFrom(seed) : seed >>> 0

  /** A float in [0, 1), like Math.random. */
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /** An integer in [min, max], both inclusive. */
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1))

  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new RangeError('Cannot pick from an empty list')
    return items[int(0, items.length - 1)] as T
  }

  /** Picks by relative weight: weights 3 and 1 give the first option 75% of the time. */
  const weighted = <T>(options: readonly (readonly [T, number])[]): T => {
    const total = options.reduce((sum, [, weight]) => sum + weight, 0)
    let roll = next() * total
    for (const [value, weight] of options) {
      roll -= weight
      if (roll < 0) return value
    }
    return pick(options)[0]
  }

  /** Fisher-Yates shuffle into a new array; every permutation is equally likely. */
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items]
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i)
      ;[copy[i], copy[j]] = [copy[j] as T, copy[i] as T]
    }
    return copy
  }

  return { next, int, pick, weighted, shuffle }
}
