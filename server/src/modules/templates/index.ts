import {
  proMessages,
  RENEWAL_HEADER,
  TEMPLATE_PAGE_SIZE,
  type TemplateCard,
  templateDemoResponse,
  templateFacetsResponse,
  templateFilesResponse,
  templateListQuery,
  templateListResponse,
  templateSingleQuery,
  templateSingleResponse,
  templateSlugParams,
  templateViewResponse,
  templateZipName,
} from '@snipstack/contracts'
import { Elysia } from 'elysia'
import { z } from 'zod'
import type { Database } from '../../db/client'
import { errorResponses } from '../../lib/errors'
import { etagOf, matchesEtag } from '../../lib/etag'
import { prepareJson, sendPrepared } from '../../lib/prepared-json'
import { type AuthService, authContext } from '../auth'
import {
  CATALOG_CACHE_CONTROL as cacheControl,
  createPreparedReadCache,
  createReadCache,
  type PreparedReadCache,
  type ReadCache,
} from '../catalog/read-cache'
import { countSearch } from '../catalog/search'
import { indexedRow, searchAnswerPreparation } from '../catalog/search-sync'
import { viewOf } from '../catalog/views'
import { createEntitlements } from '../pro/entitlements'
import { PAID_CACHE_CONTROL, requireEntitlement } from '../pro/gate'
import { ratingRoutes } from '../ratings'
import { ratedTemplates } from '../ratings/service'
import { templatePreviewSvg } from './content/preview'
import type { TemplateSeed } from './content/types'
import { templateDemo } from './demo'
import { FACETS_CACHE_KEY, listCacheKey, normaliseListRequest, singleCacheKey } from './list-query'
import { toFiles } from './rows'
import { createTemplateService, type TemplateService } from './service'

const tags = ['Templates']

/** An error answer as the OpenAPI document describes it, for routes that answer something other than JSON. */
const errorDoc = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } },
})

/**
 * Preview images are fetched a dozen at a time by every list page, so browsers and CDNs keep them
 * for a day; the ETag makes a revalidation after that cost a 304. A template whose looks changed
 * shows its new image within the day.
 */
const previewCacheControl = 'public, max-age=86400'
/**
 * The SVG is drawn by our code from our content, yet it is served as a document of its own (a
 * visitor may open it): it may not run or fetch anything, only style itself.
 */
const previewCsp = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'"

type PreparedSvg = { body: Uint8Array; etag: string }

const zipResponse = (slug: string, zip: Uint8Array) =>
  new Response(zip, {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${templateZipName(slug)}"`,
      // Downloads are counted, so no cache may answer one in our place.
      'Cache-Control': 'no-store',
    },
  })

/** The live demo of a template; a paid one's without the commands its files spell out (demo.ts). */
const demoOf = (source: TemplateSeed) => templateDemo(source.files, { paid: source.price !== undefined })

export type TemplatesModuleOptions = {
  /** The app's account service: who is signed in (a view counts per member, a download under their account) and the visitor key's secret. */
  auth: AuthService
  /** The catalogue's reads and counters; tests count or break them. */
  service?: TemplateService
  /** Where anonymous answers (lists, facets, single templates) are kept; a fresh cache by default. */
  readCache?: PreparedReadCache
  /** The clock that names the day a view counts on; tests move it. */
  now?: () => Date
}

/** A search's page: its templates come from the search index, which checked each one (search-sync.ts). */
const searchAnswer = templateListResponse.extend({ templates: z.array(indexedRow<TemplateCard>()) })
const searchPreparation = searchAnswerPreparation('templates')

/**
 * `/api/templates/*`: the templates catalogue (docs/product.md, Templates). Reading and downloading
 * free templates needs no account; a signed-in member's downloads are also kept under their account
 * (their workspace's templates figures). Lists, facets and single templates are answered from the
 * read cache as snippets are (catalog/read-cache.ts); downloads and views change the counters shown
 * on cards, which those answers show up to the cache's few seconds late: not worth a query per
 * request.
 */
