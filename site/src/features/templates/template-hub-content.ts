import type { TemplateFacetsResponse } from '@snipstack/contracts'
import { TEMPLATE_SEARCH_MAX, type TemplateCategorySlug } from '@snipstack/contracts/template-constants'
import { Anchor, Boxes, Cloud, Container, type LucideIcon, Network, Rocket, Ship, Workflow } from 'lucide-react'
import { type HubContent, hubEntry, POPULAR_TAGS } from '@/features/catalog/sidebar/hub-data'
import { listingLink, listingPath, type TemplateListing, withSearch } from './template-search'

const categoryIcons: Record<TemplateCategorySlug, LucideIcon> = {
  docker: Container,
  'docker-compose': Boxes,
  kubernetes: Ship,
  helm: Anchor,
  nginx: Network,
  'ci-cd': Workflow,
  terraform: Cloud,
  starters: Rocket,
}

const languageColours: Record<string, string> = {
  Dockerfile: 'bg-sky-500',
  YAML: 'bg-rose-500',
  HCL: 'bg-violet-500',
  NGINX: 'bg-green-600',
  TypeScript: 'bg-blue-500',
  JavaScript: 'bg-yellow-400',
  Go: 'bg-cyan-600',
  Python: 'bg-amber-500',
  Shell: 'bg-zinc-500',
  Rust: 'bg-orange-600',
  Java: 'bg-red-600',
  PHP: 'bg-indigo-400',
}

/**
 * The Template Hub for the listing (docs/product.md, Catalogue lists): the counts come from the
 * catalogue, and each entry is a link that filters the list by it (a category is its route, a
 * language or tag a query parameter) or, for the chosen one, clears that filter. The quick actions
 * order the list by rating ('Featured Templates') and downloads ('Trending Now'). The search box
 * searches the templates (`name`), keeping the other filters. Without the counts (their request
 * failed) the lists are empty and the rest still works.
 */
export function templateHubContent(
  facets: TemplateFacetsResponse | undefined,
  listing: TemplateListing,
  onSearch: (name: string | undefined) => void,
): HubContent {
  const { categorySlug, search } = listing
  const { categories = [], languages = [], tags = [] } = facets ?? {}
  return {
    categories: categories.map(({ slug, title, count }) =>
      hubEntry({ name: title, count, icon: categoryIcons[slug] }, slug, categorySlug, (value) =>
        listingLink({ categorySlug: value, page: 1, search }),
      ),
    ),
    languages: languages.map(({ name, count }) =>
      hubEntry(
        { name, count, color: languageColours[name] ?? 'bg-muted-foreground' },
        name,
        search.language,
        (language) => listingLink(withSearch(listing, { language })),
      ),
    ),
    tags: tags
      .slice(0, POPULAR_TAGS)
      .map(({ name, count }) =>
        hubEntry({ name, count, color: 'bg-primary/60' }, name, search.tag, (tag) =>
          listingLink(withSearch(listing, { tag })),
        ),
      ),
    quickActions: [
      listingLink({ page: 1, search: { sort: 'rating' } }),
      listingLink({ page: 1, search: { sort: 'popular' } }),
    ],
    search: {
      action: listingPath(categorySlug, 1),
      label: 'Search templates',
      placeholder: 'Search templates...',
      max: TEMPLATE_SEARCH_MAX,
      hidden: { ...search, name: undefined },
      onSearch,
    },
  }
}
