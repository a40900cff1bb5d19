import type { SnippetFacetsResponse } from '@snipstack/contracts'
import { SNIPPET_SEARCH_MAX, type SnippetCategory } from '@snipstack/contracts/snippet-constants'
import { Component, Database, type LucideIcon, Settings2, SquareFunction, Webhook } from 'lucide-react'
import { type HubContent, hubEntry, POPULAR_TAGS } from '@/features/catalog/sidebar/hub-data'
import { type SnippetSearch, snippetListLink } from './snippet-search'

const categoryIcons: Record<SnippetCategory, LucideIcon> = {
  Hook: Webhook,
  Function: SquareFunction,
  Component: Component,
  Config: Settings2,
  Query: Database,
}

const languageColours: Record<string, string> = {
  JavaScript: 'bg-yellow-400',
  TypeScript: 'bg-blue-500',
  Python: 'bg-sky-600',
  CSS: 'bg-fuchsia-500',
  YAML: 'bg-rose-500',
  SQL: 'bg-amber-500',
  Go: 'bg-cyan-600',
}

/** The most used tags, and the chosen one after them when it is not among those, so it can be cleared. */
function popularTags(tags: SnippetFacetsResponse['tags'], chosen: string | undefined) {
  const popular = tags.slice(0, POPULAR_TAGS)
  const extra = chosen && !popular.some((tag) => tag.name === chosen) && tags.find((tag) => tag.name === chosen)
  return extra ? [...popular, extra] : popular
}

/**
 * The Template Hub beside the snippet list (docs/product.md, Catalogue lists): the counts come from
 * the catalogue (published snippets), and each entry is a link that filters the list by it (the
 * query's `category`, `language` or `tag`, with the list's other filters kept) or, for the chosen
 * one, clears that filter; all of it lives in the URL, so Back and Forward retrace it. The quick
 * actions order the whole catalogue: 'Featured Templates' by rating, 'Trending Now' by views. The
 * search box sends the trimmed text to `name`, from page 1, keeping the other filters
 * (docs/product.md, Search). Without the counts (their request failed) the lists are empty and
 * the rest still works.
 */
export function snippetHubContent(
  facets: SnippetFacetsResponse | undefined,
  listing: SnippetSearch,
  onSearch: (name: string | undefined) => void,
): HubContent {
  const { categories = [], languages = [], tags = [] } = facets ?? {}
  return {
    categories: categories.map(({ name, count }) =>
      hubEntry({ name, count, icon: categoryIcons[name] }, name, listing.category, (category) =>
        snippetListLink(listing, { category }),
      ),
    ),
    languages: languages.map(({ name, count }) =>
      hubEntry(
        { name, count, color: languageColours[name] ?? 'bg-muted-foreground' },
        name,
        listing.language,
        (language) => snippetListLink(listing, { language }),
      ),
    ),
    tags: popularTags(tags, listing.tag).map(({ name, count }) =>
      hubEntry({ name, count, color: 'bg-primary/60' }, name, listing.tag, (tag) => snippetListLink(listing, { tag })),
    ),
    quickActions: [snippetListLink({}, { sort: 'rating' }), snippetListLink({}, { sort: 'popular' })],
    // In the hub and above the list alike. The GET form carries the other filters too, for a visit
    // before the script has loaded.
    search: {
      action: '/snippets',
      label: 'Search snippets',
      placeholder: 'Search snippets...',
      max: SNIPPET_SEARCH_MAX,
      hidden: { language: listing.language, category: listing.category, tag: listing.tag, sort: listing.sort },
      onSearch,
    },
  }
}
