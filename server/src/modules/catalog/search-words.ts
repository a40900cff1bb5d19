import { foldWords, splitCamelCase, stemWord } from '@snipstack/contracts/item-search'

/**
 * How the catalogue's search reads text, the same for what is indexed and what is typed: lowercase
 * words without accents, split at anything that is not a letter or a digit, with `camelCase` and
 * `PascalCase` names also read as their parts (`useDebounce` is "use", "debounce" and
 * "usedebounce"), each word stemmed as the item search stems it (contracts/item-search.ts), so
 * "retries", "retrying" and "retry" are one word.
 */

/** Lowercase words without accents, in order; camel-case names also give their parts, after the whole. */
export function foldedWords(text: string): string[] {
  const words: string[] = []
  for (const run of withLanguageNames(text).split(/[^\p{L}\p{N}]+/u)) {
    if (!run) continue
    words.push(...foldWords(run))
    // A run with an inner capital is a name made of words: its parts are words too.
    if (/\p{Ll}\p{Lu}|\p{Lu}\p{Lu}\p{Ll}/u.test(run)) words.push(...foldWords(splitCamelCase(run)))
  }
  return words
}

/**
 * C++ and C# are words only with their signs, which the split drops: they are read as "cpp" and
 * "csharp", the names their files and folders use, so neither is taken for the letter c.
 */
const SIGNED_LANGUAGES = /(?<![\p{L}\p{N}])c(\+\+|#)(?![\p{L}\p{N}+#])/giu
const withLanguageNames = (text: string) =>
  text.replace(SIGNED_LANGUAGES, (_, sign: string) => (sign === '#' ? 'csharp' : 'cpp'))

/** The stems of a text's words, each once. */
export function stemsOf(text: string): Set<string> {
  const stems = new Set<string>()
  for (const word of foldedWords(text)) stems.add(stemWord(word))
  return stems
}
