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
