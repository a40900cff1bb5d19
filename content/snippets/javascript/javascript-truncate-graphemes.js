const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' })

/** Number of user-perceived characters; "👨‍👩‍👧".length is 8 but a reader sees one. */
export const visibleLength = (text) => [...graphemes.segment(text)].length

/**
 * Shortens text to at most `max` visible characters including the ellipsis, never splitting
 * an emoji, flag or accented letter; `wordBoundary` also avoids cutting through a word.
 */
export function truncate(text, max, { ellipsis = '…', wordBoundary = false } = {}) {
  const clusters = Array.from(graphemes.segment(text), (part) => part.segment)
  if (clusters.length <= max) return text
  const room = max - visibleLength(ellipsis)
  if (room <= 0) return clusters.slice(0, max).join('')

  let kept = clusters.slice(0, room)
  if (wordBoundary && !/\s/u.test(clusters[room])) {
    const lastSpace = kept.findLastIndex((cluster) => /\s/u.test(cluster))
    // A single long word has no earlier boundary, so it is cut mid-word rather than dropped.
    if (lastSpace > 0) kept = kept.slice(0, lastSpace)
  }
  // Trailing spaces and punctuation before the ellipsis look like a mistake ("Hello, …").
  return kept.join('').replace(/[\s\p{P}]+$/u, '') + ellipsis
}
