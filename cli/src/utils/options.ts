import { resolve } from 'node:path'
import type { Command } from 'commander'
import { z } from 'zod'
import { PUBLIC_REGISTRY_URL, REGISTRY_URL_ENV } from './constants'
import { CliError } from './errors'

/** Options every command takes. */
export const commonOptionsSchema = z.object({
  cwd: z
    .string()
    .optional()
    .transform((path) => resolve(path ?? '.')),
  registry: z.string().optional(),
  silent: z.boolean().default(false),
})

/** Options of the commands that write into the project (`init`, `add`). */
export const writeOptionsSchema = commonOptionsSchema.extend({
  yes: z.boolean().default(false),
  overwrite: z.boolean().default(false),
  dryRun: z.boolean().default(false),
})

export function withWriteOptions(command: Command, overwriteHelp: string): Command {
  return withCommonOptions(command)
    .option('-y, --yes', 'skip confirmation prompts', false)
    .option('-o, --overwrite', overwriteHelp, false)
    .option('--dry-run', 'show what would change without writing or installing anything', false)
}

export function withCommonOptions(command: Command): Command {
  return command
    .option('-c, --cwd <path>', 'the project folder (default: the current folder)')
    .option(
      '-r, --registry <url>',
      `registry base, items at <url>/<name>.json (default: $${REGISTRY_URL_ENV}, components.json, or ${PUBLIC_REGISTRY_URL})`,
    )
    .option('-s, --silent', 'print only results and errors', false)
}

/** Validates what commander parsed against a command's schema; a bad value is a user error. */
export function parseOptions<T extends z.ZodType>(schema: T, raw: unknown): z.infer<T> {
  const result = schema.safeParse(raw)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const name = issue?.path.join('.') ?? ''
  throw new CliError(`Invalid ${name ? `option ${name}` : 'options'}: ${issue?.message ?? 'unexpected value'}`)
}
