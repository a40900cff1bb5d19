import { registryTokenMessages } from '@snipstack/contracts/registry-tokens'
import { Elysia } from 'elysia'
import { type Encoding, negotiateEncoding } from '../../lib/encoding'
import { AppError, errorJson } from '../../lib/errors'
import { documentOrigin } from '../../lib/origin'
import { PAID_CACHE_CONTROL } from '../pro/gate'
import type { RegistryAccess } from '../pro/registry-access'
import type { TokenHolder } from '../pro/registry-tokens'
import { createRegistryService, matchesEtag, type RegistryServiceOptions, type ServedDocument } from './service'

/** Short enough that a release reaches users within minutes; revalidation is cheap through the ETag. */
const cacheControl = 'public, max-age=300, stale-while-revalidate=3600'

const offered: readonly Encoding[] = ['br', 'gzip']

/** Registry files are public and fetched by CLIs and other sites' tooling, so any origin may read them. */
const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'ETag',
}

/** An error in the one shape, with the CORS headers too, so a browser client can read why it was refused. */
function refused(error: unknown): Response {
  if (!(error instanceof AppError)) throw error
  const response = errorJson(error)
  for (const [name, value] of Object.entries(corsHeaders)) response.headers.set(name, value)
  response.headers.set('Cache-Control', 'no-store')
  if (error.status === 401) response.headers.set('WWW-Authenticate', 'Bearer realm="registry"')
  return response
}

function answer(request: Request, read: () => ServedDocument, vary: string, caching = cacheControl): Response {
  let document: ServedDocument
  try {
    document = read()
  } catch (error) {
    return refused(error)
  }
  const headers = new Headers({ ...corsHeaders, ETag: document.etag, 'Cache-Control': caching, Vary: vary })
  if (matchesEtag(request.headers.get('if-none-match'), document.etag)) {
    return new Response(null, { status: 304, headers })
  }
  headers.set('Content-Type', document.contentType)
  const encoding = negotiateEncoding(request.headers.get('accept-encoding'), offered)
  // Until the compressed form is ready (a moment after the first request), the plain body goes.
  const encoded = encoding && document.encoded(encoding)
  if (encoded) headers.set('Content-Encoding', encoding)
  if (request.method === 'HEAD') return new Response(null, { headers })
  return new Response(encoded || document.body, { headers })
}

/**
 * The item path as sent, decoded here rather than by the router, so that a malformed escape
 * (`%zz`, `%C0%AF`) is a 400 with the registry's CORS headers like every other registry answer.
 */
function itemPath(request: Request): string {
  const raw = new URL(request.url).pathname.slice('/r/'.length)
  try {
    return decodeURIComponent(raw)
  } catch {
    throw new AppError('BAD_REQUEST', 'The URL is not validly percent-encoded.')
  }
}

/**
 * The component registry for `snipstack add` and `shadcn add`: `/r/registry.json`,
 * `/r/<name>.json` (also `/r/<name>`), and its Markdown for language models: `/r/<name>.md`,
 * `/llms.txt` and `/llms-full.txt`; origins filled in per request.
 * Anything else under /r is a JSON 404, never the site's HTML one.
 */
export function registryModule(options: RegistryServiceOptions & { access?: RegistryAccess }) {
  const registry = createRegistryService(options)
  const { access } = options
  // Without PUBLIC_URL the body names the origin the request was sent to, so a cache must keep
  // one copy per host as well as per coding.
  const vary = options.publicUrl ? 'Accept-Encoding' : 'Host, Accept-Encoding'
  const origin = (request: Request) => documentOrigin(request, options)
  const item = async ({ request }: { request: Request }) => {
    let name: string
    let holder: TokenHolder | null = null
    try {
      name = itemPath(request)
      // A registry token, when one is sent, must be live (pro/registry-access.ts).
      holder = (await access?.holder(request)) ?? null
      if (!registry.isPaidCode(name)) return answer(request, () => registry.item(name, origin(request)), vary)
      // A paid item's code goes to a token of an account with Pro, and to no cache along the way.
      if (!access) throw new AppError('UNAUTHORIZED', registryTokenMessages.tokenRequired)
      await access.requirePro(holder)
    } catch (error) {
      return refused(error)
    }
    return answer(request, () => registry.item(name, origin(request)), `Authorization, ${vary}`, PAID_CACHE_CONTROL)
  }
  const llms = ({ request }: { request: Request }) => answer(request, () => registry.llms(origin(request)), vary)
  const llmsFull = ({ request }: { request: Request }) =>
    answer(request, () => registry.llmsFull(origin(request)), vary)
  const hidden = { detail: { hide: true } }
  return new Elysia()
    .get('/r', item, hidden)
    .get('/r/*', item, hidden)
    .head('/r/*', item, hidden)
    .get('/llms.txt', llms, hidden)
    .head('/llms.txt', llms, hidden)
    .get('/llms-full.txt', llmsFull, hidden)
    .head('/llms-full.txt', llmsFull, hidden)
}
