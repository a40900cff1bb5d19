import { Link } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import type * as React from 'react'
import { PRODUCT_NAME } from '@/lib/config'

type AuthPlaceholderProps = {
  title: string
  subtitle: string
  /** The link to the other auth screen. */
  footer: React.ReactNode
}

/** Frame of the sign-in and register screens, which render outside the main layout. */
export function AuthPlaceholder({ title, subtitle, footer }: AuthPlaceholderProps) {
  return (
    <div className="relative isolate flex min-h-svh flex-col items-center justify-center px-4 py-16">
      <div aria-hidden="true" className="bg-grid -z-10 absolute inset-0" />
      <div
        aria-hidden="true"
        className="-z-10 -translate-x-1/2 absolute top-1/4 left-1/2 h-72 w-[32rem] max-w-full rounded-full bg-sky-500/10 blur-3xl"
      />
      <Link
        to="/"
        className="absolute top-6 left-6 inline-flex items-center gap-2 rounded-md px-2 py-1 text-muted-foreground text-sm transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Home
      </Link>
      <section
        aria-labelledby="auth-title"
        className="w-full max-w-sm rounded-2xl border bg-card p-8 text-center shadow-xl shadow-black/5"
      >
        <img src="/logo.svg" alt={PRODUCT_NAME} width={44} height={44} className="mx-auto size-11" />
        <h1 id="auth-title" className="mt-6 font-bold text-2xl tracking-tight">
          {title}
        </h1>
        <p className="mt-2 text-muted-foreground text-sm">{subtitle}</p>
        <p className="mt-8 rounded-lg border border-dashed bg-muted/50 px-4 py-3 text-muted-foreground text-sm">
          Email, Google and GitHub sign-in open here shortly.
        </p>
        <p className="mt-8 text-muted-foreground text-sm">{footer}</p>
      </section>
    </div>
  )
}
