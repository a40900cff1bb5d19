/** Edit distance (insertions, deletions, substitutions) counted in Unicode code points. */
export function levenshtein(a, b) {
  // Spreading into code points keeps an emoji or astral character as one edit, not two.
  let source = [...a]
  let target = [...b]
  if (source.length < target.length) [source, target] = [target, source]
  // Two rows of the DP table are enough, sized by the shorter string.
  let previous = Array.from({ length: target.length + 1 }, (_, i) => i)
  let current = new Array(target.length + 1)
  for (let i = 1; i <= source.length; i++) {
    current[0] = i
    for (let j = 1; j <= target.length; j++) {
      const cost = source[i - 1] === target[j - 1] ? 0 : 1
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
    }
    ;[previous, current] = [current, previous]
  }
  return previous[target.length]
}

/**
 * "Did you mean ...?": the closest candidates within maxDistance, nearest first.
 * By default the allowed distance scales with the input, so short typos do not match everything.
 */
export function suggest(
  input,
  candidates,
  { maxDistance = Math.max(1, Math.floor(input.length / 3)), limit = 3 } = {},
) {
  const needle = input.toLowerCase()
  return candidates
    .map((candidate) => ({ candidate, distance: levenshtein(needle, candidate.toLowerCase()) }))
    .filter(({ distance }) => distance <= maxDistance)
    .sort((x, y) => x.distance - y.distance || x.candidate.localeCompare(y.candidate))
    .slice(0, limit)
    .map(({ candidate }) => candidate)
}
