import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { z } from 'zod'
import { CONTENT_DIR, ContentError, shownFrom } from '../catalog/content-files'
import { readExample, withExample } from './content/files'
import type { SnippetExample } from './content/types'
import type { SnippetRecord } from './rows'

/**
 * The importer for the JavaScript snippets of the npm package `30-seconds-of-code` (CC0-1.0),
 * read from the VS Code snippets file it ships. Nothing of it is copied into this repository:
 * the seed reads the installed package at every start.
 */

export const THIRTY_SECONDS = {
  author: '30 seconds of code',
  license: 'CC0-1.0',
  sourceUrl: 'https://www.npmjs.com/package/30-seconds-of-code',
  /** Keeps the imported slugs apart from ours. */
  slugPrefix: '30s-',
} as const

/**
 * Entries of the package not imported, by function name, each with what is wrong with it: code
 * that does not do what its description says, or that the platform now does better. Each was run
 * (import-30s.test.ts shows every fault but dayOfYear's, which needs a time zone with daylight
 * saving), and a snippet here is removed from a catalogue that imported it before (seed.ts). The
 * entries that need a browser, or Node's `require` as they load, are not imported either: they have
 * no usage example (with30sExamples), as the catalogue runs JavaScript examples in Node.js.
 */
export const LEFT_OUT: Readonly<Record<string, string>> = {
  deepClone: 'turns null and Date values into {} (structuredClone() does it right)',
  dig: 'throws on a null value anywhere in the object',
  times: 'calls the function once when asked for 0 times',
  defaults: 'keeps a property that is undefined instead of filling it with the default',
  shank: 'does not take a negative index as splice() does',
  sum: 'joins arrays as text instead of adding their numbers',
  UUIDGeneratorBrowser: 'dated: crypto.randomUUID() makes a UUID in every current browser',
  UUIDGeneratorNode: 'dated: crypto.randomUUID() makes a UUID in every supported Node.js',
  arrayToCSV: 'does not double quotes inside a value, so its CSV is not CSV',
  bindAll: 'binds every method to the last one named (and throws in a module, assigning an undeclared variable)',
  capitalize: "throws on '' instead of returning it",
  capitalizeEveryWord: 'capitalizes after an apostrophe or an accented letter ("Don\'T")',
  CSVToArray: 'splits a quoted field at its commas, so it cannot read its own CSV',
  CSVToJSON: 'splits a quoted field at its commas',
  dayOfYear: 'counts a day short after a daylight-saving change, so its answer depends on the time zone',
  decapitalize: "throws on '' instead of returning it",
  differenceWith: 'keeps the values the comparator matches nothing for, the opposite of its description',
  digitize: 'turns the sign of a negative number into NaN',
  dropRight: 'removes everything when asked to remove 0 elements',
  equals: 'takes [] and {} for equal although it says it compares prototypes',
  findLastIndex: 'throws when no element passes instead of saying none did',
  flattenObject: 'throws on a null value',
  formatDuration: "returns '' for 0 ms",
  geometricProgression: 'drops the last term it says is included (1 to 1000 by 10 stops at 100)',
  initializeArrayWithRange: 'goes past the end it says is included, for a step that does not divide the range',
  initializeArrayWithRangeRight: 'goes past the end it says is included, for a step that does not divide the range',
  isEmpty: 'says a Map or Set holding values is empty',
  isSorted: 'returns the difference of two elements instead of 1, 0 or -1',
  JSONtoCSV: 'writes 0 and false as empty values, which it says only missing values become',
  longestItem: 'throws when called with nothing instead of returning undefined',
  luhnCheck: 'rejects valid numbers whose doubled digit is 9 (79927398713)',
  mask: 'masks the start instead of the end for a negative count',
  matchesWith: 'never checks that the keys exist in the object, for an operator precedence slip',
  maxDate: 'answers Invalid Date for dates passed as separate arguments, as its signature invites',
  minDate: 'answers Invalid Date for dates passed as separate arguments, as its signature invites',
  parseCookie: "drops = from a value (YWJj==) and throws on ''",
  permutations: 'answers [1] instead of [[1]] for one element',
  randomHexColorCode: 'never gives a code starting with 0, and gives #0 when Math.random() returns 0',
  remove: 'removes the elements the function says true for, the opposite of its description',
  round: 'answers NaN for numbers written with an exponent (1e-7)',
  sortedLastIndex: "reverses the caller's array on every call, so a second call answers differently",
  takeRight: 'takes one fewer when asked for more elements than there are',
  takeRightWhile: 'removes every element that passes instead of stopping at the first',
  throttle: 'never runs again when called without a wait, which should mean 0 ms',
  toTitleCase: "throws on ''",
  unflattenObject: "loses keys that share a parent ({'a.b': 1, 'a.c': 2} keeps only c)",
  unionBy: 'keeps values equal under the function when both come from one array',
  unionWith: 'keeps values equal under the comparator when both come from one array',
}

