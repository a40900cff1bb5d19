import type * as React from 'react'
import { Banner } from './banner'
import { PageContent } from './page-content'
import { SiteFooter } from './site-footer'

const mainId = 'main-content'

/** Banner, header, the page inside its error boundary, footer. */
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
      {header}
      <main id={mainId} tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <PageContent>{children}</PageContent>
      </main>
      <SiteFooter />
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
