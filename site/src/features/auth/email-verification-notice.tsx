import type { User } from '@snipstack/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { MailAlert } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { PendingLabel } from '@/components/ui/spinner'
import { apiFailure } from '@/lib/api/create-api-client'
import { PRODUCT_NAME } from '@/lib/config'
import { toast } from '@/lib/toast'
import { authApi, meQueryOptions } from './auth-api'

/** What an unverified account can do, in the words the notice uses. */
export const unverifiedExplanation = `You can use ${PRODUCT_NAME} as usual. Until you open the link, signing in with Google or GitHub will not connect to this account.`

/**
 * Shown on the account pages while the account's email is not verified: what that means, and a
 * way to get another link.
 */
export function EmailVerificationNotice({ user }: { user: User }) {
  const queryClient = useQueryClient()
  const resend = useMutation({
    mutationFn: authApi.resendVerification,
    onSuccess: () => toast.success('Verification email sent', { description: `Check ${user.email} for the link.` }),
    onError: (failure) => {
      const { status, message } = apiFailure(failure)
      // A 401 has already signed out with its own message.
      if (status === 401) return
      // Verified meanwhile (in another tab or browser): the notice goes once the account is read again.
      if (status === 409) void queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey })
      toast.error(message ?? 'The verification email could not be sent. Please try again.')
    },
  })
  if (user.email_verified) return null
  return (
    <section
      aria-labelledby="email-verification-title"
      data-slot="email-verification-notice"
      className="flex gap-3 rounded-xl border border-amber-500/40 bg-amber-500/10 p-4 text-sm"
    >
      <MailAlert className="mt-0.5 size-5 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden="true" />
      <div className="grid gap-1">
        <h2 id="email-verification-title" className="font-semibold">
          Please verify your email address
        </h2>
        <p className="text-muted-foreground">
          We sent a link to <span className="font-medium text-foreground">{user.email}</span>. {unverifiedExplanation}
        </p>
        <div className="mt-2">
          <Button size="sm" variant="outline" disabled={resend.isPending} onClick={() => resend.mutate()}>
            <PendingLabel pending={resend.isPending} pendingText="Sending...">
              Resend verification email
            </PendingLabel>
          </Button>
        </div>
      </div>
    </section>
  )
}