/** The package's file, in VS Code's user snippets format, keyed by the snippet's function name. */
const snippetsFile = z.record(
  z.string(),
  z.object({
    prefix: z.string(),
    body: z.array(z.string()),
    description: z.string(),
  }),
)

/** Words of a name that say nothing as a tag. */
const stopWords = new Set(['and', 'for', 'from', 'the', 'with', 'all', 'any', 'get', 'has', 'not'])

/**
 * The words of a camelCase name: 'arrayToCSV' → array, to, csv; 'URLJoin' → url, join;
 * 'initialize2DArray' → initialize, 2d, array; and the package's one 'JSONtoCSV' → json, to, csv.
 */
const wordPattern = /[A-Z]+(?=to[A-Z])|[0-9]+[A-Z]?(?![a-z])|[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+/g

function words(name: string): string[] {
  return (name.match(wordPattern) ?? []).map((word) => word.toLowerCase())
}

export function slugOf(name: string): string {
  return THIRTY_SECONDS.slugPrefix + words(name).join('-')
}

/**
 * VS Code placeholders with a default, `${1:value}` (nested too), become their default text,
 * with the snippet syntax's escapes (`\}`, `\$`, `\\`) inside them resolved. Only that form:
 * the package does not escape `$` in its bodies, so `$1` and `${name}` in them are JavaScript
 * (String#replace references, template literals) and stay as they are.
 */
export function withoutPlaceholders(line: string): string {
  let out = ''
  for (let i = 0; i < line.length; ) {
    const placeholder = placeholderAt(line, i)
    out += placeholder ? placeholder.text : line[i]
    i = placeholder ? placeholder.end : i + 1
  }
  return out
}

/** The placeholder opening at `start`: its text and the index after its closing brace. */
function placeholderAt(line: string, start: number): { text: string; end: number } | undefined {
  const opening = /\$\{[0-9]+:/y
  opening.lastIndex = start
  if (!opening.exec(line)) return undefined
  let text = ''
  for (let i = opening.lastIndex; i < line.length; ) {
    const char = line[i] as string
    const next = line[i + 1]
    if (char === '}') return { text, end: i + 1 }
    if (char === '\\' && next !== undefined && '$}\\'.includes(next)) {
      text += next
      i += 2
      continue
    }
    const nested = placeholderAt(line, i)
    text += nested ? nested.text : char
    i = nested ? nested.end : i + 1
  }
  // Never closed: not a placeholder after all.
  return undefined
}

/** The package's descriptions leave the last sentence of each paragraph without its full stop. */
function sentence(paragraph: string): string {
  const text = paragraph.trim()
  return /[.!?:]$/.test(text) ? text : `${text}.`
}

function markdown(paragraphs: string[]): string {
  const attribution = `From [30 seconds of code](${THIRTY_SECONDS.sourceUrl}) (${THIRTY_SECONDS.license}).`
  return `${[...paragraphs, attribution].join('\n\n')}\n`
}

/**
 * Maps the package's snippets file to the records the seed stores: one free JavaScript
 * function per entry (but those LEFT_OUT), titled with its name. The first paragraph of the description is the
 * summary; all of it, with an attribution line, is the Markdown body.
 */
export function import30sSnippets(file: unknown): SnippetRecord[] {
  const entries = Object.entries(snippetsFile.parse(file)).filter(([name]) => !Object.hasOwn(LEFT_OUT, name))
  const records = entries.map(([name, entry]): SnippetRecord => {
    const paragraphs = entry.description
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean)
      .map(sentence)
    const nameWords = [...new Set(words(name).filter((word) => word.length > 2 && !stopWords.has(word)))]
    return {
      slug: slugOf(name),
      title: name,
      description: paragraphs[0] ?? name,
      language: 'JavaScript',
      category: 'Function',
      tags: ['javascript', ...nameWords.filter((word) => word !== 'javascript')].slice(0, 5),
      code: `${entry.body.map(withoutPlaceholders).join('\n').trimEnd()}\n`,
      mdx: markdown(paragraphs),
      plan: 'free',
      priceCents: null,
      originalPriceCents: null,
      authorName: THIRTY_SECONDS.author,
      sourceUrl: THIRTY_SECONDS.sourceUrl,
      license: THIRTY_SECONDS.license,
    }
  })
  const seen = new Set<string>()
  for (const { slug } of records) {
    if (seen.has(slug)) throw new Error(`Two 30-seconds-of-code snippets share the slug ${slug}`)
    seen.add(slug)
  }
  return records
}

/**
 * The usage examples written for the imported snippets, as for ours: `<slug>.example.js` and what
 * it prints, `<slug>.out` (examples.ts runs them with the snippet's code).
 */
export const THIRTY_SECONDS_EXAMPLES = join(CONTENT_DIR, 'imported', '30-seconds-of-code')

/** An imported snippet with the usage example the catalogue runs. */
export type ExampledRecord = SnippetRecord & { example: SnippetExample }

/**
 * The records that have a usage example in `dir`, each with it and with its page showing it: an
 * entry without one is not imported, so every imported snippet meets the bar ours do. A file for
 * no entry of the package, or an example without its output, is an error naming the file.
 */
export function with30sExamples(records: SnippetRecord[], dir: string = THIRTY_SECONDS_EXAMPLES): ExampledRecord[] {
  const files = existsSync(dir) ? readdirSync(dir).sort() : []
  const problems: string[] = []
  const shown = shownFrom(join(dir, '..'))
  const slugs = new Set(records.map((record) => record.slug))
  for (const file of files) {
    const slug = file.replace(/(\.example\.js|\.out)$/, '')
    if (slug === file) problems.push(`${shown(join(dir, file))}: files here are <slug>.example.js and <slug>.out`)
    else if (!slugs.has(slug)) problems.push(`${shown(join(dir, file))}: no snippet ${slug} in the package`)
  }
  const kept: ExampledRecord[] = []
  for (const record of records) {
    const problem = (field: string, message: string) =>
      problems.push(`${shown(join(dir, record.slug))}: ${field}: ${message}`)
    const example = readExample(dir, record.slug, 'js', files, problem)
    if (example) kept.push({ ...record, example, mdx: withExample(record.mdx, example, 'JavaScript') })
  }
  if (problems.length) throw new ContentError(problems, '30-seconds-of-code example')
  return kept
}

/**
 * The snippets of the installed package (a dependency of the server, pinned to 1.2.3) that have a
 * usage example (with30sExamples).
 */
export function load30sSnippets(): ExampledRecord[] {
  const path = createRequire(import.meta.url).resolve('30-seconds-of-code/vscode_snippets/snippets.json')
  return with30sExamples(import30sSnippets(JSON.parse(readFileSync(path, 'utf8'))))
}
