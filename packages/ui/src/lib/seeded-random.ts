/**
 * A small seeded generator (mulberry32): numbers in [0, 1) that look random, the same sequence for
 * the same seed on the server and in the browser. Items that scatter things at render time use it
 * instead of `Math.random()`, so the hydrated markup matches the server's.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
