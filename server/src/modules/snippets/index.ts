import {
  proMessages,
  SNIPPET_PAGE_SIZE,
  type Snippet,
  snippetCodeResponse,
  snippetFacetsResponse,
  snippetListQuery,
  snippetListResponse,
  snippetSingleQuery,
  snippetSingleResponse,
  snippetSlugParams,
  snippetViewResponse,
} from '@snipstack/contracts'
import { Elysia } from 'elysia'
import { z } from 'zod'
import type { Database } from '../../db/client'
import { errorResponses } from '../../lib/errors'
import { prepareJson, sendPrepared } from '../../lib/prepared-json'
import { type AuthService, authContext } from '../auth'
import { DEFAULT_RATE_LIMITS } from '../auth/rate-limit'
import {
  CATALOG_CACHE_CONTROL as cacheControl,
  createPreparedReadCache,
  type PreparedReadCache,
} from '../catalog/read-cache'
import { countSearch } from '../catalog/search'
import { indexedRow, searchAnswerPreparation } from '../catalog/search-sync'
import { viewOf } from '../catalog/views'
import { createEntitlements } from '../pro/entitlements'
import { PAID_CACHE_CONTROL, requireEntitlement } from '../pro/gate'
import { ratingRoutes } from '../ratings'
import { ratedSnippets } from '../ratings/service'
import { FACETS_CACHE_KEY, listCacheKey, normaliseListFilters, singleCacheKey } from './read-cache'
import { createSnippetService, type SnippetService } from './service'
import { snippetSubmissionRoutes } from './submit'

const tags = ['Snippets']

export type SnippetsModuleOptions = {
  /** The catalogue's reads; tests count or break them. */
  service?: SnippetService
  /**
   * Where anonymous answers are kept; a fresh cache by default. Whoever writes to the catalogue
   * calls its `invalidate()` (see `onChange` below).
   */
  readCache?: PreparedReadCache
  /**
   * The app's account service: with it, members publish and edit snippets here (submit.ts), and
   * views are counted (a member by their account, with the visitor key's secret).
   */
  auth?: AuthService
  /** The clock that names the day a view counts on; tests move it. */
  now?: () => Date
}

/**
 * `POST /api/snippets/{slug}/view`: one view per visitor and UTC day, as for templates. The cached
 * answers show the views up to the cache's few seconds late, which is not worth a query per request.
 */
function snippetViewRoute(service: SnippetService, auth: AuthService, now: () => Date) {
  return new Elysia().use(authContext(auth)).post(
    '/:slug/view',
    async ({ params, request, auth: session }) => {
      const { visitor, day } = await viewOf(auth, session, request, now())
      return service.view(params.slug, visitor, day)
    },
    {
      parse: 'none',
      params: snippetSlugParams,
      response: { 200: snippetViewResponse, ...errorResponses(404, 422, 429) },
      detail: {
        tags,
        summary: 'Count a view',
        description: `Counts one view of the published snippet per visitor and UTC day: a signed-in member by their account, anyone else by their address and user agent (kept only as a keyed hash). Answers the snippet's views and whether this request counted; repeating it the same day changes nothing. The author sees the total in their workspace. 404 on field \`slug\` for an unknown or unpublished snippet. 429 with Retry-After past ${auth.limits.viewsPerIp.limit} views an hour from one address.`,
      },
    },
  )
}

/**
 * `GET /api/snippets/code`: a snippet's whole code. The catalogue's own answers cut a pro snippet's
 * code to its first lines for everyone alike (rows.ts, toSnippet); this is where an account with the
 * entitlement gets the rest, answered for it alone.
 */
function snippetCodeRoute(database: Database, service: SnippetService, auth: AuthService) {
  const entitlements = createEntitlements(database.db)
  return new Elysia().use(authContext(auth)).get(
    '/code',
    async ({ query, auth: session, set }) => {
      const { code, plan } = await service.code(query.slug)
      if (plan === 'pro') await requireEntitlement(entitlements, session, { kind: 'snippet', slug: query.slug })
      set.headers['cache-control'] = plan === 'pro' ? PAID_CACHE_CONTROL : cacheControl
      return { code }
    },
    {
      query: snippetSingleQuery,
      response: { 200: snippetCodeResponse, ...errorResponses(401, 402, 404, 422) },
      detail: {
        tags,
        summary: "A snippet's code",
        description: `The whole code of a published snippet. A free snippet's is anyone's; a pro snippet's needs the access token of an account with Pro or that snippet, and is never kept by a shared cache. 401 without a valid access token ("${proMessages.signInToUnlock}"), 402 (\`PAYMENT_REQUIRED\`) on field \`slug\` for an account without the entitlement, 404 on field \`slug\` for an unknown or unpublished snippet.`,
      },
    },
  )
}

