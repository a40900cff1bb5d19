export type MeteorStyle = {
  left: string
  top: string
  animationDelay: string
  animationDuration: string
}

/** Small seeded generator (mulberry32): the same seed gives the same sequence on server and client. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const round = (value: number, digits: number) => Number(value.toFixed(digits))

/** Falls in one iteration of the `meteor` keyframes (styles.css): the duration covers all of them. */
export const FALLS_PER_ITERATION = 10

/**
 * Positions and timings for `count` meteors: each falls for 3 to 10 seconds, again and again. Deterministic rather than random so the
 * server-rendered markup and the hydrated markup are identical.
 */
export function meteorLayout(count: number, seed = 1): MeteorStyle[] {
  const next = seededRandom(seed)
  return Array.from({ length: Math.max(0, Math.floor(count)) }, () => ({
    // Meteors travel down and to the right, so some start just beyond the left edge.
    left: `${round(next() * 110 - 10, 2)}%`,
    top: `${round(-5 - next() * 40, 1)}px`,
    animationDelay: `${round(0.2 + next() * 6, 2)}s`,
    animationDuration: `${round((3 + next() * 7) * FALLS_PER_ITERATION, 1)}s`,
  }))
}
