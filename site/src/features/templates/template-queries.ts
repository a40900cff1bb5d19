import type {
  TemplateDemoSection,
  TemplateDetail,
  TemplateFacetsResponse,
  TemplateFile,
  TemplateListResponse,
} from '@snipstack/contracts'
import { templatePreviewUrl } from '@snipstack/contracts/template-constants'
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { notFound, redirect } from '@tanstack/react-router'
import { isHTTPError } from 'ky'
import { lastPageInstead } from '@/features/catalog/page-bounds'
import { api } from '@/lib/api/api-client'
import { readContract } from '@/lib/api/contract-json'
import { retryUnlessClientError } from '@/lib/api/retry'
import { type ServerApi, serverApiClient } from '@/lib/api/server-api'
import { pageTitle } from '@/lib/page-title'
import type { HighlightedFile } from './template-file-viewer'
import {
  type DemoSearch,
  listingLink,
  parseCategorySlug,
  parsePageSegment,
  type TemplateListing,
  type TemplateSearch,
  templateListQuery,
} from './template-search'

/*
 * The templates' queries and the loaders of the pages that read them: the listing, a template's
 * page and its live demo. The routes import this module on demand, so the API client and the query
 * library stay out of every other page's first download.
 */

const MINUTE = 60_000
/** A template's detail is stale after 10 minutes and dropped after 30 (docs/product.md, Templates). */
export const TEMPLATE_STALE_MS = 10 * MINUTE
export const TEMPLATE_GC_MS = 30 * MINUTE

/**
 * The cache keys of every page of the listing and of one template; a rating's new average is
 * written into both (ratings/rating-write.ts).
 */
export const templateListKey = ['templates', 'list'] as const
export const templateKey = (slug: string) => ['templates', 'single', slug] as const

/**
 * One page of the listing (`GET /api/templates/list`), or null when its category names none (the
 * API's 404), so the page answers with the not-found page. Stale after 2 minutes, dropped 5 minutes
 * after its last use (docs/product.md, Templates). While the server renders, the call is answered
 * in process.
 */
export const templateListQueryOptions = (listing: TemplateListing, serverApi?: ServerApi) => {
  const query = templateListQuery(listing)
  return queryOptions({
    queryKey: [...templateListKey, query],
    queryFn: async (): Promise<TemplateListResponse | null> => {
      const client = serverApi ? serverApiClient(serverApi) : api
      try {
        return await readContract(client.get('templates/list', { searchParams: query }), 'templateListResponse')
      } catch (error) {
        if (isHTTPError(error) && error.response.status === 404) return null
        throw error
      }
    },
    staleTime: 2 * MINUTE,
    gcTime: 5 * MINUTE,
    retry: retryUnlessClientError,
  })
}

/** The Template Hub's lists with their counts (`GET /api/templates/facets`). */
export const templateFacetsQueryOptions = (serverApi?: ServerApi) =>
  queryOptions({
    queryKey: ['templates', 'facets'],
    queryFn: async (): Promise<TemplateFacetsResponse> => {
      const client = serverApi ? serverApiClient(serverApi) : api
      return readContract(client.get('templates/facets'), 'templateFacetsResponse')
    },
    staleTime: 5 * MINUTE,
    gcTime: 10 * MINUTE,
    retry: retryUnlessClientError,
  })

/**
 * One template with its README and files (`GET /api/templates/single`) by slug or id, or null
 * when none answers: an unknown one (404) and one the API refuses as malformed (422) both name no
 * page.
 */
export async function fetchTemplate(
  searchParams: { slug: string } | { id: string },
  serverApi?: ServerApi,
): Promise<TemplateDetail | null> {
  const client = serverApi ? serverApiClient(serverApi) : api
  try {
    const { template } = await readContract(client.get('templates/single', { searchParams }), 'templateSingleResponse')
    return template
  } catch (error) {
    if (isHTTPError(error) && (error.response.status === 404 || error.response.status === 422)) return null
    throw error
  }
}

