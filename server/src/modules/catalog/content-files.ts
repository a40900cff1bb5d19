import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { z } from 'zod'

/**
 * What the catalogue's content loaders share (snippets/content/files.ts, templates/content/files.ts):
 * where content/ is, how a problem is reported, and how a YAML text is read against its contract.
 */

/** content/ at the repository's root. */
export const CONTENT_DIR = fileURLToPath(new URL('../../../../content/', import.meta.url))

/** What is wrong with the content, every problem at once, each as `<file>: <field>: <message>`. */
export class ContentError extends Error {
  constructor(
    readonly problems: string[],
    noun: string,
  ) {
    super(`The ${noun} files have ${problems.length} problem(s):\n${problems.map((p) => `  ${p}`).join('\n')}`)
    this.name = 'ContentError'
  }
}

/** How a problem names a path under `dir` (content/snippets, content/templates): from the folder above content/. */
export const shownFrom = (dir: string) => (path: string) => relative(join(dir, '..', '..'), path)

/**
 * The folders of `dir` a loader reads, those of `known` that are there, in its order; every other
 * entry (a file, or a folder of another name) is reported in `problems` as not a `noun` folder.
 */
export function knownFolders(dir: string, known: readonly string[], noun: string, problems: string[]): string[] {
  const present = readdirSync(dir, { withFileTypes: true })
  for (const entry of present) {
    if (!entry.isDirectory() || !known.includes(entry.name))
      problems.push(`${shownFrom(dir)(join(dir, entry.name))}: not a ${noun} folder (${known.join(', ')})`)
  }
  return known.filter((name) => present.some((entry) => entry.isDirectory() && entry.name === name))
}

/**
 * `yaml` read as YAML and checked against `contract`: its data, or undefined after each problem
 * was reported through `problem(field, message)` (a YAML error under `whole`, the field the
 * document as a whole stands for).
 */
export function readYaml<S extends z.ZodType>(
  contract: S,
  yaml: string,
  problem: (field: string, message: string) => void,
  whole: string,
): z.output<S> | undefined {
  let data: unknown
  try {
    data = Bun.YAML.parse(yaml)
  } catch (error) {
    problem(whole, `not YAML (${error instanceof Error ? error.message : String(error)})`)
    return undefined
  }
  const checked = contract.safeParse(data)
  if (checked.success) return checked.data
  for (const issue of checked.error.issues) problem(issue.path.join('.') || whole, issue.message)
  return undefined
}
