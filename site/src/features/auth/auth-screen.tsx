import type * as React from 'react'
import { BackLink } from '@/components/page/back-link'
import { PRODUCT_NAME } from '@/lib/config'
import { TechnologyPanel } from './technology-panel'

type AuthScreenProps = {
  title: string
  subtitle: string
  children: React.ReactNode
}

/** Frame of the sign-in and register screens (bare layout): the form beside the technology panel. */
export function AuthScreen({ title, subtitle, children }: AuthScreenProps) {
  return (
    <div data-slot="auth-screen" className="grid min-h-svh flex-1 md:grid-cols-2">
      <div className="relative isolate flex flex-col px-4 py-6 sm:px-8">
        <div aria-hidden="true" className="bg-grid -z-10 absolute inset-0" />
        <div>
          <BackLink to="/" className="px-2 py-1">
            Back to Home
          </BackLink>
        </div>
        <section
          aria-labelledby="auth-title"
          className="mx-auto flex w-full max-w-sm flex-1 flex-col justify-center py-10"
        >
          <img src="/logo.svg" alt={PRODUCT_NAME} width={40} height={40} className="size-10" />
          <h1 id="auth-title" className="mt-6 font-bold text-2xl tracking-tight">
            {title}
          </h1>
          <p className="mt-2 text-muted-foreground text-sm">{subtitle}</p>
          <div className="mt-8">{children}</div>
        </section>
      </div>
      <TechnologyPanel className="hidden md:flex" />
    </div>
  )
}

/** The line between the provider buttons and the email form. */
export function AuthDivider({ children }: { children: React.ReactNode }) {
  return (
    <div className="my-6 flex items-center gap-3 text-muted-foreground text-xs">
      <span aria-hidden="true" className="h-px flex-1 bg-border" />
      <span>{children}</span>
      <span aria-hidden="true" className="h-px flex-1 bg-border" />
    </div>
  )
}