/**
 * The template with this slug, or null for a slug no template has. Stale after 10 minutes, dropped
 * after 30 (docs/product.md, Templates).
 */
export const templateQueryOptions = (slug: string, serverApi?: ServerApi) =>
  queryOptions({
    queryKey: templateKey(slug),
    queryFn: () => fetchTemplate({ slug }, serverApi),
    staleTime: TEMPLATE_STALE_MS,
    gcTime: TEMPLATE_GC_MS,
    retry: retryUnlessClientError,
  })

/** The listing's path segments as the URL has them, and its query as the route parsed it. */
type Params = { categorySlug?: string; page?: string; search: TemplateSearch }

/**
 * The listing's loader: the path read with the page's rules, the page of templates and the Template
 * Hub's counts into the query cache (dehydrated into the server's HTML, so the list reads the
 * preloaded value for this URL: docs/product.md, Templates). A category segment that names
 * nothing, and a category the API does not know, answer with the not-found page (HTTP 404). A page
 * segment leads to the page's one address: page 1 without `/page/1`, no leading zeros, and a page
 * past the last to the last page, with the same filters (docs/product.md, Catalogue lists).
 */
export async function loadTemplateList(params: Params, queryClient: QueryClient, serverApi?: ServerApi) {
  const categorySlug = params.categorySlug === undefined ? undefined : parseCategorySlug(params.categorySlug)
  if (params.categorySlug !== undefined && !categorySlug) throw notFound()
  const page = params.page === undefined ? 1 : parsePageSegment(params.page)
  const listing: TemplateListing = { categorySlug, page, search: params.search }
  // Replacing the history entry, so Back does not return to an address that only sends on.
  if (params.page !== undefined && (page === 1 || params.page !== String(page)))
    throw redirect({ ...listingLink(listing), replace: true })
  const [list] = await Promise.all([
    queryClient.ensureQueryData(templateListQueryOptions(listing, serverApi)),
    // The hub's counts are not worth failing the page for: it shows without them.
    queryClient.ensureQueryData(templateFacetsQueryOptions(serverApi)).catch(() => undefined),
  ])
  if (!list) throw notFound()
  const last = lastPageInstead(page, list.pagination.total_pages)
  if (last) throw redirect({ ...listingLink({ ...listing, page: last }), replace: true })
  return { listing, meta: listMeta(list.category?.title) }
}

/**
 * The listing's `<title>` and description; a category names itself as the heading does
 * (docs/product.md, Templates).
 */
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

/**
 * The list the related templates come from: the first page of the template's category, as the
 * page's `RelatedTemplates` asks for it (the page leaves this one out and shows three).
 */
export const relatedListing = (template: Pick<TemplateDetail, 'category'>): TemplateListing => ({
  categorySlug: template.category.slug,
  page: 1,
  search: {},
})

/** The first file's tokens, or only its path when it has no language or the highlighter failed. */
async function highlightFirstFile(file: TemplateFile | undefined): Promise<HighlightedFile | undefined> {
  if (!file) return undefined
  if (!file.language) return { path: file.path }
  const { highlightFile } = await import('./file-highlighter')
  const highlighted = await highlightFile(file).catch((error: unknown) => {
    // The file still shows, uncoloured.
    console.error('Could not highlight the template file', error)
    return undefined
  })
  return { path: file.path, highlighted }
}

/**
 * What both template pages (the detail page and the demo) show without downloading a highlighter
 * or a Markdown parser: the first file's tokens and the README's tree. Made on the server for the
 * first page and in the browser on a client navigation; both travel with the loader data.
 */
export async function prepareTemplateView(template: TemplateDetail) {
  const [firstFile, { parseMarkdown }] = await Promise.all([
    highlightFirstFile(template.files[0]),
    import('@/components/markdown/markdown-tree'),
  ])
  return { firstFile, readme: parseMarkdown(template.readme) }
}

/**
 * The template page's loader: the template into the query cache (dehydrated into the server's
 * HTML), its related templates too (the first page of its category, which the page trims), and
 * what `prepareTemplateView` makes. An unknown slug is the not-found page (HTTP 404). Imported on
 * demand by the route, so the API client and the highlighter stay out of other pages' download.
 */
