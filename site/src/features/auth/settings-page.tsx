import { changePasswordBody, type User } from '@snipstack/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { LogOut } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { Field, PasswordInput, useValidatedForm } from '@/components/form/form-controls'
import { type FieldErrors, fieldErrorsFrom, submitFailure } from '@/components/form/form-errors'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { PendingLabel } from '@/components/ui/spinner'
import { apiFailure } from '@/lib/api/create-api-client'
import { toast } from '@/lib/toast'
import { AccountPage, AccountSection } from './account-page'
import { authApi, meQueryOptions, useAccount } from './auth-api'
import { EmailVerificationNotice } from './email-verification-notice'
import { RegistryTokensSection } from './registry-tokens-section'
import { useSignOut } from './use-session-actions'

const fields = ['current_password', 'new_password', 'confirm_password'] as const
type PasswordField = (typeof fields)[number]
type PasswordValues = Record<PasswordField, string>

const empty: PasswordValues = { current_password: '', new_password: '', confirm_password: '' }
export const passwordsDiffer = 'The new passwords do not match'

/** The body to send: an account without a password (made through a provider) sets its first one without a current one. */
const bodyOf = ({ current_password, new_password }: PasswordValues, hasPassword: boolean) =>
  hasPassword ? { current_password, new_password } : { new_password }

function validate(values: PasswordValues, hasPassword: boolean): FieldErrors<PasswordField> {
  const result = changePasswordBody.safeParse(bodyOf(values, hasPassword))
  const errors = result.success ? {} : fieldErrorsFrom<PasswordField>(result.error.issues, fields)
  return values.confirm_password === values.new_password ? errors : { ...errors, confirm_password: passwordsDiffer }
}

/** `/settings`: change (or set a first) password, manage registry tokens, end every session. */
export function SettingsPage({ user: storedUser }: { user: User }) {
  // Whether the account has a password comes from the server: a stored copy may be older.
  const me = useAccount(storedUser)
  const hasPassword = me.data.has_password
  return (
    <AccountPage title="Settings" description="Your password, your registry tokens and where you are signed in.">
      <EmailVerificationNotice user={me.data} />
      <AccountSection
        id="settings-password"
        title={hasPassword ? 'Change password' : 'Set a password'}
        description={
          hasPassword
            ? 'Other devices are signed out when the password changes; this one stays signed in.'
            : `You signed up with Google or GitHub. Set a password to sign in with ${me.data.email} as well.`
        }
      >
        <ChangePasswordForm key={String(hasPassword)} email={me.data.email} hasPassword={hasPassword} />
      </AccountSection>
      <RegistryTokensSection />
      <AccountSection
        id="settings-sessions"
        title="Sessions"
        description="Signed in on a shared or lost device? End every session of your account, this one included."
      >
        <SignOutEverywhere />
      </AccountSection>
    </AccountPage>
  )
}

function ChangePasswordForm({ email, hasPassword }: { email: string; hasPassword: boolean }) {
  const queryClient = useQueryClient()
  const { formRef, values, errors, bind, check, reset, showFailure } = useValidatedForm({
    fields,
    initial: empty,
    validate: (next: PasswordValues) => validate(next, hasPassword),
  })
  const change = useMutation({ mutationFn: authApi.changePassword })
  const submitLabel = hasPassword
    ? { idle: 'Change password', pending: 'Changing password...' }
    : { idle: 'Set password', pending: 'Setting password...' }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!check()) return
    change.mutate(bodyOf(values, hasPassword), {
      onSuccess: () => {
        reset(empty)
        toast.success(hasPassword ? 'Password changed' : 'Password set')
        // The account now has a password: the form asks for it from here on.
        if (!hasPassword) void queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey })
      },
      onError: (failure) => {
        // A 401 has already signed out with its own message.
        if (apiFailure(failure).status === 401) return
        showFailure(failure, hasPassword ? 'Your password could not be changed.' : 'Your password could not be set.')
      },
    })
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className="grid max-w-sm gap-5"
      aria-label={hasPassword ? 'Change password' : 'Set a password'}
    >
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={email} hidden readOnly />
      {hasPassword ? (
        <Field id="settings-current-password" label="Current password" error={errors.current_password}>
          {(control) => <PasswordInput {...control} {...bind('current_password')} autoComplete="current-password" />}
        </Field>
      ) : null}
      <Field id="settings-new-password" label="New password" error={errors.new_password}>
        {(control) => <PasswordInput {...control} {...bind('new_password')} autoComplete="new-password" />}
      </Field>
      <Field id="settings-confirm-password" label="Confirm new password" error={errors.confirm_password}>
        {(control) => <PasswordInput {...control} {...bind('confirm_password')} autoComplete="new-password" />}
      </Field>
      <div>
        <Button type="submit" disabled={change.isPending}>
          <PendingLabel pending={change.isPending} pendingText={submitLabel.pending}>
            {submitLabel.idle}
          </PendingLabel>
        </Button>
      </div>
    </form>
  )
}

function SignOutEverywhere() {
  const signOut = useSignOut()
  const [open, setOpen] = useState(false)
  // Callbacks on the mutation itself: this page is gone by the time the sign-out finishes.
  const everywhere = useMutation({
    mutationFn: () => signOut({ everywhere: true }),
    onSuccess: () => toast.success('Signed out of all devices'),
    onError: (failure) => {
      // A 401 has already signed out with its own message.
      if (apiFailure(failure).status === 401) return
      const outcome = submitFailure(failure, [], 'Signing out of all devices failed. Please try again.')
      toast.error('toast' in outcome ? outcome.toast : outcome.message)
    },
  })
  return (
    <Dialog open={open} onOpenChange={(next) => !everywhere.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <LogOut aria-hidden="true" />
          Sign out of all devices
        </Button>
      </DialogTrigger>
      <DialogContent showCloseButton={false}>
        <DialogHeader>
          <DialogTitle>Sign out of all devices?</DialogTitle>
          <DialogDescription>
            Every session of your account ends, this one included. You will need to sign in again everywhere.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline" disabled={everywhere.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="destructive" disabled={everywhere.isPending} onClick={() => everywhere.mutate()}>
            <PendingLabel pending={everywhere.isPending} pendingText="Signing out...">
              Sign out everywhere
            </PendingLabel>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}
