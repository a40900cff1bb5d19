import type { SnippetFacetsResponse } from '@snipstack/contracts'
import { type SnippetCategory, type SnippetLanguage, snippetCategories } from '@snipstack/contracts/snippet-constants'
import { cn } from '@snipstack/ui/lib/utils'
import { Link, useNavigate } from '@tanstack/react-router'
import { filterLanguages, type SnippetSearch, snippetListLink } from './snippet-search'

/**
 * Shows the list searched for `name` (undefined: no search): a new search starts at page 1 and
 * keeps the filters and the order (docs/product.md, Search).
 */
export function useSnippetSearch() {
  const navigate = useNavigate({ from: '/snippets/' })
  return (name: string | undefined) => void navigate({ search: (previous) => ({ ...previous, name, page: undefined }) })
}

type FilterProps<T extends string> = {
  label: string
  values: readonly T[]
  current: T | undefined
  searchFor: (value: T | undefined) => SnippetSearch
}

/** A row of links, 'All' first, the current one marked; each starts the list at page 1. */
function FilterRow<T extends string>({ label, values, current, searchFor }: FilterProps<T>) {
  const chip = (value: T | undefined, text: string) => {
    const active = value === current
    return (
      <li key={text}>
        <Link
          to="/snippets"
          search={searchFor(value)}
          // The router marks the chip of the list on screen (aria-current="page"); only an exact match counts.
          activeOptions={{ exact: true, includeSearch: true }}
          className={cn(
            'inline-flex h-8 items-center rounded-full border px-3 text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40',
            active
              ? 'border-primary bg-primary font-medium text-primary-foreground'
              : 'hover:bg-muted hover:text-foreground',
          )}
        >
          {text}
        </Link>
      </li>
    )
  }
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-2">
      <span className="w-20 shrink-0 font-medium text-muted-foreground text-xs uppercase tracking-wider">{label}</span>
      <ul className="flex flex-wrap gap-1.5">
        {chip(undefined, 'All')}
        {values.map((value) => chip(value, value))}
      </ul>
    </nav>
  )
}

/**
 * Language and category filters: the values of docs/product.md, Snippets, first, then the other
 * languages the catalogue holds (filterLanguages, from the facet counts).
 */
export function SnippetFilters({
  search,
  languages,
}: {
  search: SnippetSearch
  languages: readonly SnippetFacetsResponse['languages'][number][] | undefined
}) {
  return (
    <div data-slot="snippet-filters" className="flex flex-col gap-3">
      <FilterRow<SnippetLanguage>
        label="Language"
        values={filterLanguages(languages, search.language)}
        current={search.language}
        searchFor={(language) => snippetListLink(search, { language }).search}
      />
      <FilterRow<SnippetCategory>
        label="Category"
        values={snippetCategories}
        current={search.category}
        searchFor={(category) => snippetListLink(search, { category }).search}
      />
    </div>
  )
}
