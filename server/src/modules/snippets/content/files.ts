import { readdirSync, readFileSync } from 'node:fs'
import { basename, extname, join } from 'node:path'
import {
  DASHED_WORDS,
  SNIPPET_CODE_MAX,
  SNIPPET_MDX_MAX,
  SNIPPET_SLUG_MAX,
  type SnippetLanguage,
  snippetLanguages,
} from '@snipstack/contracts'
import { exampleFile, snippetFileExtensions, snippetFrontMatter } from '@snipstack/contracts/content'
import { CONTENT_DIR, ContentError, knownFolders, readYaml, shownFrom } from '../../catalog/content-files'
import type { SnippetExample, SnippetSeed } from './types'

/**
 * The snippets written for Snipstack, read from content/snippets at the repository's root: one
 * folder per language, and in it each snippet as `<slug>.md` (front matter, then its notes) beside
 * `<slug>.<extension>` (its code). The layout and the front matter's contract are in
 * packages/contracts/src/content.ts; the README says how to add one.
 */
export const SNIPPETS_DIR = join(CONTENT_DIR, 'snippets')

/** A Markdown file's YAML front matter and the text after it; undefined when it does not open with one. */
export function splitFrontMatter(text: string): { yaml: string; body: string } | undefined {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text)
  return match ? { yaml: match[1] ?? '', body: text.slice(match[0].length) } : undefined
}

/**
 * Every snippet file under `dir`, checked: a file off its contract, a code file without its notes
 * or notes without their code, a language in the wrong folder or a slug used twice is an error
 * naming the file and the field, and nothing is returned until there are none. In the order of
 * the languages (snippetLanguages), each language's snippets by slug.
 */
export function loadSnippetFiles(
  dir: string = SNIPPETS_DIR,
  /** Only these languages' folders (to check some by hand); every one when absent. */
  only: readonly SnippetLanguage[] = snippetLanguages,
): SnippetSeed[] {
  const problems: string[] = []
  const seeds: SnippetSeed[] = []
  const shown = shownFrom(dir)
  const folders = knownFolders(
    dir,
    snippetLanguages.map((language) => snippetFileExtensions[language].folder),
    'language',
    problems,
  )
  const slugs = new Set<string>()
  for (const language of only) {
    const { folder, extension } = snippetFileExtensions[language]
    if (!folders.includes(folder)) continue
    const at = join(dir, folder)
    const files = readdirSync(at).sort()
    const notes = files.filter((file) => extname(file) === '.md')
    const exampleExtension = exampleFile(language).extension
    for (const file of files) {
      const slug = file.replace(new RegExp(`(\\.${extension}|\\.example\\.${exampleExtension}|\\.out|\\.md)$`), '')
      if (extname(file) === '.md') continue
      if (slug === file)
        problems.push(
          `${shown(join(at, file))}: ${language} files are <slug>.md, <slug>.${extension}, <slug>.example.${exampleExtension} and <slug>.out`,
        )
      else if (!notes.includes(`${slug}.md`)) problems.push(`${shown(join(at, file))}: no ${slug}.md beside it`)
    }
    for (const file of notes) {
      const slug = basename(file, '.md')
      const path = join(at, file)
      const problem = (field: string, message: string) => problems.push(`${shown(path)}: ${field}: ${message}`)
      if (!DASHED_WORDS.test(slug) || slug.length > SNIPPET_SLUG_MAX)
        problem('slug', 'the file name (its slug) must be dashed lowercase words, such as go-http-server')
      if (slugs.has(slug)) problem('slug', 'another snippet has this slug')
      slugs.add(slug)
      const parts = splitFrontMatter(readFileSync(path, 'utf8'))
      if (!parts) {
        problem('front matter', 'the file must open with front matter between --- lines')
        continue
      }
      const fields = readYaml(snippetFrontMatter, parts.yaml, problem, 'front matter')
      if (!fields) continue
      if (fields.language !== language)
        problem(
          'language',
          `${fields.language} belongs in content/snippets/${snippetFileExtensions[fields.language].folder}`,
        )
      const mdx = parts.body.replace(/^\s*\n/, '')
      if (!mdx.trim()) problem('notes', 'write what it does and how to use it below the front matter')
      if (mdx.length > SNIPPET_MDX_MAX) problem('notes', `at most ${SNIPPET_MDX_MAX} characters`)
      let code = ''
      try {
        code = readFileSync(join(at, `${slug}.${extension}`), 'utf8')
      } catch {
        problem('code', `no ${slug}.${extension} beside it`)
        continue
      }
      if (!code.trim()) problem('code', `${slug}.${extension} is empty`)
      if (code.length > SNIPPET_CODE_MAX) problem('code', `${slug}.${extension} is over ${SNIPPET_CODE_MAX} characters`)
      const example = readExample(at, slug, exampleFile(language).extension, files, problem)
      const shownMdx = example ? withExample(mdx, example, fields.language) : mdx
      if (shownMdx.length > SNIPPET_MDX_MAX) problem('notes', `with the example, at most ${SNIPPET_MDX_MAX} characters`)
      const { price, original_price, ...rest } = fields
      seeds.push({
        slug,
        ...rest,
        code,
        mdx: shownMdx,
        ...(example ? { example } : {}),
        ...(price === undefined ? {} : { price }),
        ...(original_price === undefined ? {} : { originalPrice: original_price }),
      })
    }
  }
  if (problems.length) throw new ContentError(problems, 'snippet')
  return seeds
}

/** A snippet's usage example and what it prints, when it has one: both files, or neither. */
export function readExample(
  at: string,
  slug: string,
  extension: string,
  files: string[],
  problem: (field: string, message: string) => void,
): SnippetExample | undefined {
  const exampleName = `${slug}.example.${extension}`
  const outputFile = `${slug}.out`
  const hasExample = files.includes(exampleName)
  const hasOutput = files.includes(outputFile)
  if (!hasExample && !hasOutput) return undefined
  if (!hasExample) {
    problem('example', `${outputFile} needs the example that prints it, ${exampleName}`)
    return undefined
  }
  if (!hasOutput) {
    problem('example', `${exampleName} needs what it prints, in ${outputFile}`)
    return undefined
  }
  const code = readFileSync(join(at, exampleName), 'utf8')
  if (!code.trim()) problem('example', `${exampleName} is empty`)
  return { code, output: readFileSync(join(at, outputFile), 'utf8') }
}

/**
 * The notes a visitor reads, with the example after them: the code as the catalogue runs it and
 * what it prints, so the page shows the usage the test command proved.
 */
export function withExample(notes: string, example: SnippetExample, language: SnippetLanguage) {
  const fence = (text: string) => (text.includes('```') ? '~~~~' : '```')
  const code = example.code.trimEnd()
  const output = example.output.trimEnd()
  const info = exampleFile(language).fence
  const section = `## Example\n\n${fence(code)}${info}\n${code}\n${fence(code)}\n\nIt prints:\n\n${fence(output)}text\n${output}\n${fence(output)}\n`
  // Before the notes' caveats when there are some, so the page reads: what, how, an example, caveats.
  const notesAt = notes.search(/^## Notes$/m)
  if (notesAt < 0) return `${notes.trimEnd()}\n\n${section}`
  return `${notes.slice(0, notesAt).trimEnd()}\n\n${section}\n${notes.slice(notesAt)}`
}
