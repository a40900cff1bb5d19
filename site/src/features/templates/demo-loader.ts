import type { TemplateDetail } from '@snipstack/contracts'
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { retryUnlessClientError } from '@/features/auth/auth-api'
import { pageTitle } from '@/lib/page-title'
import type { ServerApi } from '@/lib/server-api'
import { fetchTemplate, TEMPLATE_GC_MS, TEMPLATE_STALE_MS, templateQueryOptions } from './template-api'
import { prepareTemplateView } from './template-loader'

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

/** A query value as one string: the router reads `?id=42` as a number. Anything else is absent. */
const text = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined

/**
 * The demo page's loader (`/demo.php?id={id}&type=template`, spec §2): `type` must be `template`
 * and `id` a template's, else the not-found page (HTTP 404). The template into the query cache,
 * and its first file's tokens and README tree as the template page has them. Imported on demand
 * by the route, as the template page's loader is.
 */
export async function loadDemoPage(search: Record<string, unknown>, queryClient: QueryClient, serverApi?: ServerApi) {
  const id = text(search.id)?.trim()
  if (search.type !== 'template' || !id) throw notFound()
  const slug = await queryClient.ensureQueryData(templateSlugByIdQueryOptions(id, queryClient, serverApi))
  if (!slug) throw notFound()
  const template = await queryClient.ensureQueryData(templateQueryOptions(slug, serverApi))
  if (!template) throw notFound()
  return { slug, meta: demoMeta(template), ...(await prepareTemplateView(template)) }
}

/** The demo's `<title>` and description; search engines are sent to the template's own page. */
export function demoMeta(template: Pick<TemplateDetail, 'name' | 'description'>) {
  return [
    { title: pageTitle(`Live demo: ${template.name}`) },
    { name: 'description', content: template.description },
    { name: 'robots', content: 'noindex' },
  ]
}
