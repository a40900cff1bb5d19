import type { TemplateCard as Template } from '@snipstack/contracts'
import { TEMPLATE_SEARCH_MAX, templateMessages } from '@snipstack/contracts/template-constants'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate, useRouterState } from '@tanstack/react-router'
import { SearchX, SlidersHorizontal } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { Button } from '@/components/ui/button'
import { loadingAnotherList } from '@/features/catalog/loading'
import { CatalogPager } from '@/features/catalog/pager'
import { firstPagesItems } from '@/features/catalog/pager-items'
import { CatalogSearchBox } from '@/features/catalog/search-box'
import { CatalogLayout } from '@/features/catalog-sidebar/catalog-layout'
import { NotFoundPage } from '@/features/layout/not-found-page'
import { templateFacetsQueryOptions, templateListQueryOptions } from './template-api'
import { TemplateCard } from './template-card'
import { TemplateFilters } from './template-filters'
import { templateHubContent } from './template-hub-content'
import { isFiltered, listingLink, listingPath, type TemplateListing, withSearch } from './template-search'

// Radix's sheet comes with the first opening; wide screens never need it.
const TemplateFiltersDrawer = lazy(() => import('./template-filters-drawer'))

/**
 * The templates listing (spec §2): heading, search, price, sort, grid or list, the cards of one
 * page and the pager, beside the Template Hub. Its state is the URL (routes and query string).
 */
export function TemplateListPage({ listing }: { listing: TemplateListing }) {
  const { data } = useSuspenseQuery(templateListQueryOptions(listing))
  const { data: facets } = useQuery(templateFacetsQueryOptions())
  const navigate = useNavigate()
  // A skeleton stands in for the cards while the next list loads (spec §2).
  const loading = useRouterState({ select: loadingAnotherList })
  const [filtersOpen, setFiltersOpen] = useState(false)
  const [filtersWanted, setFiltersWanted] = useState(false)
  if (!data) return <NotFoundPage />
  const { total, total_pages: totalPages, page } = data.pagination
  const view = listing.search.view ?? 'grid'
  const search = (name: string | undefined) => void navigate(listingLink(withSearch(listing, { name })))
  // The hub's box searches the whole catalogue, whatever the list on screen is filtered by.
  const searchAll = (name: string | undefined) => void navigate(listingLink({ page: 1, search: { name } }))

  return (
    <CatalogLayout hub={facets ? templateHubContent(facets, listing, searchAll) : undefined}>
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
          <CatalogSearchBox
            action={listingPath(listing.categorySlug, 1)}
            label="Search templates"
            placeholder="Search templates..."
            max={TEMPLATE_SEARCH_MAX}
            hidden={{ ...listing.search, name: undefined }}
            onSearch={search}
          />
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
            <EmptyList filtered={isFiltered(listing.search) || page > 1} listing={listing} />
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

function EmptyList({ filtered, listing }: { filtered: boolean; listing: TemplateListing }) {
  return (
    <div
      data-slot="template-list-empty"
      className="mt-4 flex flex-col items-center rounded-xl border border-dashed px-6 py-16 text-center"
    >
      <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
      <h2 className="mt-4 font-semibold text-lg">{templateMessages.emptyTitle}</h2>
      <p className="mt-1 max-w-md text-muted-foreground">{templateMessages.empty}</p>
      {filtered ? (
        <Button asChild variant="outline" className="mt-6">
          <Link {...listingLink({ categorySlug: listing.categorySlug, page: 1, search: {} })}>Clear filters</Link>
        </Button>
      ) : null}
    </div>
  )
}
