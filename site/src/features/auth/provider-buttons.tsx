import { type OAuthProvider, oauthProviders } from '@snipstack/contracts'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { PendingLabel } from '@/components/ui/spinner'
import { AuthDivider } from './auth-screen'
import { providerUrl, rememberProvider } from './oauth'
import { authProvidersQueryOptions } from './provider-queries'

const providerNames: Record<OAuthProvider, string> = { google: 'Google', github: 'GitHub' }

/** A plain mark per provider, drawn here rather than taken from the providers' logos. */
function ProviderMark({ provider }: { provider: OAuthProvider }) {
  if (provider === 'google') {
    return (
      <svg viewBox="0 0 16 16" aria-hidden="true" className="size-4">
        <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <text x="8" y="11.5" textAnchor="middle" fontSize="9" fontWeight="700" fill="currentColor">
          G
        </text>
      </svg>
    )
  }
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" className="size-4">
      <rect x="1" y="1" width="14" height="14" rx="4" fill="currentColor" />
      <path d="M5.5 6 3.5 8l2 2M10.5 6l2 2-2 2" fill="none" stroke="var(--background)" strokeWidth="1.4" />
    </svg>
  )
}

/**
 * Google and GitHub sign-in (docs/product.md, Accounts and sign-in), then the divider before the
 * email form: each button navigates the browser to the server's provider route, carrying the
 * post-login redirect. Only the providers the server is set up for are offered; with none, neither
 * buttons nor divider show.
 */
export function ProviderButtons({ redirectUrl, disabled }: { redirectUrl?: string | null; disabled?: boolean }) {
  const { data: configured = [] } = useQuery(authProvidersQueryOptions())
  const [leavingFor, setLeavingFor] = useState<OAuthProvider | null>(null)
  // Coming back with the browser's Back button restores this page from its cache, mid-departure.
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => {
      if (event.persisted) setLeavingFor(null)
    }
    window.addEventListener('pageshow', reset)
    return () => window.removeEventListener('pageshow', reset)
  }, [])
  const providers = oauthProviders.filter((provider) => configured.includes(provider))
  if (!providers.length) return null
  return (
    <>
      <div className={providers.length > 1 ? 'grid grid-cols-2 gap-3' : 'grid'}>
        {providers.map((provider) => (
          <Button
            key={provider}
            type="button"
            variant="outline"
            className="h-10"
            disabled={disabled || leavingFor !== null}
            onClick={() => {
              setLeavingFor(provider)
              rememberProvider(provider)
              window.location.assign(providerUrl(provider, redirectUrl))
            }}
          >
            <PendingLabel pending={leavingFor === provider} icon={<ProviderMark provider={provider} />}>
              <span>
                <span className="sr-only">Continue with </span>
                {providerNames[provider]}
              </span>
            </PendingLabel>
          </Button>
        ))}
      </div>
      <AuthDivider>or continue with email</AuthDivider>
    </>
  )
}
