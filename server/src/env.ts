import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { isPackageName } from '@snipstack/contracts/install-commands'
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
  /**
   * Host names (or host:port) answered besides loopback while PUBLIC_URL is unset, comma-separated.
   * Other hosts get a 400, since their name would be written into registry JSON.
   */
  ALLOWED_HOSTS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(
            /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/,
            'must be host names separated by commas',
          ),
      ),
    )
    .default([]),
  /** Defaults to `silent` under NODE_ENV=test and `info` otherwise. */
  LOG_LEVEL: z.enum(logLevels).optional(),
  /** Built site (client assets + SSR bundle). */
  SITE_DIST: z.string().min(1).default(resolve(root, 'site/dist')),
  /** Built component registry (`r/<name>.json`, `r/registry.json`, `llms.txt`), written by `bun run registry:build`. */
  REGISTRY_DIST: z.string().min(1).default(resolve(root, 'registry/dist')),
  /**
   * The npm package the operator declared the CLI published as (e.g. `snipstack`). Unset, every
   * command the product prints runs this instance's own `/cli/snipstack.tgz`; set, the registry's
   * documents name the package, and so do the pages when the build saw the same value.
   */
  CLI_PACKAGE: z.string().trim().refine(isPackageName, 'must be an npm package name such as snipstack').optional(),
  /** GA4 measurement id the site was built with; pages then allow the analytics tag. */
  VITE_GA_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]+$/, 'must look like G-XXXXXXXXXX')
    .optional(),
  /**
   * Signs access tokens. When unset, a random secret is created once and kept in the database
   * (`app_meta`), so restarts keep sessions and every instance on that database shares it.
   */
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters long').optional(),
  /** Number of reverse proxies in front of the server whose X-Forwarded-For is believed (0: socket address). */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** Shared rate-limit state; when unset the limiter keeps its counters in the database. */
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  /**
   * The mail server account mails (email verification) go through, credentials in the URL. When
   * unset they are written to the log instead, links included.
   */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  /** The sender of account mails: `name@example.com` or `Name <name@example.com>`; needed with SMTP_URL. */
  MAIL_FROM: z
    .string()
    .trim()
    .regex(
      /^(?:[^<>@\p{Cc}]+ <[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/u,
      'must be an address such as no-reply@example.com or Name <no-reply@example.com>',
    )
    .optional(),
  /** OAuth apps; a provider is offered when both its id and secret are set. The URLs exist for tests. */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_AUTHORIZE_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: z.url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  GITHUB_CLIENT_ID: z.string().min(1).optional(),
  GITHUB_CLIENT_SECRET: z.string().min(1).optional(),
  GITHUB_AUTHORIZE_URL: z.url().default('https://github.com/login/oauth/authorize'),
  GITHUB_TOKEN_URL: z.url().default('https://github.com/login/oauth/access_token'),
  /** Base of `/user` and `/user/emails`. */
  GITHUB_API_URL: z.url().default('https://api.github.com'),
})

/**
 * Half an OAuth app is a typo, not a choice: say so at start rather than hide the button. Mail
 * without a sender would be refused by most servers at the first registration: say so at start too.
 */
const checkedSchema = schema.superRefine((env, context) => {
  if (env.SMTP_URL && !env.MAIL_FROM) {
    context.addIssue({ code: 'custom', path: ['MAIL_FROM'], message: 'must be set when SMTP_URL is set' })
  }
  for (const provider of ['GOOGLE', 'GITHUB'] as const) {
    const id = env[`${provider}_CLIENT_ID`]
    const secret = env[`${provider}_CLIENT_SECRET`]
    if (Boolean(id) !== Boolean(secret)) {
      const [missing, present] = id ? ['SECRET', 'ID'] : ['ID', 'SECRET']
      context.addIssue({
        code: 'custom',
        path: [`${provider}_CLIENT_${missing}`],
        message: `must be set when ${provider}_CLIENT_${present} is set`,
      })
    }
  }
})

export type Env = Omit<z.infer<typeof schema>, 'LOG_LEVEL'> & {
  LOG_LEVEL: NonNullable<z.infer<typeof schema>['LOG_LEVEL']>
}

/** Values that may carry credentials are not repeated in error messages. */
const secret = new Set([
  'DATABASE_URL',
  'AUTH_SECRET',
  'REDIS_URL',
  'SMTP_URL',
  'GOOGLE_CLIENT_SECRET',
  'GITHUB_CLIENT_SECRET',
])

/** Reads and validates the environment once; a bad value stops the server with a clear message. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty variable (`PORT=`) means "not set", as shells and .env files often leave them.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''))
  const result = checkedSchema.safeParse(present)
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