/** A search's page: its snippets come from the search index, which checked each one (search-sync.ts). */
const searchAnswer = snippetListResponse.extend({ snippets: z.array(indexedRow<Snippet>()) })
const searchPreparation = searchAnswerPreparation('snippets')

/** `/api/snippets/*`: the public snippet catalogue (docs/product.md, Snippets). Reading it needs no account. */
export function snippetsModule(database: Database, options: SnippetsModuleOptions = {}) {
  const { auth, now = () => new Date() } = options
  const service = options.service ?? createSnippetService(database.db)
  const reads = options.readCache ?? createPreparedReadCache()
  return new Elysia({ prefix: '/snippets' })
    .get(
      '/list',
      async ({ query, request, set }) => {
        const filters = normaliseListFilters(query)
        if (filters.name && auth) await countSearch(auth, request)
        const answer = await reads.get(listCacheKey(filters), async () =>
          prepareJson(
            filters.name ? searchAnswer : snippetListResponse,
            await service.list(filters),
            filters.name ? searchPreparation : {},
          ),
        )
        return sendPrepared(request, answer, { cacheControl, pending: set.headers })
      },
      {
        query: snippetListQuery,
        response: { 200: snippetListResponse, ...errorResponses(422, 429, 503) },
        detail: {
          tags,
          summary: 'List snippets',
          description: `${SNIPPET_PAGE_SIZE} published snippets per page, filtered by \`categorySlug\` or \`category\`, \`language\`, \`tag\` and the search text \`name\`. With \`name\` every word must be found: as written, by its stem (\`retries\` finds retry), as a synonym (\`k8s\` finds Kubernetes), by its start when it is the word being typed (no space after it), or with a typo in a title or tag word. By relevance, title hits come first, then tag, description and code hits, the newest first among equals; \`total\` counts every match. Searches answer from an in-process index that shows a change within a second of it. Without \`name\` the newest come first. An empty parameter counts as absent. 422 on the parameter's \`field\` for a page that is not a number from 1 up, an unknown language, category or sort, or a \`tag\` that is not dashed lowercase words. 429 with Retry-After past ${(auth?.limits ?? DEFAULT_RATE_LIMITS).searchesPerIp.limit} searches a minute from one address (snippets and templates together); 503 with Retry-After while the database is unavailable.`,
        },
      },
    )
    .get(
      '/facets',
      async ({ request, set }) => {
        // Kept with the lists, so the writes that clear them (onChange below) clear the counts too.
        const answer = await reads.get(FACETS_CACHE_KEY, async () =>
          prepareJson(snippetFacetsResponse, await service.facets()),
        )
        return sendPrepared(request, answer, { cacheControl, pending: set.headers })
      },
      {
        response: { 200: snippetFacetsResponse },
        detail: {
          tags,
          summary: 'Sidebar counts',
          description:
            'How many published snippets each category (all of them, in order), each language in use and each tag in use holds, languages and tags most used first; each count is the `total` of the list filtered by that entry. Only tags the list can filter by (dashed lowercase words) are listed.',
        },
      },
    )
    .get(
      '/single',
      async ({ query, request, set }) => {
        // A 404 is thrown here and so never kept: the slug may be published a moment later.
        const answer = await reads.get(singleCacheKey(query.slug), async () =>
          prepareJson(snippetSingleResponse, { snippet: await service.single(query.slug) }),
        )
        return sendPrepared(request, answer, { cacheControl, pending: set.headers })
      },
      {
        query: snippetSingleQuery,
        response: { 200: snippetSingleResponse, ...errorResponses(404, 422) },
        detail: {
          tags,
          summary: 'One snippet',
          description: 'A published snippet with its Markdown body (`mdx`). 404 on field `slug` when there is none.',
        },
      },
    )
    .use(
      auth
        ? snippetSubmissionRoutes({
            database,
            auth,
            onChange: () => {
              service.changed()
              reads.invalidate()
            },
          })
        : new Elysia(),
    )
    .use(auth ? snippetViewRoute(service, auth, now) : new Elysia())
    .use(auth ? snippetCodeRoute(database, service, auth) : new Elysia())
    .use(
      auth
        ? ratingRoutes({
            db: database.db,
            auth,
            items: ratedSnippets,
            params: snippetSlugParams,
            noun: 'snippet',
            tags,
            onChange: () => reads.invalidate(),
          })
        : new Elysia(),
    )
}
