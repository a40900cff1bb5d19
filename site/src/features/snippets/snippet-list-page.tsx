import type { Snippet } from '@snipstack/contracts'
import { snippetMessages } from '@snipstack/contracts/snippet-constants'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link, useRouterState } from '@tanstack/react-router'
import { Plus } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { Button } from '@/components/ui/button'
import { CatalogEmptyList } from '@/features/catalog/empty-list'
import { loadingAnotherList } from '@/features/catalog/loading'
import { ListSearchBox } from '@/features/catalog/search-box'
import { CatalogLayout } from '@/features/catalog/sidebar/catalog-layout'
import { SnippetCard } from './snippet-card'
import { SnippetFilters, useSnippetSearch } from './snippet-filters'
import { snippetHubContent } from './snippet-hub-content'
import { SnippetPager } from './snippet-pager'
import type { PreviewTokens } from './snippet-queries'
import { snippetFacetsQueryOptions, snippetListQueryOptions } from './snippet-queries'
import { clearFiltersLink, type SnippetSearch } from './snippet-search'

// The dialog (Radix, and the highlighter for the whole code) loads when a card first opens it.
const SnippetCodeDialog = lazy(() => import('./snippet-code-dialog'))

type Props = { search: SnippetSearch; previews: PreviewTokens }

/**
 * /snippets, 'Code Snippets' (docs/product.md, Snippets): search, filters, the cards of one page,
 * and the pager, beside the Template Hub with the catalogue's own counts.
 */
export function SnippetListPage({ search, previews }: Props) {
  const { data } = useSuspenseQuery(snippetListQueryOptions(search))
  const { data: facets } = useQuery(snippetFacetsQueryOptions())
  const onSearch = useSnippetSearch()
  // While the next list loads the current one stays, dimmed and marked busy.
  const loading = useRouterState({ select: loadingAnotherList })
  const [viewing, setViewing] = useState<Snippet | null>(null)
  const [dialogWanted, setDialogWanted] = useState(false)
  const { total, total_pages: totalPages, page } = data.pagination
  const hub = snippetHubContent(facets, search, onSearch)

  const openCode = (snippet: Snippet) => {
    setDialogWanted(true)
    setViewing(snippet)
  }

  return (
    <CatalogLayout hub={hub}>
      <div className="px-4 py-8 sm:px-6 lg:px-8">
        <header className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">
              Code Snippets{data.category ? ` - ${data.category}` : ''}
            </h1>
            <p className="mt-2 text-muted-foreground">
              Copy-ready code for everyday work: hooks, functions, components, configs and queries.
            </p>
          </div>
          <Button asChild>
            <Link to="/snippets/submit">
              <Plus aria-hidden="true" />
              Submit Your Snippet
            </Link>
          </Button>
        </header>

        <div className="mt-8 flex flex-col gap-4">
          <ListSearchBox {...hub.search} />
          <SnippetFilters search={search} languages={facets?.languages} />
        </div>

        <section
          aria-label="Snippets"
          aria-busy={loading}
          data-slot="snippet-list"
          className={loading ? 'opacity-60 transition-opacity' : 'transition-opacity'}
        >
          <p role="status" className="mt-6 text-muted-foreground text-sm">
            {total === 1 ? '1 snippet' : `${total.toLocaleString('en-US')} snippets`}
            {totalPages > 1 ? ` · page ${page} of ${totalPages}` : ''}
          </p>
          {data.snippets.length ? (
            <div className="mt-4 grid gap-5 sm:grid-cols-2 2xl:grid-cols-3">
              {data.snippets.map((snippet) => (
                <SnippetCard key={snippet.id} snippet={snippet} preview={previews[snippet.id]} onOpenCode={openCode} />
              ))}
            </div>
          ) : (
            <CatalogEmptyList slot="snippet-list-empty" clearFilters={clearFiltersLink(search)}>
              <p className="mt-4 font-medium">{snippetMessages.empty}</p>
            </CatalogEmptyList>
          )}
          <SnippetPager search={search} page={page} totalPages={totalPages} />
        </section>
      </div>
      {dialogWanted ? (
        <Suspense fallback={null}>
          <SnippetCodeDialog snippet={viewing} onClose={() => setViewing(null)} />
        </Suspense>
      ) : null}
    </CatalogLayout>
  )
}
