import * as React from 'react'
import { DocsSidebarNav } from './docs-sidebar-nav'

/**
 * The components area: a sidebar that stays in place from md up, and the page beside it. The
 * sidebar is a Suspense boundary of its own, so its many links hydrate in a task apart from the page.
 */
export function DocsLayout({ children }: { children: React.ReactNode }) {
  return (
    <div data-slot="docs-layout" className="mx-auto flex w-full max-w-screen-2xl flex-1 px-4 sm:px-6">
      <div className="hidden w-56 shrink-0 border-r md:block lg:w-60">
        <div className="sticky top-14 h-[calc(100svh-3.5rem)] overflow-y-auto overscroll-contain py-8 pr-3">
          <React.Suspense fallback={null}>
            <DocsSidebarNav />
          </React.Suspense>
        </div>
      </div>
      <div className="min-w-0 flex-1 md:pl-8 lg:pl-12">{children}</div>
    </div>
  )
}
