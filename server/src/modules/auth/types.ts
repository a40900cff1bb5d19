import type { OAuthProvider } from '@snipstack/contracts'
import type { Database } from '../../db/client'
import type { Logger } from '../../lib/logger'
import type { MailSender } from './mail'
import type { PasswordCost } from './passwords'
import type { RateLimiter, RateLimits } from './rate-limit'

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
