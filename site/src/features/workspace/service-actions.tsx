import type { WorkspaceService } from '@snipstack/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { CheckCircle2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { PendingLabel } from '@/components/ui/spinner'
import { apiFailure } from '@/lib/api/create-api-client'
import { toast } from '@/lib/toast'
import { setSubscription, storeService } from './workspace-queries'

/** Subscribing or unsubscribing, with the cached workspace updated from the answer. */
export function useSubscription(userId: string, service: WorkspaceService) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (subscribed: boolean) => setSubscription(service.id, subscribed),
    onSuccess: (changed) => {
      storeService(queryClient, userId, changed)
      toast.success(changed.subscribed ? `Subscribed to ${changed.name}` : `Unsubscribed from ${changed.name}`)
    },
    onError: (error) => {
      toast.error(apiFailure(error).message ?? `Could not change your ${service.name} subscription. Please try again.`)
    },
  })
}

type ActionProps = { userId: string; service: WorkspaceService; className?: string }

/**
 * A card's action (docs/product.md, Workspace): 'Manage Service' for a subscribed service, else
 * 'Subscribe Now', which subscribes to a free service here and leads a priced one to the Pro plans.
 */
export function ServiceAction({ userId, service, className }: ActionProps) {
  const subscription = useSubscription(userId, service)
  if (service.subscribed) {
    return (
      <Button asChild size="sm" className={className}>
        <Link to="/workspace/$slug" params={{ slug: service.id }}>
          Manage Service
        </Link>
      </Button>
    )
  }
  if (service.paid) {
    return (
      <Button asChild size="sm" variant="outline" className={className}>
        <Link to="/pro" aria-label={`Subscribe Now to ${service.name}, ${service.price}`}>
          Subscribe Now
        </Link>
      </Button>
    )
  }
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      className={className}
      disabled={subscription.isPending}
      aria-label={`Subscribe Now to ${service.name}`}
      onClick={() => subscription.mutate(true)}
    >
      <PendingLabel pending={subscription.isPending}>Subscribe Now</PendingLabel>
    </Button>
  )
}

/** The service page's way out of a subscription. */
export function UnsubscribeButton({ userId, service }: ActionProps) {
  const subscription = useSubscription(userId, service)
  return (
    <Button
      type="button"
      variant="outline"
      disabled={subscription.isPending}
      onClick={() => subscription.mutate(false)}
    >
      <PendingLabel pending={subscription.isPending}>Unsubscribe</PendingLabel>
    </Button>
  )
}

/** The mark of a subscribed service, on its card and on its page. */
export function SubscribedLabel() {
  return (
    <span className="inline-flex items-center gap-1.5 font-medium text-green-700 text-sm dark:text-green-400">
      <CheckCircle2 className="size-4" aria-hidden />
      Subscribed
    </span>
  )
}
