import type { TemplateFacetsResponse } from '@snipstack/contracts'
import type { TemplateCategorySlug } from '@snipstack/contracts/template-constants'
import { Anchor, Boxes, Cloud, Container, type LucideIcon, Network, Rocket, Ship, Workflow } from 'lucide-react'
import type { HubContent } from '@/features/catalog-sidebar/hub-data'
import { listingLink, type TemplateListing, withSearch } from './template-search'

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
}

/** How many of the most used tags the hub lists under Popular Tags. */
const POPULAR_TAGS = 10

/**
 * The Template Hub for the listing (spec §2, beyond its inert sample lists): the counts come from
 * the catalogue, and each entry is a link that filters the list by it (a category is its route,
 * a language or tag a query parameter) or, for the chosen one, clears that filter. The quick
 * actions order the list by rating ('Featured Templates') and downloads ('Trending Now').
 */
export function templateHubContent(
  facets: TemplateFacetsResponse,
  listing: TemplateListing,
  onSearch: (name: string | undefined) => void,
): HubContent {
  const { categorySlug, search } = listing
  return {
    categories: facets.categories.map((category) => {
      const selected = category.slug === categorySlug
      return {
        name: category.title,
        count: category.count,
        icon: categoryIcons[category.slug],
        selected,
        link: listingLink({ categorySlug: selected ? undefined : category.slug, page: 1, search }),
      }
    }),
    languages: facets.languages.map(({ name, count }) => {
      const selected = search.language === name
      return {
        name,
        count,
        color: languageColours[name] ?? 'bg-muted-foreground',
        selected,
        link: listingLink(withSearch(listing, { language: selected ? undefined : name })),
      }
    }),
    tags: facets.tags.slice(0, POPULAR_TAGS).map(({ name, count }) => {
      const selected = search.tag === name
      return {
        name,
        count,
        color: 'bg-primary/60',
        selected,
        link: listingLink(withSearch(listing, { tag: selected ? undefined : name })),
      }
    }),
    quickActions: [
      listingLink({ page: 1, search: { sort: 'rating' } }),
      listingLink({ page: 1, search: { sort: 'popular' } }),
    ],
    onSearch,
  }
}
