import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { logLevels } from './lib/logger'

// import.meta.url rather than Bun's import.meta.dir: Vitest transforms these modules too.
const root = resolve(fileURLToPath(new URL('../..', import.meta.url)))

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** PostgreSQL connection string; when unset the embedded PGlite database is used. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
  /** Where the embedded database keeps its files. */
  DATA_DIR: z.string().min(1).default(resolve(root, '.data')),
  /** Public origin used in absolute URLs (registry JSON, OAuth callbacks); else the request's origin. */
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  /** Defaults to `silent` under NODE_ENV=test and `info` otherwise. */
  LOG_LEVEL: z.enum(logLevels).optional(),
  /** Built site (client assets + SSR bundle). */
  SITE_DIST: z.string().min(1).default(resolve(root, 'site/dist')),
  /** GA4 measurement id the site was built with; pages then allow the analytics tag. */
  VITE_GA_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]+$/, 'must look like G-XXXXXXXXXX')
    .optional(),
})

export type Env = Omit<z.infer<typeof schema>, 'LOG_LEVEL'> & {
  LOG_LEVEL: NonNullable<z.infer<typeof schema>['LOG_LEVEL']>
}

/** Values that may carry credentials are not repeated in error messages. */
const secret = new Set(['DATABASE_URL'])

/** Reads and validates the environment once; a bad value stops the server with a clear message. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty variable (`PORT=`) means "not set", as shells and .env files often leave them.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''))
  const result = schema.safeParse(present)
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = issue.path.join('.')
      const value = present[name]
      const shown = value === undefined || secret.has(name) ? '' : ` (got ${JSON.stringify(value)})`
      return `  ${name}: ${issue.message}${shown}`
    })
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`)
  }
  const env = result.data
  return { ...env, LOG_LEVEL: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info') }
}

export const repoRoot = root