export function templatesModule(database: Database, options: TemplatesModuleOptions) {
  const { auth, now = () => new Date() } = options
  const service = options.service ?? createTemplateService(database.db)
  const reads = options.readCache ?? createPreparedReadCache()
  const previews: ReadCache<PreparedSvg> = createReadCache()
  const entitlements = createEntitlements(database.db)

  return new Elysia({ prefix: '/templates' })
    .get(
      '/list',
      async ({ query, request, set }) => {
        const listRequest = normaliseListRequest(query)
        if (listRequest.name) await countSearch(auth, request)
        const answer = await reads.get(listCacheKey(listRequest), async () =>
          prepareJson(
            listRequest.name ? searchAnswer : templateListResponse,
            await service.list(listRequest),
            listRequest.name ? searchPreparation : {},
          ),
        )
        return sendPrepared(request, answer, { cacheControl, pending: set.headers })
      },
      {
        query: templateListQuery,
        response: { 200: templateListResponse, ...errorResponses(404, 422, 429, 503) },
        detail: {
          tags,
          summary: 'List templates',
          description: `${TEMPLATE_PAGE_SIZE} templates per page, filtered by \`categorySlug\`, \`price\`, \`language\`, \`tag\` and the search text \`name\`, newest first unless \`sort\` says otherwise. With \`name\` every word must be found in the name, tags, category, description or README: as written, by its stem, as a synonym, by its start when it is the word being typed (no space after it), or with a typo in a name or tag word. With \`name\` and no \`sort\`, the most relevant come first: name hits, then tag and category, description and README hits, the newest first among equals; \`total\` counts every match. Searches answer from an in-process index that shows a change within a second of it. An empty parameter counts as absent. 404 on field \`categorySlug\` for a category that does not exist; 422 on the parameter's \`field\` for a page that is not a number from 1 up, or an unknown price, sort or language. 429 with Retry-After past ${auth.limits.searchesPerIp.limit} searches a minute from one address (snippets and templates together); 503 with Retry-After while the database is unavailable.`,
        },
      },
    )
    .get(
      '/facets',
      async ({ request, set }) => {
        const answer = await reads.get(FACETS_CACHE_KEY, async () =>
          prepareJson(templateFacetsResponse, await service.facets()),
        )
        return sendPrepared(request, answer, { cacheControl, pending: set.headers })
      },
      {
        response: { 200: templateFacetsResponse },
        detail: {
          tags,
          summary: 'Sidebar counts',
          description:
            'How many templates each category (all of them, in order), each language in use and each tag in use holds; languages and tags most used first.',
        },
      },
    )
    .get(
      '/single',
      async ({ query, request, set }) => {
        // A 404 is thrown here and so never kept: the slug may be seeded a moment later. The
        // contract lets exactly one of `slug` and `id` through; ids are keyed apart from slugs.
        const { slug, id } = query
        const key = id === undefined ? singleCacheKey(slug ?? '') : `single-id:${id.toLowerCase()}`
        const answer = await reads.get(key, async () =>
          prepareJson(templateSingleResponse, {
            template: await (id === undefined ? service.single(slug ?? '') : service.singleById(id)),
          }),
        )
        return sendPrepared(request, answer, { cacheControl, pending: set.headers })
      },
      {
        query: templateSingleQuery,
        response: { 200: templateSingleResponse, ...errorResponses(404, 422) },
        detail: {
          tags,
          summary: 'One template',
          description:
            'A template, by `slug` or by `id` (exactly one of them), with its README (Markdown) and every file of its download, each with its size and the language to highlight it as. 404 on the field given when there is no such template; 422 on `slug` when neither is given, on `id` when both are.',
        },
      },
    )
    .get(
      '/:slug/download',
      async ({ params, request }) => {
        // Elysia answers HEAD with the GET route: that must not count as a download.
        const head = request.method === 'HEAD'
        // Recording a download under an account is a write, so the session must still be open,
        // which the auth context checks only for methods that may change something.
        const session = await auth.authenticate(
          request.headers.get('authorization'),
          request.headers.get(RENEWAL_HEADER),
          { requireOpen: !head },
        )
        // Whether this account may have the template if it is paid (the download itself tells free from paid).
        const entitled = session
          ? await entitlements.opens(session.userId, { kind: 'template', slug: params.slug })
          : false
        if (head) return zipResponse(params.slug, await service.download(params.slug, undefined, { entitled }))
        const { visitor, day } = await viewOf(auth, session, request, now())
        const counting = { visitor, day, userId: session?.userId }
        return zipResponse(params.slug, await service.download(params.slug, counting, { entitled }))
      },
      {
        params: templateSlugParams,
        detail: {
          tags,
          summary: 'Download a template',
          description: `A template as \`{slug}.zip\`: README.md and its files. A paid one only with the access token of an account with Pro or that template. Counts one download per visitor and UTC day, as views are counted (a HEAD request counts nothing); with a signed-in member's access token it is also recorded under their account, for their workspace's templates figures. No token, or one that is not valid, downloads all the same. 402 (\`PAYMENT_REQUIRED\`) for a paid template without that token, 404 on field \`slug\` for an unknown one. 429 with Retry-After past ${auth.limits.viewsPerIp.limit} views and downloads an hour from one address.`,
          responses: {
            200: {
              description: 'The zip',
              content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } },
            },
            402: errorDoc('Payment Required'),
            404: errorDoc('Not Found'),
            422: errorDoc('Unprocessable Entity'),
            429: errorDoc('Too Many Requests'),
          },
        },
      },
    )
    .use(
      ratingRoutes({
        db: database.db,
        auth,
        items: ratedTemplates,
        params: templateSlugParams,
        noun: 'template',
        tags,
        onChange: () => reads.invalidate(),
      }),
    )
    .use(authContext(auth))
    .get(
      '/files',
      async ({ query, auth: session, set }) => {
        const source = await service.source(query.slug)
        const paid = source.price !== undefined
        if (paid) await requireEntitlement(entitlements, session, { kind: 'template', slug: query.slug })
        set.headers['cache-control'] = paid ? PAID_CACHE_CONTROL : cacheControl
        return { files: toFiles(source.files) }
      },
      {
        query: templateSlugParams,
        response: { 200: templateFilesResponse, ...errorResponses(401, 402, 404, 422) },
        detail: {
          tags,
          summary: "A template's files",
          description: `Every file of a template whole, as the download holds them. A free template's are anyone's; a paid template's need the access token of an account with Pro or that template, and are never kept by a shared cache. 401 without a valid access token ("${proMessages.signInToUnlock}"), 402 (\`PAYMENT_REQUIRED\`) on field \`slug\` for an account without the entitlement, 404 on field \`slug\` for an unknown template.`,
        },
      },
    )
    .post(
      '/:slug/view',
      async ({ params, request, auth: session }) => {
        const { visitor, day } = await viewOf(auth, session, request, now())
        return service.view(params.slug, visitor, day)
      },
      {
        parse: 'none',
        params: templateSlugParams,
        response: { 200: templateViewResponse, ...errorResponses(404, 422, 429) },
        detail: {
          tags,
          summary: 'Count a view',
          description: `Counts one view of the template per visitor and UTC day: a signed-in member by their account, anyone else by their address and user agent (kept only as a keyed hash). Answers the template's views and whether this request counted; repeating it the same day changes nothing. 404 on field \`slug\` for an unknown template. 429 with Retry-After past ${auth.limits.viewsPerIp.limit} views an hour from one address.`,
        },
      },
    )
    .get(
      '/:slug/demo',
      async ({ params, request, set }) => {
        const answer = await reads.get(`demo:${params.slug}`, async () =>
          prepareJson(templateDemoResponse, demoOf(await service.source(params.slug))),
        )
        return sendPrepared(request, answer, { cacheControl, pending: set.headers })
      },
      {
        params: templateSlugParams,
        response: { 200: templateDemoResponse, ...errorResponses(404, 422) },
        detail: {
          tags,
          summary: 'What a template produces',
          description:
            "The live demo's account of a template, read from its files: the services a Compose file starts, the jobs of each pipeline, the objects of Kubernetes manifests and of each Helm chart's templates, each NGINX server's routes and upstreams, the resources, data, variables and outputs of Terraform, a Dockerfile's stages and runtime, and a starter's commands. Paid templates too: it shows what their files make, not the files, and leaves out the facts that would repeat a paid template's commands word for word. 404 on field `slug` for an unknown template.",
        },
      },
    )
    .get(
      '/:slug/preview.svg',
      async ({ params, request }) => {
        const { body, etag } = await previews.get(params.slug, async () => {
          const body = new TextEncoder().encode(templatePreviewSvg(await service.source(params.slug)))
          return { body, etag: etagOf(body) }
        })
        const headers = {
          'Content-Type': 'image/svg+xml; charset=utf-8',
          'Cache-Control': previewCacheControl,
          'Content-Security-Policy': previewCsp,
          'X-Content-Type-Options': 'nosniff',
          ETag: etag,
        }
        if (matchesEtag(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers })
        return new Response(body, { headers })
      },
      {
        params: templateSlugParams,
        detail: {
          tags,
          summary: "A template's preview image",
          description:
            'The card image: an SVG drawn from the template, with a day-long cache, an ETag, `nosniff` and a CSP that lets it run and fetch nothing. 404 on field `slug` for an unknown template.',
          responses: {
            200: { description: 'The image', content: { 'image/svg+xml': { schema: { type: 'string' } } } },
            304: { description: 'Not Modified' },
            404: errorDoc('Not Found'),
            422: errorDoc('Unprocessable Entity'),
          },
        },
      },
    )
}
