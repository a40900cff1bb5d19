import type { User, WorkspaceService } from '@snipstack/contracts'
import { cn } from '@snipstack/ui/lib/utils'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { Container } from '@/components/page/container'
import { LoadingStatus } from '@/components/page/loading-status'
import { Button } from '@/components/ui/button'
import { apiFailure } from '@/lib/api/create-api-client'
import { coveringControlClass, linkCardClass } from '@/lib/card-link'
import { errorMessage } from '@/lib/error-message'
import { ServiceAction, SubscribedLabel } from './service-actions'
import { PREVIEW_NOTE, PreviewBadge, ServiceFigures } from './service-figures'
import { serviceIcons } from './service-icons'
import { workspaceQueryOptions } from './workspace-queries'

/** The status and price line of a card: 'Subscribed', or the price with 'Not subscribed'. */
function ServiceStatus({ service }: { service: WorkspaceService }) {
  if (service.subscribed) return <SubscribedLabel />
  return (
    <span className="flex flex-col text-sm">
      <span className="font-semibold">{service.price}</span>
      <span className="text-muted-foreground">Not subscribed</span>
    </span>
  )
}

type CardProps = { userId: string; service: WorkspaceService; selected: boolean; onSelect: () => void }

/**
 * One service (docs/product.md, Workspace): a click anywhere on the card selects it. A preview says
 * on its card that it is not yet available here. The name is
 * the button that does so, stretched over the card; the action sits above it and keeps its own
 * click.
 */
function ServiceCard({ userId, service, selected, onSelect }: CardProps) {
  const Icon = serviceIcons[service.id]
  return (
    <li
      data-slot="workspace-service"
      data-service={service.id}
      data-selected={selected || undefined}
      className={cn(linkCardClass, 'flex flex-col p-5', selected && 'border-primary ring-2 ring-primary/30')}
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-muted">
          <Icon className="size-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="font-semibold">
              <button
                type="button"
                aria-pressed={selected}
                onClick={onSelect}
                className={cn('rounded-sm text-left', coveringControlClass)}
              >
                {service.name}
              </button>
            </h2>
            {service.preview ? <PreviewBadge /> : null}
          </div>
          <p className="mt-1 text-muted-foreground text-sm">{service.description}</p>
          {service.preview ? (
            <p data-slot="workspace-preview" className="mt-2 font-medium text-sm">
              {PREVIEW_NOTE}
            </p>
          ) : null}
        </div>
      </div>
      <div className="mt-5 flex flex-1 items-end justify-between gap-3">
        <ServiceStatus service={service} />
        <ServiceAction userId={userId} service={service} className="relative z-10" />
      </div>
    </li>
  )
}

/** The signed-in workspace (docs/product.md, Workspace): the six services and the selected one's figures. */
export function WorkspaceDashboard({ user }: { user: User }) {
  const query = useQuery(workspaceQueryOptions(user.id))
  const [selectedId, setSelectedId] = useState<WorkspaceService['id']>('snippets')
  const selected = query.data?.find((service) => service.id === selectedId)
  const figuresRef = useRef<HTMLElement>(null)
  const revealFiguresOf = useRef<WorkspaceService['id'] | null>(null)

  // On a phone the figures sit below all six cards: a selection brings them into view, so the
  // click visibly does something. Where their heading is already on screen nothing moves.
  useEffect(() => {
    const figures = figuresRef.current
    if (revealFiguresOf.current !== selectedId || !figures) return
    revealFiguresOf.current = null
    if (figures.getBoundingClientRect().top < window.innerHeight - 80) return
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    figures.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' })
  }, [selectedId])

  return (
    <Container className="py-12 sm:py-16">
      <h1 className="font-bold text-3xl tracking-tight">My Workspace</h1>
      <p className="mt-2 text-muted-foreground">
        Your services, {user.first_name}. Snippets and Templates show your own figures; the others are previews, not yet
        available on this instance.
      </p>
      {query.isPending ? (
        <LoadingStatus className="mt-10">Loading your services…</LoadingStatus>
      ) : query.isError ? (
        <div role="alert" className="mt-10 rounded-xl border p-6">
          <p className="font-medium">Your workspace could not be loaded.</p>
          <p className="mt-1 text-muted-foreground text-sm">
            {apiFailure(query.error).message ?? errorMessage(query.error)}
          </p>
          <Button type="button" variant="outline" className="mt-4" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <ul aria-label="Services" className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {query.data.map((service) => (
              <ServiceCard
                key={service.id}
                userId={user.id}
                service={service}
                selected={service.id === selectedId}
                onSelect={() => {
                  revealFiguresOf.current = service.id
                  setSelectedId(service.id)
                }}
              />
            ))}
          </ul>
          {selected ? <ServiceFigures ref={figuresRef} service={selected} className="mt-8 scroll-mt-20" /> : null}
        </>
      )}
    </Container>
  )
}
