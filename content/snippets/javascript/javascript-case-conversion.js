// Acronym runs ("HTTP" in "getHTTPResponse"), capitalized words, lowercase runs and digit runs.
const WORD = /\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}?\p{Ll}+|\p{Lu}+|\p{N}+/gu

/** Splits any identifier style (camel, Pascal, snake, kebab, dotted, spaced) into lowercase words. */
export function splitWords(text) {
  // Apostrophes would otherwise split "don't" into "don" and "t".
  return (String(text).replace(/['’]/g, '').match(WORD) ?? []).map((word) => word.toLowerCase())
}

const capitalize = (word) => word.charAt(0).toUpperCase() + word.slice(1)

export const camelCase = (text) =>
  splitWords(text)
    .map((word, i) => (i === 0 ? word : capitalize(word)))
    .join('')

export const pascalCase = (text) => splitWords(text).map(capitalize).join('')
export const snakeCase = (text) => splitWords(text).join('_')
export const kebabCase = (text) => splitWords(text).join('-')
export const constantCase = (text) => snakeCase(text).toUpperCase()
export const titleCase = (text) => splitWords(text).map(capitalize).join(' ')

/** Renames an object's keys, handy at API boundaries (snake_case JSON in, camelCase objects out). */
export function convertKeys(value, convert) {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convert))
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) {
    return value
  }
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [convert(key), convertKeys(inner, convert)]))
}
