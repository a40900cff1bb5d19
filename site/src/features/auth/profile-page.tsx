import { type UpdateMeBody, type User, updateMeBody } from '@snipstack/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { FormEvent } from 'react'
import { Field, NameFields, useValidatedForm } from '@/components/form/form-controls'
import { fieldErrorsFrom } from '@/components/form/form-errors'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { PendingLabel } from '@/components/ui/spinner'
import { PRODUCT_NAME } from '@/lib/config'
import { toast } from '@/lib/toast'
import { AccountPage, AccountSection } from './account-page'
import { authApi, showAccount, useAccount } from './auth-api'
import { AvatarPicker } from './avatar-picker'
import { EmailVerificationNotice } from './email-verification-notice'
import { displayName } from './initials'
import { UserAvatar } from './user-avatar'

const fields = ['first_name', 'last_name', 'username'] as const
type ProfileField = (typeof fields)[number]
type ProfileValues = Record<ProfileField, string>

const valuesOf = (user: User): ProfileValues => ({
  first_name: user.first_name,
  last_name: user.last_name,
  username: user.username,
})

function validate(values: ProfileValues) {
  const result = updateMeBody.safeParse(values)
  return result.success ? {} : fieldErrorsFrom(result.error.issues, fields)
}

const memberSince = (iso: string) => {
  const date = new Date(iso)
  return Number.isNaN(date.getTime())
    ? null
    : new Intl.DateTimeFormat('en', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(date)
}

/** `/profile`: who you are signed in as, and the names, username and picture to change. */
export function ProfilePage({ user: storedUser }: { user: User }) {
  const user = useAccount(storedUser).data
  return (
    <AccountPage title="Profile" description={`How you appear across ${PRODUCT_NAME}.`}>
      <EmailVerificationNotice user={user} />
      <AccountSection id="profile-summary" title="Your account">
        <div className="flex items-center gap-4">
          <UserAvatar name={`${user.first_name} ${user.last_name}`} src={user.avatar_url} className="size-16 text-lg" />
          <dl className="grid min-w-0 gap-1 text-sm">
            <dt className="sr-only">Name</dt>
            <dd data-slot="profile-name" className="truncate font-semibold text-base">
              {displayName(user)}
            </dd>
            <dt className="sr-only">Email</dt>
            <dd data-slot="profile-email" className="truncate text-muted-foreground">
              {user.email}
            </dd>
            <dt className="sr-only">Username</dt>
            <dd className="truncate text-muted-foreground">@{user.username}</dd>
            {memberSince(user.created_at) ? (
              <>
                <dt className="sr-only">Member since</dt>
                <dd className="text-muted-foreground text-xs">Member since {memberSince(user.created_at)}</dd>
              </>
            ) : null}
          </dl>
        </div>
      </AccountSection>
      <AccountSection
        id="profile-picture"
        title="Picture"
        description="It shows in the header instead of your initials."
      >
        <AvatarPicker user={user} />
      </AccountSection>
      <AccountSection
        id="profile-edit"
        title="Edit profile"
        description="Your name shows in the header and on what you publish."
      >
        <ProfileForm key={user.id} user={user} />
      </AccountSection>
    </AccountPage>
  )
}

function ProfileForm({ user }: { user: User }) {
  const queryClient = useQueryClient()
  const { formRef, values, errors, update, bind, check, reset, showFailure } = useValidatedForm({
    fields,
    initial: () => valuesOf(user),
    validate,
  })
  const save = useMutation({ mutationFn: (body: UpdateMeBody) => authApi.updateMe(body) })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!check()) return
    save.mutate(updateMeBody.parse(values), {
      onSuccess: (saved) => {
        showAccount(queryClient, saved)
        reset(valuesOf(saved))
        toast.success('Profile saved')
      },
      onError: (failure) => {
        showFailure(failure, 'Your profile could not be saved.')
      },
    })
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Edit profile">
      <NameFields idPrefix="profile" values={values} errors={errors} onChange={update} />
      <Field id="profile-username" label="Username" error={errors.username}>
        {(control) => (
          <Input {...control} {...bind('username')} autoComplete="username" autoCapitalize="none" spellCheck={false} />
        )}
      </Field>
      <div>
        <Button type="submit" disabled={save.isPending}>
          <PendingLabel pending={save.isPending} pendingText="Saving...">
            Save changes
          </PendingLabel>
        </Button>
      </div>
    </form>
  )
}
