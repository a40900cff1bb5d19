import type { OAuthProvider } from '@snipstack/contracts'
import type { Env } from '../../env'
import type { Logger } from '../../lib/logger'
import { smtpMailSender } from './mail'
import { redisRateLimiter } from './rate-limit'
import type { AuthOptions, OAuthProviderConfig } from './types'

/** The account options the environment asks for (server/README.md, "Accounts and the renewal protocol"). */
export function authOptionsFromEnv(env: Env, logger: Logger): AuthOptions {
  const providers: Partial<Record<OAuthProvider, OAuthProviderConfig>> = {}
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    providers.google = {
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
      authorizeUrl: env.GOOGLE_AUTHORIZE_URL,
      tokenUrl: env.GOOGLE_TOKEN_URL,
      userInfoUrl: env.GOOGLE_USERINFO_URL,
    }
  }
  if (env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET) {
    providers.github = {
      clientId: env.GITHUB_CLIENT_ID,
      clientSecret: env.GITHUB_CLIENT_SECRET,
      authorizeUrl: env.GITHUB_AUTHORIZE_URL,
      tokenUrl: env.GITHUB_TOKEN_URL,
      userInfoUrl: env.GITHUB_API_URL,
    }
  }
  return {
    secret: env.AUTH_SECRET,
    trustedProxies: env.TRUST_PROXY,
    publicUrl: env.PUBLIC_URL,
    providers,
    ...(env.REDIS_URL ? { limiter: redisRateLimiter(env.REDIS_URL, logger) } : {}),
    // The env check makes MAIL_FROM present whenever SMTP_URL is.
    ...(env.SMTP_URL && env.MAIL_FROM ? { mailer: smtpMailSender(env.SMTP_URL, env.MAIL_FROM) } : {}),
  }
}
