import type { QueryClient } from '@tanstack/react-query'
import { notFound, redirect } from '@tanstack/react-router'
import { pageTitle } from '@/lib/page-title'
import type { ServerApi } from '@/lib/server-api'
import { templateFacetsQueryOptions, templateListQueryOptions } from './template-api'
import {
  listingLink,
  parseCategorySlug,
  parsePageSegment,
  parseTemplateSearch,
  type TemplateListing,
  type TemplateSearchParams,
} from './template-search'

type Params = { categorySlug?: string; page?: string; search: TemplateSearchParams }

/**
 * The listing's loader: the path and query read with the page's rules, the page of templates and
 * the Template Hub's counts into the query cache (dehydrated into the server's HTML, so the list
 * reads the preloaded value for this URL, spec §4). A category or page segment that names nothing,
 * and a category the API does not know, answer with the not-found page (HTTP 404). Imported on
 * demand by the routes, so the API client stays out of other pages' first download.
 */
export async function loadTemplateList(params: Params, queryClient: QueryClient, serverApi?: ServerApi) {
  const categorySlug = params.categorySlug === undefined ? undefined : parseCategorySlug(params.categorySlug)
  const page = params.page === undefined ? 1 : parsePageSegment(params.page)
  if ((params.categorySlug !== undefined && !categorySlug) || !page) throw notFound()
  const listing: TemplateListing = { categorySlug, page, search: parseTemplateSearch(params.search) }
  // Page 1 has one address, without `/page/1`.
  if (params.page === '1') throw redirect({ ...listingLink(listing), replace: true })
  const [list] = await Promise.all([
    queryClient.ensureQueryData(templateListQueryOptions(listing, serverApi)),
    // The hub's counts are not worth failing the page for: it shows without them.
    queryClient.ensureQueryData(templateFacetsQueryOptions(serverApi)).catch(() => undefined),
  ])
  if (!list) throw notFound()
  return { listing, meta: listMeta(list.category?.title) }
}

/** The listing's `<title>` and description; a category names itself as the heading does (spec §2). */
function listMeta(category: string | undefined) {
  const heading = category ? `Templates - ${category}` : 'Templates'
  return [
    { title: pageTitle(heading) },
    {
      name: 'description',
      content:
        'Download-ready templates: Dockerfiles, Compose stacks, Kubernetes manifests, Helm charts, NGINX configs, CI pipelines, Terraform modules and project starters.',
    },
  ]
}
