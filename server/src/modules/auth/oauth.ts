import { type OAuthErrorReason, type OAuthProvider, oauthProviders, PRODUCT } from '@snipstack/contracts'
import { CodeChallengeMethod, generateCodeVerifier, generateState, OAuth2Client, OAuth2RequestError } from 'arctic'
import { and, eq, sql } from 'drizzle-orm'
import { oauthAccounts, users } from '../../db/schema'
import { httpOnlyCookie, readCookie } from '../../lib/cookies'
import { publicOrigin } from '../../lib/origin'
import { safeRedirectPath } from './redirect-path'
import type { UserRow } from './rows'
import type { AuthService } from './service'
import { sameString, signOAuthState, verifyOAuthState } from './tokens'
import type { OAuthProviderConfig } from './types'

/** The browser has this long between leaving for the provider and coming back. */
const STATE_TTL_SECONDS = 10 * 60
export const STATE_COOKIE = `${PRODUCT.id}_oauth`
const COOKIE_PATH = '/api/auth/provider'
/** A provider that hangs must not hold the callback (and the user) forever. */
const PROVIDER_TIMEOUT_MS = 10_000
const SIGN_IN_PAGE = '/sign-in'

/** What the callback needs to know about the person the provider vouches for. */
export type OAuthProfile = {
  providerUserId: string
  email: string
  emailVerified: boolean
  firstName: string
  lastName: string
  avatarUrl: string | null
}

class OAuthFailure extends Error {
  constructor(
    readonly reason: OAuthErrorReason,
    message: string,
  ) {
    super(message)
  }
}

async function getJson(url: string, accessToken: string): Promise<unknown> {
  const response = await fetch(url, {
    headers: {
      Authorization: `Bearer ${accessToken}`,
      Accept: 'application/json',
      // GitHub refuses API calls without one.
      'User-Agent': PRODUCT.id,
    },
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  })
  if (!response.ok) throw new OAuthFailure('oauth_failed', `${new URL(url).pathname} answered ${response.status}`)
  return response.json()
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

function splitName(name: string, fallback: string): [string, string] {
  const parts = name.split(/\s+/).filter(Boolean)
  if (!parts.length) return [fallback, '']
  return [parts[0] as string, parts.slice(1).join(' ')]
}

type ProviderAdapter = {
  scopes: string[]
  profile(accessToken: string, config: OAuthProviderConfig): Promise<OAuthProfile>
}

const adapters: Record<OAuthProvider, ProviderAdapter> = {
  github: {
    scopes: ['read:user', 'user:email'],
    async profile(accessToken, config) {
      const base = config.userInfoUrl.replace(/\/+$/, '')
      const [account, emails] = await Promise.all([
        getJson(`${base}/user`, accessToken) as Promise<Record<string, unknown>>,
        getJson(`${base}/user/emails`, accessToken),
      ])
      // The profile's public email may be unverified or absent; the primary, verified one is the identity.
      const primary = (Array.isArray(emails) ? emails : []).find(
        (entry: { primary?: unknown; verified?: unknown; email?: unknown }) =>
          entry?.primary === true && typeof entry.email === 'string',
      ) as { email: string; verified?: unknown } | undefined
      const login = text(account.login)
      const [firstName, lastName] = splitName(text(account.name), login)
      return {
        providerUserId: String(account.id ?? ''),
        email: primary?.email ?? '',
        emailVerified: primary?.verified === true,
        firstName,
        lastName,
        avatarUrl: text(account.avatar_url) || null,
      }
    },
  },
  google: {
    scopes: ['openid', 'email', 'profile'],
    async profile(accessToken, config) {
      const info = (await getJson(config.userInfoUrl, accessToken)) as Record<string, unknown>
      const email = text(info.email)
      const [first, last] = splitName(text(info.name), email.split('@')[0] ?? '')
      return {
        providerUserId: text(info.sub),
        email,
        emailVerified: info.email_verified === true,
        firstName: text(info.given_name) || first,
        lastName: text(info.family_name) || (text(info.given_name) ? '' : last),
        avatarUrl: text(info.picture) || null,
      }
    },
  },
}

function signInPage(params: Record<string, string | undefined>): string {
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(params)) if (value) query.set(name, value)
  return `${SIGN_IN_PAGE}?${query}`
}

export type OAuthRedirect = { location: string; cookie?: string }

/**
 * Sign-in through Google and GitHub: authorization code flow with state and PKCE (S256), both
 * kept in a short-lived signed cookie. The callback signs the person in by their verified email
 * and hands the session to the site as a one-time code, never as tokens in a URL.
 */
