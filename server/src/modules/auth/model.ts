import type { OAuthProvider, User } from '@snipstack/contracts'
import type { Database } from '../../db/client'
import type { users } from '../../db/schema'
import type { Logger } from '../../lib/logger'
import type { MailSender } from './mail'
import type { PasswordCost } from './passwords'
import type { RateLimiter, RateLimits } from './rate-limit'

export type UserRow = typeof users.$inferSelect

/** An OAuth app and the endpoints it talks to (overridable so tests can use a local fake provider). */
export type OAuthProviderConfig = {
  clientId: string
  clientSecret: string
  authorizeUrl: string
  tokenUrl: string
  /** Google: the OpenID userinfo endpoint. GitHub: the API base holding `/user` and `/user/emails`. */
  userInfoUrl: string
}

export type AuthOptions = {
  /** AUTH_SECRET. Absent: the per-installation secret kept in `app_meta` (created on first use). */
  secret?: string
  /** Where attempt counters live; defaults to the database. */
  limiter?: RateLimiter
  limits?: Partial<RateLimits>
  /** argon2id cost; only tests lower it. */
  passwordCost?: PasswordCost
  /** Reverse proxies whose X-Forwarded-For is believed (TRUST_PROXY). */
  trustedProxies?: number
  /** Origin for OAuth callback URLs (PUBLIC_URL); else the request's own origin. */
  publicUrl?: string
  /** Configured providers; one that is missing answers `provider_not_configured`. */
  providers?: Partial<Record<OAuthProvider, OAuthProviderConfig>>
  /** Where account mails go (SMTP_URL); defaults to the log. */
  mailer?: MailSender
}

export type AuthDependencies = AuthOptions & { database: Database; logger: Logger }

/** The signed-in caller of a request, as its access token names them. */
export type AuthSession = { userId: string; sessionId: string }

/** What a request tells the session it opens or renews. */
export type ClientInfo = {
  ip?: string
  userAgent?: string
  /** The device token this browser was given at an earlier sign-in (the device cookie). */
  device?: string
}

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    username: row.username,
    avatar_url: row.avatarUrl,
    has_password: row.passwordHash !== null,
    email_verified: row.emailVerifiedAt !== null,
    created_at: row.createdAt.toISOString(),
  }
}

/** Usernames the contract admits: 3 to 32 lowercase letters, digits, dots, dashes, underscores. */
const USERNAME_MAX = 32

/**
 * The username an account starts with: the email's local part, reduced to what usernames may
 * contain. Collisions get a numeric suffix from the caller.
 */
export function usernameFromEmail(email: string): string {
  const local = (email.split('@')[0] ?? '')
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '')
  const trimmed = local
    .slice(0, USERNAME_MAX - 5)
    .replace(/^[._-]+/, '')
    .replace(/[._-]+$/, '')
  return trimmed.length >= 3 ? trimmed : `user${trimmed}`
}

/** A collision-avoiding variant, still within the length limit. */
export function usernameWithSuffix(base: string): string {
  const [random = 0] = crypto.getRandomValues(new Uint32Array(1))
  const suffix = String(random % 10000).padStart(4, '0')
  return `${base.slice(0, USERNAME_MAX - 5)}-${suffix}`
}

/**
 * A post-sign-in destination the site may go to: a path on this site, never another origin
 * (`//evil.example`, `/\evil.example`) that the browser would treat as one.
 */
export function safeRedirectPath(value: string | undefined): string | undefined {
  if (!value || value.length > 2048 || !value.startsWith('/') || /^\/[/\\]/.test(value)) return undefined
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused here
  if (/[\u0000-\u001f\u007f]/.test(value)) return undefined
  const base = 'http://site.invalid'
  const url = new URL(value, base)
  // Dot segments and encoded dots resolve away: `/.//evil.example` and `/a/..//evil.example` come
  // out as `//evil.example`, so the result is checked again, not only the input.
  if (url.origin !== base || /^\/[/\\]/.test(url.pathname)) return undefined
  return `${url.pathname}${url.search}${url.hash}`
}
