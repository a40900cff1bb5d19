import { pageTitle } from '@/lib/page-title'
import type { TemplateSearchParams } from './template-search'

/**
 * What the four listing routes (`/templates`, `/templates/page/{page}`,
 * `/templates/category/{categorySlug}` and its pages) share. It stays in the route tree, and so in
 * every page's first download: plain code only. The loader reads the query with
 * parseTemplateSearch, which takes any value and drops what the list does not know.
 */
export const templateListRouteOptions = {
  validateSearch: (raw: Record<string, unknown>) => raw as TemplateSearchParams,
  loaderDeps: ({ search }: { search: TemplateSearchParams }) => search,
  // The description and the category's title come with the loader's code.
  head: ({ loaderData }: { loaderData?: { meta: { title?: string; name?: string; content?: string }[] } }) => ({
    meta: loaderData?.meta ?? [{ title: pageTitle('Templates') }],
  }),
}
