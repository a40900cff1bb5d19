import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { z } from 'zod'
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
 * (import-30s.test.ts shows every fault), and a snippet here is removed from a catalogue that
 * imported it before (seed.ts).
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

/** The snippets of the installed package (a dependency of the server, pinned to 1.2.3). */
export function load30sSnippets(): SnippetRecord[] {
  const path = createRequire(import.meta.url).resolve('30-seconds-of-code/vscode_snippets/snippets.json')
  return import30sSnippets(JSON.parse(readFileSync(path, 'utf8')))
}
