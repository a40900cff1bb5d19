import { authMessages, type LoginBody, loginBody } from '@snipstack/contracts'
import { useMutation } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { CircleAlert, Loader2 } from 'lucide-react'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { toast } from '@/features/toasts/toast'
import { authApi } from './auth-api'
import { useAuthStore } from './auth-store'
import { Field, PasswordInput, useValidatedForm } from './form-controls'
import { fieldErrorsFrom, submitFailure } from './form-errors'
import { oauthErrorMessage, takeRememberedProvider } from './oauth'
import { ProviderButtons } from './provider-buttons'
import { redirectTarget, safeRedirect } from './redirect'
import { useAuthHydrated } from './use-auth-hydrated'
import { useCompleteSignIn } from './use-session-actions'

export type SignInSearch = { redirect_url?: string; code?: string; error?: string }

const fields = ['email', 'password'] as const
const emptyLogin: LoginBody = { email: '', password: '' }

/** Spec §8: login errors without a field are toasted at the bottom-left. */
const toastError = (message: string) => toast.error(message, { position: 'bottom-left' })

function validate(values: LoginBody) {
  const result = loginBody.safeParse(values)
  return result.success ? {} : fieldErrorsFrom(result.error.issues, fields)
}

/** The sign-in screen's content (spec §2, §5, §8), OAuth return included. */
export function SignInForm({ search }: { search: SignInSearch }) {
  const hydrated = useAuthHydrated()
  const navigate = useNavigate()
  const completeSignIn = useCompleteSignIn()
  const { formRef, values, errors, update, check, showFailure } = useValidatedForm({
    fields,
    initial: emptyLogin,
    validate,
    toastError,
  })
  const [remember, setRemember] = useState(true)
  const [notice, setNotice] = useState<string | null>(search.error ? oauthErrorMessage(search.error) : null)
  const redirectUrl = safeRedirect(search.redirect_url)
  const handled = useRef(false)

  const login = useMutation({ mutationFn: authApi.login })
  const exchange = useMutation({ mutationFn: authApi.exchange })
  const exchangeCode = exchange.mutate

  // Once the stored session is known: remember where to go, and finish or skip signing in.
  useEffect(() => {
    if (!hydrated || handled.current) return
    handled.current = true
    const store = useAuthStore.getState()
    store.setRedirectUrl(redirectUrl ?? '')
    const { code, error } = search
    if (code || error) {
      // The one-time code and the error are spent: a reload must not replay them.
      void navigate({ to: '/sign-in', search: redirectUrl ? { redirect_url: redirectUrl } : {}, replace: true })
    }
    if (code) {
      const provider = takeRememberedProvider()
      exchangeCode(code, {
        onSuccess: ({ user, tokens }) => void completeSignIn(user, tokens, provider),
        onError: (failure) => {
          const outcome = submitFailure(failure, [], authMessages.loginFallback)
          setNotice('toast' in outcome ? outcome.toast : outcome.message)
        },
      })
      return
    }
    if (!error && store.isSignedIn) void navigate({ href: redirectTarget(redirectUrl), replace: true })
  }, [hydrated, search, redirectUrl, navigate, exchangeCode, completeSignIn])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!check()) return
    setNotice(null)
    login.mutate(loginBody.parse(values), {
      onSuccess: ({ user, tokens }) => void completeSignIn(user, tokens, 'email'),
      onError: (failure) => {
        showFailure(failure, authMessages.loginFallback)
      },
    })
  }

  const pending = login.isPending || login.isSuccess
  const exchanging = exchange.isPending || exchange.isSuccess
  // Until the page is interactive a submit would be a plain GET carrying the password in the URL.
  const blocked = !hydrated || pending || exchanging

  return (
    <div data-slot="sign-in">
      {notice ? (
        <div
          role="alert"
          className="mb-6 flex gap-2 rounded-lg border border-red-500/30 bg-red-500/10 px-3 py-2.5 text-red-700 text-sm dark:text-red-300"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>{notice}</p>
        </div>
      ) : null}
      {exchanging ? (
        <p role="status" className="mb-6 flex items-center gap-2 text-muted-foreground text-sm">
          <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
          Finishing your sign-in…
        </p>
      ) : null}
      <ProviderButtons redirectUrl={redirectUrl} disabled={blocked} />
      <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-5">
        <Field id="sign-in-email" label="Email or username" error={errors.email}>
          {(control) => (
            <Input
              {...control}
              name="email"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="you@example.com"
              value={values.email}
              onChange={(event) => update('email', event.target.value)}
            />
          )}
        </Field>
        <Field
          id="sign-in-password"
          label="Password"
          error={errors.password}
          aside={
            // Spec §2 and architecture §1: shown, with no target; password reset does not exist yet.
            <span
              data-slot="forgot-password"
              title="Password reset is not available yet"
              className="cursor-default text-muted-foreground text-sm underline-offset-4"
            >
              Forgot password?
            </span>
          }
        >
          {(control) => (
            <PasswordInput
              {...control}
              name="password"
              autoComplete="current-password"
              value={values.password}
              onChange={(event) => update('password', event.target.value)}
            />
          )}
        </Field>
        <div className="flex items-center gap-2">
          {/* Spec §2: checked by default and not sent; sessions are kept until signing out either way. */}
          <Checkbox
            id="sign-in-remember"
            checked={remember}
            onCheckedChange={(checked) => setRemember(checked === true)}
          />
          <Label htmlFor="sign-in-remember" className="font-normal">
            Remember me
          </Label>
        </div>
        <Button type="submit" className="h-10 w-full" disabled={blocked}>
          {pending ? <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : null}
          {pending ? 'Signing in...' : 'Sign in'}
        </Button>
      </form>
      <p className="mt-8 text-center text-muted-foreground text-sm">
        New to Snipstack?{' '}
        <Link
          to="/register"
          search={redirectUrl ? { redirect_url: redirectUrl } : {}}
          className="font-medium text-foreground underline-offset-4 hover:underline"
        >
          Create an account
        </Link>
      </p>
    </div>
  )
}
