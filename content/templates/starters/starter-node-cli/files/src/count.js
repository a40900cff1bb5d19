/**
 * Splits text into lowercase words (letters, digits and apostrophes, in any script).
 * @param {string} text
 * @returns {string[]}
 */
export function words(text) {
  return text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? []
}

/**
 * Lines, words and characters, like wc.
 * @param {string} text
 * @returns {{ lines: number, words: number, chars: number }}
 */
export function count(text) {
  const lines = text === '' ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0)
  return { lines, words: words(text).length, chars: [...text].length }
}

/**
 * The most frequent words, most frequent first, ties alphabetically.
 * @param {string} text
 * @param {number} limit
 * @returns {[string, number][]}
 */
export function top(text, limit) {
  /** @type {Map<string, number>} */
  const frequencies = new Map()
  for (const word of words(text)) frequencies.set(word, (frequencies.get(word) ?? 0) + 1)
  return [...frequencies.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, limit)
}
