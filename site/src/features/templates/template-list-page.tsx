import type { TemplateCard as Template } from '@snipstack/contracts'
import { templateMessages } from '@snipstack/contracts/template-constants'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate, useRouterState } from '@tanstack/react-router'
import { SlidersHorizontal } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { NotFoundPage } from '@/components/page/not-found-page'
import { Button } from '@/components/ui/button'
import { CatalogEmptyList } from '@/features/catalog/empty-list'
import { loadingAnotherList } from '@/features/catalog/loading'
import { CatalogPager } from '@/features/catalog/pager'
import { firstPagesItems } from '@/features/catalog/pager-items'
import { ListSearchBox } from '@/features/catalog/search-box'
import { CatalogLayout } from '@/features/catalog/sidebar/catalog-layout'
import { TemplateCard } from './template-card'
import { TemplateFilters } from './template-filters'
import { templateHubContent } from './template-hub-content'
import { templateFacetsQueryOptions, templateListQueryOptions } from './template-queries'
import { clearFiltersLink, listingLink, type TemplateListing, withSearch } from './template-search'

// Radix's sheet comes with the first opening; wide screens never need it.
const TemplateFiltersDrawer = lazy(() => import('./template-filters-drawer'))

/**
 * The templates listing (docs/product.md, Templates): heading, search, price, sort, grid or list,
 * the cards of one page and the pager, beside the Template Hub. Its state is the URL (routes and
 * query string).
 */
export function TemplateListPage({ listing }: { listing: TemplateListing }) {
  const { data } = useSuspenseQuery(templateListQueryOptions(listing))
  const { data: facets } = useQuery(templateFacetsQueryOptions())
  const navigate = useNavigate()
  // A skeleton stands in for the cards while the next list loads (docs/product.md, Catalogue lists).
  const loading = useRouterState({ select: loadingAnotherList })
  const [filtersOpen, setFiltersOpen] = useState(false)
  const [filtersWanted, setFiltersWanted] = useState(false)
  if (!data) return <NotFoundPage />
  const { total, total_pages: totalPages, page } = data.pagination
  const view = listing.search.view ?? 'grid'
  const search = (name: string | undefined) => void navigate(listingLink(withSearch(listing, { name })))
  const hub = templateHubContent(facets, listing, search)

  return (
    <CatalogLayout hub={hub}>
      <div className="px-4 py-8 sm:px-6 lg:px-8">
        <header>
          <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">
            Templates{data.category ? ` - ${data.category.title}` : ''}
          </h1>
          <p className="mt-2 text-muted-foreground">
            Production-ready Dockerfiles, Compose stacks, Kubernetes manifests, Helm charts, NGINX configs, CI
            pipelines, Terraform modules and project starters.
          </p>
        </header>

        <div className="mt-8 flex flex-wrap items-center gap-4">
          <ListSearchBox {...hub.search} />
          <TemplateFilters listing={listing} className="hidden md:flex" />
          <Button
            variant="outline"
            className="md:hidden"
            aria-haspopup="dialog"
            aria-expanded={filtersOpen}
            onClick={() => {
              setFiltersWanted(true)
              setFiltersOpen(true)
            }}
          >
            <SlidersHorizontal aria-hidden="true" />
            Filters
          </Button>
        </div>

        <section aria-label="Templates" aria-busy={loading} data-slot="template-list" data-view={view}>
          <p role="status" className="mt-6 text-muted-foreground text-sm">
            {total === 1 ? '1 template' : `${total.toLocaleString('en-US')} templates`}
            {totalPages > 1 ? ` · page ${page} of ${totalPages}` : ''}
          </p>
          {loading ? (
            <TemplateSkeleton view={view} />
          ) : data.templates.length ? (
            <Cards templates={data.templates} view={view} />
          ) : (
            <CatalogEmptyList slot="template-list-empty" clearFilters={clearFiltersLink(listing)}>
              <h2 className="mt-4 font-semibold text-lg">{templateMessages.emptyTitle}</h2>
              <p className="mt-1 max-w-md text-muted-foreground">{templateMessages.empty}</p>
            </CatalogEmptyList>
          )}
          <CatalogPager
            items={firstPagesItems(totalPages)}
            page={page}
            totalPages={totalPages}
            slot="template-pager"
            linkTo={(target) => listingLink({ ...listing, page: target })}
          />
        </section>
      </div>
      {filtersWanted ? (
        <Suspense fallback={null}>
          <TemplateFiltersDrawer open={filtersOpen} onOpenChange={setFiltersOpen} listing={listing} />
        </Suspense>
      ) : null}
    </CatalogLayout>
  )
}

const gridClass = 'mt-4 grid gap-5 sm:grid-cols-2 2xl:grid-cols-3'
const listClass = 'mt-4 flex flex-col gap-4'

function Cards({ templates, view }: { templates: Template[]; view: 'grid' | 'list' }) {
  return (
    <div className={view === 'list' ? listClass : gridClass}>
      {templates.map((template) => (
        <TemplateCard key={template.id} template={template} view={view} />
      ))}
    </div>
  )
}

/** Placeholder cards in the list's layout while the next list loads. */
function TemplateSkeleton({ view }: { view: 'grid' | 'list' }) {
  return (
    <div data-slot="template-skeleton" aria-hidden="true" className={view === 'list' ? listClass : gridClass}>
      {Array.from({ length: 6 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their position
        <div key={index} className="animate-pulse overflow-hidden rounded-xl border motion-reduce:animate-none">
          <div className="aspect-[1200/630] bg-muted" />
          <div className="flex flex-col gap-3 p-4">
            <div className="h-4 w-1/3 rounded bg-muted" />
            <div className="h-5 w-2/3 rounded bg-muted" />
            <div className="h-4 w-full rounded bg-muted" />
          </div>
        </div>
      ))}
    </div>
  )
}
