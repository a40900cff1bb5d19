import { authMessages, type RegisterBody, registerBody } from '@snipstack/contracts'
import { useMutation } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { type FormEvent, useEffect, useRef } from 'react'
import { Field, FieldError, NameFields, PasswordInput, useValidatedForm } from '@/components/form/form-controls'
import { type FieldErrors, fieldErrorsFrom } from '@/components/form/form-errors'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { PendingLabel } from '@/components/ui/spinner'
import { useAuthStore } from '@/lib/session/auth-store'
import { useAuthHydrated } from '@/lib/session/use-auth-hydrated'
import { toast } from '@/lib/toast'
import { authApi } from './auth-api'
import { OtherAuthScreen, toastAuthError } from './auth-form-parts'
import { ProviderButtons } from './provider-buttons'
import { redirectTarget, safeRedirect } from './redirect'

export type RegisterSearch = { redirect_url?: string }

const fields = ['first_name', 'last_name', 'email', 'password', 'terms'] as const
type RegisterField = (typeof fields)[number]
type RegisterValues = RegisterBody & { terms: boolean }
const emptyRegistration: RegisterValues = { first_name: '', last_name: '', email: '', password: '', terms: false }

/** Long enough to read the success toast before the page is replaced. */
export const REGISTERED_NAVIGATION_DELAY_MS = 1000

function validate(values: RegisterValues): FieldErrors<RegisterField> {
  const { terms, ...body } = values
  const result = registerBody.safeParse(body)
  const errors = result.success ? {} : fieldErrorsFrom<RegisterField>(result.error.issues, fields)
  return terms ? errors : { ...errors, terms: authMessages.terms }
}

/** The register screen's content (docs/product.md, Accounts and sign-in). */
export function RegisterForm({ search }: { search: RegisterSearch }) {
  const hydrated = useAuthHydrated()
  const navigate = useNavigate()
  const { formRef, values, errors, update, bind, check, showFailure } = useValidatedForm({
    fields,
    initial: emptyRegistration,
    validate,
    toastError: toastAuthError,
  })
  const redirectUrl = safeRedirect(search.redirect_url)
  const handled = useRef(false)
  const register = useMutation({ mutationFn: authApi.register })

  useEffect(() => {
    if (!hydrated || handled.current) return
    handled.current = true
    const store = useAuthStore.getState()
    store.setRedirectUrl(redirectUrl ?? '')
    if (store.isSignedIn) void navigate({ href: redirectTarget(redirectUrl), replace: true })
  }, [hydrated, redirectUrl, navigate])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!check()) return
    const { terms: _accepted, ...body } = values
    register.mutate(registerBody.parse(body), {
      onSuccess: ({ user, tokens }) => {
        const store = useAuthStore.getState()
        const target = redirectTarget(store.redirectUrl)
        store.signIn(user, tokens)
        store.setRedirectUrl('')
        toast.success('Registration successful!')
        // A full page load (docs/product.md, Accounts and sign-in), so the next page starts from
        // the stored session.
        window.setTimeout(() => window.location.assign(target), REGISTERED_NAVIGATION_DELAY_MS)
      },
      onError: (failure) => {
        showFailure(failure, authMessages.registerFallback)
      },
    })
  }

  const pending = register.isPending || register.isSuccess
  // Until the page is interactive a submit would be a plain GET carrying the password in the URL.
  const blocked = !hydrated || pending

  return (
    <div data-slot="register">
      <ProviderButtons redirectUrl={redirectUrl} disabled={blocked} />
      <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-5">
        <NameFields idPrefix="register" values={values} errors={errors} onChange={update} />
        <Field id="register-email" label="Email" error={errors.email}>
          {(control) => (
            <Input
              {...control}
              {...bind('email')}
              type="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="you@example.com"
            />
          )}
        </Field>
        <Field id="register-password" label="Password" error={errors.password}>
          {(control) => <PasswordInput {...control} {...bind('password')} autoComplete="new-password" />}
        </Field>
        <div className="grid gap-2">
          <div className="flex items-start gap-2">
            <Checkbox
              id="register-terms"
              name="terms"
              data-field="terms"
              className="mt-0.5"
              checked={values.terms}
              required
              aria-invalid={errors.terms ? true : undefined}
              aria-describedby={errors.terms ? 'register-terms-error' : undefined}
              onCheckedChange={(checked) => update('terms', checked === true)}
            />
            <Label htmlFor="register-terms" className="inline font-normal leading-snug">
              I agree to the{' '}
              <Link
                to="/page/$slug"
                params={{ slug: 'terms-of-service' }}
                target="_blank"
                rel="noopener"
                className="font-medium text-foreground underline underline-offset-4"
              >
                Terms &amp; Conditions
                <span className="sr-only"> (opens in a new tab)</span>
              </Link>
            </Label>
          </div>
          <FieldError id="register-terms-error" message={errors.terms} />
        </div>
        <Button type="submit" className="h-10 w-full" disabled={blocked}>
          <PendingLabel pending={pending} pendingText="Creating account...">
            Create account
          </PendingLabel>
        </Button>
      </form>
      <OtherAuthScreen question="Already have an account?" to="/sign-in" redirectUrl={redirectUrl}>
        Sign in
      </OtherAuthScreen>
    </div>
  )
}
