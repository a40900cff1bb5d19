import { resolve } from 'node:path'
import { z } from 'zod'

const root = resolve(import.meta.dir, '../..')

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** PostgreSQL connection string; when unset the embedded PGlite database is used. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** Where the embedded database keeps its files. */
  DATA_DIR: z.string().min(1).default(resolve(root, '.data')),
  /** Public origin used in absolute URLs (registry JSON, OAuth callbacks); else the request's origin. */
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** Built site (client assets + SSR bundle). */
  SITE_DIST: z.string().min(1).default(resolve(root, 'site/dist')),
})

export type Env = z.infer<typeof schema>

/** Reads and validates the environment once; a bad value stops the server with a clear message. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = schema.safeParse(source)
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`)
  }
  return result.data
}

export const repoRoot = root
