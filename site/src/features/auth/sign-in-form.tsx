import { authMessages, type LoginBody, loginBody } from '@snipstack/contracts'
import { useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { CircleAlert } from 'lucide-react'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { Field, PasswordInput, useValidatedForm } from '@/components/form/form-controls'
import { fieldErrorsFrom, submitFailure } from '@/components/form/form-errors'
import { LoadingStatus } from '@/components/page/loading-status'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { PendingLabel } from '@/components/ui/spinner'
import { PRODUCT_NAME } from '@/lib/config'
import { useAuthStore } from '@/lib/session/auth-store'
import { useAuthHydrated } from '@/lib/session/use-auth-hydrated'
import { authApi } from './auth-api'
import { OtherAuthScreen, toastAuthError } from './auth-form-parts'
import { oauthErrorMessage, takeRememberedProvider } from './oauth'
import { ProviderButtons } from './provider-buttons'
import { redirectTarget, safeRedirect } from './redirect'
import { useCompleteSignIn } from './use-session-actions'

export type SignInSearch = { redirect_url?: string; code?: string; error?: string }

const fields = ['email', 'password'] as const
const emptyLogin: LoginBody = { email: '', password: '' }

function validate(values: LoginBody) {
  const result = loginBody.safeParse(values)
  return result.success ? {} : fieldErrorsFrom(result.error.issues, fields)
}

/** The sign-in screen's content (docs/product.md, Accounts and sign-in), OAuth return included. */
export function SignInForm({ search }: { search: SignInSearch }) {
  const hydrated = useAuthHydrated()
  const navigate = useNavigate()
  const completeSignIn = useCompleteSignIn()
  const { formRef, values, errors, bind, check, showFailure } = useValidatedForm({
    fields,
    initial: emptyLogin,
    validate,
    toastError: toastAuthError,
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
      {exchanging ? <LoadingStatus className="mb-6">Finishing your sign-in…</LoadingStatus> : null}
      <ProviderButtons redirectUrl={redirectUrl} disabled={blocked} />
      <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-5">
        <Field id="sign-in-email" label="Email or username" error={errors.email}>
          {(control) => (
            <Input
              {...control}
              {...bind('email')}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="you@example.com"
            />
          )}
        </Field>
        <Field
          id="sign-in-password"
          label="Password"
          error={errors.password}
          aside={
            // Shown, with no target: password reset does not exist yet (docs/product.md, Accounts
            // and sign-in).
            <span
              data-slot="forgot-password"
              title="Password reset is not available yet"
              className="cursor-default text-muted-foreground text-sm underline-offset-4"
            >
              Forgot password?
            </span>
          }
        >
          {(control) => <PasswordInput {...control} {...bind('password')} autoComplete="current-password" />}
        </Field>
        <div className="flex items-center gap-2">
          {/* Not sent: a session lasts until sign-out either way (docs/product.md, Accounts and sign-in). */}
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
          <PendingLabel pending={pending} pendingText="Signing in...">
            Sign in
          </PendingLabel>
        </Button>
      </form>
      <OtherAuthScreen question={`New to ${PRODUCT_NAME}?`} to="/register" redirectUrl={redirectUrl}>
        Create an account
      </OtherAuthScreen>
    </div>
  )
}