export async function loadTemplatePage(slug: string, queryClient: QueryClient, serverApi?: ServerApi) {
  const template = await queryClient.ensureQueryData(templateQueryOptions(slug, serverApi))
  if (!template) throw notFound()
  const [view] = await Promise.all([
    prepareTemplateView(template),
    // Suggestions are not worth failing the page for: it shows without them.
    queryClient.ensureQueryData(templateListQueryOptions(relatedListing(template), serverApi)).catch(() => null),
  ])
  const origin = serverApi?.origin ?? (typeof window === 'undefined' ? undefined : window.location.origin)
  return { meta: templateMeta(template, origin), ...view }
}

/**
 * The page's `<title>`, description and Open Graph tags, the preview image among them (absolute
 * when the origin is known, as Open Graph wants); built here so the route tree stays small.
 */
export function templateMeta(template: Pick<TemplateDetail, 'name' | 'description' | 'slug'>, origin?: string) {
  const title = pageTitle(template.name)
  const image = `${origin ?? ''}${templatePreviewUrl(template.slug)}`
  return [
    { title },
    { name: 'description', content: template.description },
    { property: 'og:type', content: 'article' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: template.description },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
  ]
}

/**
 * The slug of the template with this id (`GET /api/templates/single?id=`), or null for an id no
 * template has (404) or that is no id at all (422). The template itself goes into the cache under
 * its slug, where the page (and the template's own page) reads it: this query holds only the slug,
 * so the server's HTML carries the template once.
 */
export const templateSlugByIdQueryOptions = (id: string, queryClient: QueryClient, serverApi?: ServerApi) =>
  queryOptions({
    queryKey: ['templates', 'slug-by-id', id],
    queryFn: async (): Promise<string | null> => {
      const template = await fetchTemplate({ id }, serverApi)
      if (template) queryClient.setQueryData(templateQueryOptions(template.slug).queryKey, template)
      return template?.slug ?? null
    },
    staleTime: TEMPLATE_STALE_MS,
    gcTime: TEMPLATE_GC_MS,
    retry: retryUnlessClientError,
  })

/**
 * The demo page's loader (`/demo.php?id={id}&type=template`; docs/product.md, Templates): `type`
 * must be `template` and `id` a template's, else the not-found page (HTTP 404). The template into
 * the query cache, and its first file's tokens and README tree as the template page has them.
 */
export async function loadDemoPage(search: DemoSearch, queryClient: QueryClient, serverApi?: ServerApi) {
  const { id } = search
  if (search.type !== 'template' || !id) throw notFound()
  const slug = await queryClient.ensureQueryData(templateSlugByIdQueryOptions(id, queryClient, serverApi))
  if (!slug) throw notFound()
  const template = await queryClient.ensureQueryData(templateQueryOptions(slug, serverApi))
  if (!template) throw notFound()
  const [view, demo] = await Promise.all([prepareTemplateView(template), fetchTemplateDemo(slug, serverApi)])
  return { slug, meta: demoMeta(template), demo, ...view }
}

/**
 * What the template produces (`GET /api/templates/{slug}/demo`), read by the server from its files,
 * or null when it cannot be had: the demo shows the README and files without it.
 */
export async function fetchTemplateDemo(slug: string, serverApi?: ServerApi): Promise<TemplateDemoSection[] | null> {
  const client = serverApi ? serverApiClient(serverApi) : api
  try {
    const path = `templates/${encodeURIComponent(slug)}/demo`
    return (await readContract(client.get(path, { retry: 0 }), 'templateDemoResponse')).sections
  } catch {
    return null
  }
}

/** The demo's `<title>` and description; search engines are sent to the template's own page. */
export function demoMeta(template: Pick<TemplateDetail, 'name' | 'description'>) {
  return [
    { title: pageTitle(`Live demo: ${template.name}`) },
    { name: 'description', content: template.description },
    { name: 'robots', content: 'noindex' },
  ]
}
