import { authMessages } from '@snipstack/contracts'
import { Link, useNavigate } from '@tanstack/react-router'
import { CircleCheck, CircleX } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Container } from '@/components/page/container'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { apiFailure } from '@/lib/api/create-api-client'
import { useAuthStore } from '@/lib/session/auth-store'
import { useAuthHydrated } from '@/lib/session/use-auth-hydrated'
import { authApi } from './auth-api'

export type VerifyEmailSearch = { token?: string }

type Outcome = { state: 'verifying' } | { state: 'verified'; email: string } | { state: 'failed'; message: string }

export const missingToken = 'This link is incomplete. Please open the link from the email again, or ask for a new one.'

/**
 * `/verify-email?token=…`, where a verification link lands. The page, not the link, spends the
 * token (a POST), so a mail scanner that opens links verifies nothing; the token then leaves the
 * address bar, so it stays out of history and of the Referer of any page opened next.
 */
export function VerifyEmailPage({ search }: { search: VerifyEmailSearch }) {
  const navigate = useNavigate()
  const [outcome, setOutcome] = useState<Outcome>(() =>
    search.token ? { state: 'verifying' } : { state: 'failed', message: missingToken },
  )
  const token = useRef(search.token)

  useEffect(() => {
    const spent = token.current
    if (!spent) return
    token.current = undefined
    void navigate({ to: '/verify-email', search: {}, replace: true })
    authApi.verifyEmail(spent).then(
      (user) => {
        const store = useAuthStore.getState()
        // The header and the account pages show the news at once when this browser is signed in to that account.
        if (store.isSignedIn && store.user?.id === user.id) store.setUser(user)
        setOutcome({ state: 'verified', email: user.email })
      },
      (failure: unknown) =>
        setOutcome({ state: 'failed', message: apiFailure(failure).message ?? authMessages.verificationInvalid }),
    )
  }, [navigate])

  return (
    <Container className="max-w-xl py-16 sm:py-24">
      <section
        aria-labelledby="verify-email-title"
        aria-live="polite"
        className="rounded-xl border bg-card p-8 shadow-sm"
      >
        {outcome.state === 'verifying' ? (
          <>
            <Spinner className="size-8 text-muted-foreground" />
            <h1 id="verify-email-title" className="mt-4 font-bold text-2xl tracking-tight">
              Verifying your email address…
            </h1>
          </>
        ) : outcome.state === 'verified' ? (
          <>
            <CircleCheck className="size-8 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
            <h1 id="verify-email-title" className="mt-4 font-bold text-2xl tracking-tight">
              Your email address is verified
            </h1>
            <p className="mt-2 text-muted-foreground">
              Thank you: {outcome.email} is confirmed. Signing in with Google or GitHub under this address now opens
              this account.
            </p>
            <NextStep verified />
          </>
        ) : (
          <>
            <CircleX className="size-8 text-destructive" aria-hidden="true" />
            <h1 id="verify-email-title" className="mt-4 font-bold text-2xl tracking-tight">
              This link cannot be used
            </h1>
            <p className="mt-2 text-muted-foreground">{outcome.message}</p>
            <NextStep verified={false} />
          </>
        )}
      </section>
    </Container>
  )
}

/** Where to go from here: the account's settings (where another link can be sent), or sign in first. */
function NextStep({ verified }: { verified: boolean }) {
  const hydrated = useAuthHydrated()
  const signedIn = useAuthStore((state) => state.isSignedIn)
  if (!hydrated) return null
  if (signedIn) {
    return (
      <div className="mt-6 flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/settings">{verified ? 'Go to settings' : 'Send a new link from Settings'}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/">Back to Home</Link>
        </Button>
      </div>
    )
  }
  return (
    <div className="mt-6 flex flex-wrap gap-3">
      <Button asChild>
        <Link to="/sign-in" search={{ redirect_url: '/settings' }}>
          {verified ? 'Sign in' : 'Sign in to get a new link'}
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link to="/">Back to Home</Link>
      </Button>
    </div>
  )
}
