import type * as React from 'react'
import { Container } from '@/components/page/container'

/** Frame of the signed-in account pages (profile, settings). */
export function AccountPage({
  title,
  description,
  children,
}: {
  title: string
  description: string
  children: React.ReactNode
}) {
  return (
    <Container className="max-w-3xl py-12 sm:py-16">
      <h1 className="font-bold text-3xl tracking-tight">{title}</h1>
      <p className="mt-2 text-muted-foreground">{description}</p>
      <div className="mt-10 grid gap-8">{children}</div>
    </Container>
  )
}

/** One titled card of an account page. */
export function AccountSection({
  id,
  title,
  description,
  children,
}: {
  id: string
  title: string
  description?: string
  children: React.ReactNode
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl border bg-card p-6 shadow-sm">
      <h2 id={id} className="font-semibold text-lg">
        {title}
      </h2>
      {description ? <p className="mt-1 text-muted-foreground text-sm">{description}</p> : null}
      <div className="mt-6">{children}</div>
    </section>
  )
}