export function createOAuthFlow(auth: AuthService) {
  const { logger, options } = auth
  const db = auth.database.db

  // Behind a TLS-terminating proxy (TRUST_PROXY) the request itself is plain http; the origin the
  // browser sees is https, and the state cookie must then be Secure.
  const origin = (request: Request) => publicOrigin(request, options)
  const callbackUrl = (provider: OAuthProvider, request: Request) =>
    `${origin(request)}/api/auth/provider/${provider}/callback`

  function stateCookie(value: string, request: Request, maxAge: number): string {
    // Lax, not Strict: the provider's redirect back is a cross-site top-level navigation.
    return httpOnlyCookie(STATE_COOKIE, value, {
      path: COOKIE_PATH,
      maxAgeSeconds: maxAge,
      sameSite: 'Lax',
      secure: origin(request).startsWith('https:'),
    })
  }

  function client(provider: OAuthProvider, config: OAuthProviderConfig, request: Request) {
    return new OAuth2Client(config.clientId, config.clientSecret, callbackUrl(provider, request))
  }

  /**
   * Signs in the provider account's owner: the linked account, else the account with that email,
   * else a new one. An existing account is joined only when both sides proved the email: anyone
   * can register someone else's address with a password, and joining that account would let its
   * maker in beside the real owner. Its owner can prove the address from Settings first.
   */
  async function userFor(provider: OAuthProvider, profile: OAuthProfile): Promise<UserRow> {
    const [linked] = await db
      .select({ user: users })
      .from(oauthAccounts)
      .innerJoin(users, eq(users.id, oauthAccounts.userId))
      .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.providerUserId, profile.providerUserId)))
    if (linked) return linked.user
    const [existing] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${profile.email})`)
    if (existing && !(existing.emailVerifiedAt && profile.emailVerified)) {
      throw new OAuthFailure('account_exists', `account ${existing.id} has this email but has not verified it`)
    }
    const user =
      existing ??
      (await auth.createUser({
        firstName: profile.firstName.slice(0, 100),
        lastName: profile.lastName.slice(0, 100),
        email: profile.email,
        // No password: this account signs in through its provider until its owner sets one.
        passwordHash: null,
        avatarUrl: profile.avatarUrl,
        // The provider vouched for the address (unverified ones are refused before this).
        emailVerifiedAt: profile.emailVerified ? new Date() : null,
      }))
    await db
      .insert(oauthAccounts)
      .values({ provider, providerUserId: profile.providerUserId, userId: user.id })
      .onConflictDoNothing()
    return user
  }

  return {
    /** The providers with a client id and secret; the forms offer only these. */
    configured(): OAuthProvider[] {
      return oauthProviders.filter((provider) => options.providers?.[provider] !== undefined)
    },

    async start(provider: OAuthProvider, request: Request, redirectUrl: string | undefined): Promise<OAuthRedirect> {
      const config = options.providers?.[provider]
      // Back to the sign-in form, which says why, still on the way to where the visitor was going.
      if (!config)
        return {
          location: signInPage({ error: 'provider_not_configured', redirect_url: safeRedirectPath(redirectUrl) }),
        }
      const state = generateState()
      const verifier = generateCodeVerifier()
      const location = client(provider, config, request).createAuthorizationURLWithPKCE(
        config.authorizeUrl,
        state,
        CodeChallengeMethod.S256,
        verifier,
        adapters[provider].scopes,
      )
      const redirect = safeRedirectPath(redirectUrl)
      const signed = await signOAuthState(
        await auth.signingKeys(),
        { provider, state, verifier, ...(redirect ? { redirectUrl: redirect } : {}) },
        STATE_TTL_SECONDS,
      )
      return { location: location.toString(), cookie: stateCookie(signed, request, STATE_TTL_SECONDS) }
    },

    async callback(
      provider: OAuthProvider,
      request: Request,
      query: { code?: string; state?: string; error?: string },
      cookieHeader: string | null,
    ): Promise<OAuthRedirect> {
      // The state cookie is spent whatever happens next.
      const cookie = stateCookie('', request, 0)
      const config = options.providers?.[provider]
      if (!config) return { location: signInPage({ error: 'provider_not_configured' }), cookie }
      const raw = readCookie(cookieHeader, STATE_COOKIE)
      const saved = raw ? await verifyOAuthState(await auth.signingKeys(), raw) : null
      if (!saved || saved.provider !== provider || !query.state || !sameString(saved.state, query.state)) {
        return { location: signInPage({ error: 'oauth_state_mismatch' }), cookie }
      }
      if (query.error) {
        const reason = query.error === 'access_denied' ? 'oauth_cancelled' : 'oauth_failed'
        return { location: signInPage({ error: reason, redirect_url: saved.redirectUrl }), cookie }
      }
      try {
        if (!query.code) throw new OAuthFailure('oauth_failed', 'the callback carried no code')
        const tokens = await client(provider, config, request).validateAuthorizationCode(
          config.tokenUrl,
          query.code,
          saved.verifier,
        )
        const profile = await adapters[provider].profile(tokens.accessToken(), config)
        if (!profile.providerUserId || !profile.email)
          throw new OAuthFailure('oauth_failed', 'the profile has no id or email')
        if (!profile.emailVerified) throw new OAuthFailure('email_not_verified', 'the email is not verified')
        const user = await userFor(provider, profile)
        const code = await auth.createExchangeCode(user.id)
        return { location: signInPage({ code, redirect_url: saved.redirectUrl }), cookie }
      } catch (error) {
        const reason = error instanceof OAuthFailure ? error.reason : 'oauth_failed'
        const detail =
          error instanceof OAuth2RequestError
            ? `${error.code}${error.description ? `: ${error.description}` : ''}`
            : error instanceof Error
              ? error.message
              : String(error)
        logger.warn(`OAuth sign-in with ${provider} failed (${reason}): ${detail}`)
        return { location: signInPage({ error: reason, redirect_url: saved.redirectUrl }), cookie }
      }
    },
  }
}

export type OAuthFlow = ReturnType<typeof createOAuthFlow>
