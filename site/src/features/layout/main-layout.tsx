import * as React from 'react'
import { Banner } from './banner'
import { PageContent } from './page-content'
import { SiteFooter } from './site-footer'

const mainId = 'main-content'

/**
 * Banner, header, the page inside its error boundary, footer. The header and the footer are Suspense
 * boundaries of their own: React hydrates them apart from the page, yielding to the browser between
 * them, instead of in one long task that would hold up the first tap or key. The page hydrates with
 * the root, so what it sets up on mount (deferred sections, observers) is never kept waiting.
 */
export function MainLayout({ header, children }: { header?: React.ReactNode; children: React.ReactNode }) {
  return (
    <div data-slot="main-layout" className="relative flex min-h-svh flex-col">
      <a
        href={`#${mainId}`}
        className="sr-only rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground text-sm focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[100] focus:outline-none focus:ring-2 focus:ring-ring focus:ring-offset-2"
      >
        Skip to content
      </a>
      <Banner />
      <React.Suspense fallback={null}>{header}</React.Suspense>
      <main id={mainId} tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <PageContent>{children}</PageContent>
      </main>
      <React.Suspense fallback={null}>
        <SiteFooter />
      </React.Suspense>
    </div>
  )
}

/** The page alone, for screens that bring their own chrome (sign-in, register). */
export function BareLayout({ children }: { children: React.ReactNode }) {
  return (
    <main data-slot="bare-layout" className="flex min-h-svh flex-col">
      <PageContent>{children}</PageContent>
    </main>
  )
}
