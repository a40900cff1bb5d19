import { templateSorts } from '@snipstack/contracts/template-constants'
import { cn } from '@snipstack/ui/lib/utils'
import { Link, useNavigate } from '@tanstack/react-router'
import { LayoutGrid, List } from 'lucide-react'
import { useId } from 'react'
import { listingLink, type TemplateListing, type TemplateSearch, withSearch } from './template-search'

/** The sort options (docs/product.md, Templates) with the words the select shows. */
export const sortLabels: Record<(typeof templateSorts)[number], string> = {
  newest: 'Newest',
  popular: 'Most popular',
  rating: 'Top Rated',
  'price-low': 'Price: low to high',
  'price-high': 'Price: high to low',
}

const chipClass =
  'inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40'
const chipActive = 'border-primary bg-primary font-medium text-primary-foreground'

/**
 * All, Free, Paid, with All by default (docs/product.md, Templates); each is a link, so it works
 * before the script.
 */
export function PriceFilter({ listing }: { listing: TemplateListing }) {
  const options: [TemplateSearch['price'], string][] = [
    [undefined, 'All'],
    ['free', 'Free'],
    ['paid', 'Paid'],
  ]
  return (
    <nav aria-label="Price" className="flex items-center gap-2">
      <span className="font-medium text-muted-foreground text-xs uppercase tracking-wider">Price</span>
      <ul className="flex gap-1.5">
        {options.map(([price, label]) => {
          const active = listing.search.price === price
          return (
            <li key={label}>
              <Link
                {...listingLink(withSearch(listing, { price }))}
                // The router marks the chip of the list on screen (aria-current="page"); only an exact match counts.
                activeOptions={{ exact: true, includeSearch: true }}
                className={cn(chipClass, active ? chipActive : 'hover:bg-muted')}
              >
                {label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

/** The sort options, newest first by default (docs/product.md, Templates). */
export function SortSelect({ listing }: { listing: TemplateListing }) {
  const navigate = useNavigate()
  const id = useId()
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="font-medium text-muted-foreground text-xs uppercase tracking-wider">
        Sort
      </label>
      <select
        id={id}
        value={listing.search.sort ?? 'newest'}
        onChange={(event) => {
          const sort = event.target.value as (typeof templateSorts)[number]
          void navigate(listingLink(withSearch(listing, { sort: sort === 'newest' ? undefined : sort })))
        }}
        className="h-9 rounded-md border bg-background px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40"
      >
        {templateSorts.map((sort) => (
          <option key={sort} value={sort}>
            {sortLabels[sort]}
          </option>
        ))}
      </select>
    </div>
  )
}

/** Grid (the default: docs/product.md, Templates) or list; the page stays where it is. */
export function ViewToggle({ listing }: { listing: TemplateListing }) {
  const current = listing.search.view ?? 'grid'
  const option = (view: 'grid' | 'list', label: string, icon: React.ReactNode) => {
    const active = current === view
    return (
      <Link
        {...listingLink({ ...listing, search: { ...listing.search, view: view === 'list' ? 'list' : undefined } })}
        aria-label={`${label} view`}
        // The router marks the layout on screen (aria-current="page"); only an exact match counts.
        activeOptions={{ exact: true, includeSearch: true }}
        className={cn(
          'inline-flex size-9 items-center justify-center rounded-md transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40',
          active ? 'bg-muted text-foreground' : 'text-muted-foreground hover:text-foreground',
        )}
      >
        {icon}
      </Link>
    )
  }
  return (
    <fieldset aria-label="View" className="m-0 flex items-center gap-1 rounded-lg border p-0.5">
      {option('grid', 'Grid', <LayoutGrid aria-hidden="true" className="size-4" />)}
      {option('list', 'List', <List aria-hidden="true" className="size-4" />)}
    </fieldset>
  )
}

/** Price, sort and view: in a row on wider screens, in the filters drawer on small ones. */
export function TemplateFilters({ listing, className }: { listing: TemplateListing; className?: string }) {
  return (
    <div data-slot="template-filters" className={cn('flex flex-wrap items-center gap-x-6 gap-y-3', className)}>
      <PriceFilter listing={listing} />
      <SortSelect listing={listing} />
      <ViewToggle listing={listing} />
    </div>
  )
}
