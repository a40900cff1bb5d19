import { AnchorProvider } from 'fumadocs-core/toc'
import * as React from 'react'
import { ItemBadges } from '@/components/item-badges'
import type { DocPage } from '../catalog'
import type { TocEntry } from '../toc-entries'
import { PrevNext } from './prev-next'
import { TableOfContents } from './table-of-contents'

/** Every docs page: heading, body, previous/next links, and the table of contents beside it on wide screens. */
export function DocShell({ page, toc, children }: { page: DocPage; toc: TocEntry[]; children: React.ReactNode }) {
  return (
    <AnchorProvider toc={toc} single>
      {/* A grid rather than a flex row: its columns exist before the browser has parsed the table of
          contents, so the page does not narrow when that arrives after the article. */}
      <div className="grid gap-10 xl:grid-cols-[minmax(0,1fr)_13rem] xl:gap-14">
        <article data-slot="doc-page" data-kind={page.kind} className="min-w-0 py-8 lg:py-10">
          <header className="mb-8">
            <p className="font-medium text-muted-foreground text-sm">{page.section}</p>
            <div className="mt-2 flex flex-wrap items-center gap-3">
              <h1 className="text-balance font-bold text-3xl tracking-tight sm:text-4xl">{page.title}</h1>
              <span className="flex items-center gap-1.5 [&_[data-slot=badge]]:px-2 [&_[data-slot=badge]]:py-1 [&_[data-slot=badge]]:text-xs">
                <ItemBadges label={page.label} paid={page.paid} />
              </span>
            </div>
            {page.description && (
              <p className="mt-3 max-w-2xl text-pretty text-lg text-muted-foreground leading-relaxed">
                {page.description}
              </p>
            )}
          </header>
          {children}
          <PrevNext href={page.href} />
        </article>
        <div className="hidden xl:block">
          <div className="sticky top-20 max-h-[calc(100svh-6rem)] overflow-y-auto py-10">
            {/* Hydrated apart from the page, like the sidebar. */}
            <React.Suspense fallback={null}>
              <TableOfContents toc={toc} />
            </React.Suspense>
          </div>
        </div>
      </div>
    </AnchorProvider>
  )
}
