import type { LucideIcon } from 'lucide-react'
import type * as React from 'react'
import { Container } from '@/components/page/container'

type PlaceholderPageProps = {
  icon: LucideIcon
  /** Small label above the heading, naming the area of the site. */
  eyebrow: string
  title: string
  /** One or two sentences on what this page will hold. */
  children: React.ReactNode
  /** Links onwards, so a visitor is never left at a dead end. */
  actions?: React.ReactNode
}

/** A page whose real content is still being built: a clear heading, what is coming and where to go meanwhile. */
export function PlaceholderPage({ icon: Icon, eyebrow, title, children, actions }: PlaceholderPageProps) {
  return (
    <section aria-labelledby="page-title" data-slot="placeholder-page" className="relative isolate overflow-hidden">
      <div aria-hidden="true" className="bg-grid -z-10 absolute inset-0" />
      <div
        aria-hidden="true"
        className="-z-10 -translate-x-1/2 absolute top-0 left-1/2 h-72 w-[36rem] max-w-full rounded-full bg-violet-500/10 blur-3xl dark:bg-violet-500/15"
      />
      <Container className="flex flex-col items-center py-24 text-center sm:py-32">
        <div className="flex size-14 items-center justify-center rounded-2xl border bg-card shadow-sm">
          <Icon className="size-6 text-violet-600 dark:text-violet-400" aria-hidden="true" />
        </div>
        <p className="mt-6 font-medium text-muted-foreground text-sm uppercase tracking-widest">{eyebrow}</p>
        <h1
          id="page-title"
          className="mt-3 max-w-3xl text-balance break-words font-bold text-4xl tracking-tight sm:text-5xl"
        >
          {title}
        </h1>
        <p className="mt-5 max-w-2xl text-pretty text-lg text-muted-foreground leading-relaxed">{children}</p>
        {actions ? <div className="mt-10 flex flex-wrap items-center justify-center gap-3">{actions}</div> : null}
      </Container>
    </section>
  )
}
