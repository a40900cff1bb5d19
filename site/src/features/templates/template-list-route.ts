import { pageTitle } from '@/lib/page-title'
import { parseTemplateSearch, type TemplateSearch } from './template-search'

/**
 * What the four listing routes (`/templates`, `/templates/page/{page}`,
 * `/templates/category/{categorySlug}` and its pages) share. It stays in the route tree, and so in
 * every page's first download: plain code only. The query is parsed here, so `useSearch()` and the
 * loader see the listing's values and the URL has one rule set; with the snippet list's rules this
 * costs every page's first download about 0.9 kB gzip (a minified bundle of the two parse
 * functions and the constants they use). The loaders come on demand with template-queries.ts:
 * importing it here would add the API client and the query library, about 11.5 kB gzip more.
 */
export const templateListRouteOptions = {
  validateSearch: parseTemplateSearch,
  // Only the listing's own keys: the router keeps unknown ones in `search` beside them.
  loaderDeps: ({ search: { name, price, sort, view, language, tag } }: { search: TemplateSearch }) => ({
    name,
    price,
    sort,
    view,
    language,
    tag,
  }),
  // The description and the category's title come with the loader's code.
  head: ({ loaderData }: { loaderData?: { meta: { title?: string; name?: string; content?: string }[] } }) => ({
    meta: loaderData?.meta ?? [{ title: pageTitle('Templates') }],
  }),
}
