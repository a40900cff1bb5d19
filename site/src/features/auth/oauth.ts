import { type OAuthErrorReason, type OAuthProvider, oauthErrorMessages, oauthProviders } from '@snipstack/contracts'

/** Remembers which provider a sign-in started with: its callback only brings back a code. */
const PROVIDER_KEY = 'snipstack:oauth-provider'

/**
 * The server route that starts an OAuth sign-in; a browser navigation, not an API call
 * (docs/product.md, Accounts and sign-in).
 */
export function providerUrl(provider: OAuthProvider, redirectUrl?: string | null): string {
  const path = `/api/auth/provider/${provider}`
  return redirectUrl ? `${path}?${new URLSearchParams({ redirect_url: redirectUrl })}` : path
}

/** Plain words for `/sign-in?error=<reason>`; an unknown reason reads as a failed sign-in. */
export function oauthErrorMessage(reason: string): string {
  return Object.hasOwn(oauthErrorMessages, reason)
    ? oauthErrorMessages[reason as OAuthErrorReason]
    : oauthErrorMessages.oauth_failed
}

export function rememberProvider(provider: OAuthProvider): void {
  try {
    window.sessionStorage.setItem(PROVIDER_KEY, provider)
  } catch {
    // Storage can be off (private modes); the sign-in still works, only its analytics label is lost.
  }
}

/** The provider a returning OAuth sign-in started with, read once. */
export function takeRememberedProvider(): OAuthProvider | null {
  try {
    const value = window.sessionStorage.getItem(PROVIDER_KEY)
    window.sessionStorage.removeItem(PROVIDER_KEY)
    return oauthProviders.find((provider) => provider === value) ?? null
  } catch {
    return null
  }
}
