import type { User, WorkspaceServiceId } from '@snipstack/contracts'
import { useQuery } from '@tanstack/react-query'
import { BackLink } from '@/components/page/back-link'
import { Container } from '@/components/page/container'
import { LoadingStatus } from '@/components/page/loading-status'
import { apiFailure } from '@/lib/api/create-api-client'
import { errorMessage } from '@/lib/error-message'
import { ServiceAction, SubscribedLabel, UnsubscribeButton } from './service-actions'
import { PreviewBadge, ServiceFigures } from './service-figures'
import { serviceIcons } from './service-icons'
import { workspaceQueryOptions } from './workspace-queries'

/** `/workspace/{service}`: where 'Manage Service' leads: the service's details and its subscription. */
export function ServicePage({ user, id }: { user: User; id: WorkspaceServiceId }) {
  const query = useQuery(workspaceQueryOptions(user.id))
  const service = query.data?.find((entry) => entry.id === id)
  const Icon = serviceIcons[id]

  return (
    <Container className="max-w-4xl py-12 sm:py-16">
      <BackLink to="/workspace">My Workspace</BackLink>
      {query.isPending ? (
        <LoadingStatus className="mt-10">Loading the service…</LoadingStatus>
      ) : !service ? (
        <p role="alert" className="mt-10 text-sm">
          This service could not be loaded: {apiFailure(query.error).message ?? errorMessage(query.error)}
        </p>
      ) : (
        <>
          <div className="mt-6 flex flex-wrap items-start gap-4">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-muted">
              <Icon className="size-6" aria-hidden />
            </span>
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-3">
                <h1 className="font-bold text-3xl tracking-tight">{service.name}</h1>
                {service.preview ? <PreviewBadge /> : null}
              </div>
              <p className="mt-1 text-muted-foreground">{service.description}</p>
            </div>
          </div>
          <div className="mt-8 flex flex-wrap items-center justify-between gap-4 rounded-xl border bg-card p-6 shadow-sm">
            <div className="text-sm">
              {service.subscribed ? <SubscribedLabel /> : <span className="text-muted-foreground">Not subscribed</span>}
              <span className="mt-1 block">
                Plan: <span className="font-semibold">{service.price}</span>
              </span>
            </div>
            {service.subscribed ? (
              <UnsubscribeButton userId={user.id} service={service} />
            ) : (
              <ServiceAction userId={user.id} service={service} />
            )}
          </div>
          <ServiceFigures service={service} className="mt-8" />
        </>
      )}
    </Container>
  )
}
