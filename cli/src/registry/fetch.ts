import { errorResponse, type RegistryIndex, type RegistryItem, registryIndex, registryItem } from '@snipstack/contracts'
import type { z } from 'zod'
import {
  DEFAULT_FETCH_TIMEOUT_MS,
  FETCH_TIMEOUT_ENV,
  PUBLIC_REGISTRY_URL,
  REGISTRY_NAMESPACE,
  REGISTRY_URL_ENV,
} from '../utils/constants'
import { CliError } from '../utils/errors'
import { packagedRegistry } from './packaged'

export type RegistryErrorKind = 'unreachable' | 'not-found' | 'http' | 'invalid'

/** A registry request that failed; `kind` lets callers fall back (offline cache) or suggest names. */
export class RegistryError extends CliError {
  constructor(
    readonly kind: RegistryErrorKind,
    readonly url: string,
    message: string,
    options: { hint?: string; cause?: unknown } = {},
  ) {
    super(message, options)
  }
}

/**
 * The registry base to use: `--registry`, else SNIPSTACK_REGISTRY_URL, else the project's
 * components.json entry, else the registry of the instance this CLI was downloaded from, else the
 * public registry. Trailing slashes are dropped.
 */
export function registryBase(option: string | undefined, projectBase?: string, packaged = packagedRegistry()): string {
  // An empty variable means "not set", as shells and .env files often leave them.
  const raw = option ?? (process.env[REGISTRY_URL_ENV] || undefined) ?? projectBase ?? packaged ?? PUBLIC_REGISTRY_URL
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new CliError(`'${raw}' is not a registry URL.`, {
      hint: `Pass the registry base, for example --registry ${PUBLIC_REGISTRY_URL}`,
    })
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new CliError(`'${raw}' is not an http(s) URL.`, { hint: `For example --registry ${PUBLIC_REGISTRY_URL}` })
  }
  return raw.replace(/\/+$/, '')
}

export const isUrl = (value: string) => /^https?:\/\//i.test(value)

/** `marquee` → `<base>/marquee.json`; a full URL (what registryDependencies hold) is kept. */
export function itemUrl(base: string, nameOrUrl: string): string {
  if (isUrl(nameOrUrl)) return nameOrUrl
  const name = nameOrUrl.replace(`${REGISTRY_NAMESPACE}/`, '').replace(/\.json$/, '')
  return `${base}/${name}.json`
}

function timeoutMs(): number {
  const value = Number(process.env[FETCH_TIMEOUT_ENV])
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_FETCH_TIMEOUT_MS
}

function describeCause(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return `no answer within ${timeoutMs()} ms`
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error))
}

/** GETs a URL, turning a connection failure or an error status into a RegistryError that says what happened. */
async function request(url: string, accept: string, headers: Record<string, string> = {}): Promise<Response> {
  let response: Response
  try {
    response = await fetch(url, {
      headers: { ...headers, Accept: accept },
      signal: AbortSignal.timeout(timeoutMs()),
    })
  } catch (error) {
    throw new RegistryError('unreachable', url, `Could not reach the registry at ${url} (${describeCause(error)}).`, {
      hint: `Check your connection, or point --registry (or ${REGISTRY_URL_ENV}) at a registry that is running.`,
      cause: error,
    })
  }
  if (!response.ok) {
    const said = await serverMessage(response)
    const kind = response.status === 404 ? 'not-found' : 'http'
    const message = said
      ? `The registry answered ${response.status} for ${url}: ${said}`
      : response.status === 404
        ? `The registry has nothing at ${url} (404).`
        : `The registry answered ${response.status} for ${url}.`
    throw new RegistryError(kind, url, message, {
      hint: response.status >= 500 ? 'The registry is having trouble; try again in a moment.' : undefined,
    })
  }
  return response
}

/** GETs a URL and parses its JSON. */
export async function fetchJson(url: string, headers?: Record<string, string>): Promise<unknown> {
  const text = await (await request(url, 'application/json', headers)).text()
  try {
    return JSON.parse(text)
  } catch (error) {
    throw new RegistryError('invalid', url, `The registry returned invalid JSON for ${url}.`, {
      hint: `Is --registry the registry base (e.g. ${PUBLIC_REGISTRY_URL}) and not a web page?`,
      cause: error,
    })
  }
}

/**
 * GETs one of the registry's text documents (llms.txt, an item's Markdown docs). A web page in
 * their place is a host answering every path with its site, not the document.
 */
export async function fetchText(url: string): Promise<string> {
  const response = await request(url, 'text/markdown, text/plain')
  if (response.headers.get('content-type')?.startsWith('text/html')) {
    await response.body?.cancel()
    throw new RegistryError('not-found', url, `The registry has no document at ${url} (it answered with a web page).`)
  }
  return response.text()
}

/** Longest server message shown: enough for a sentence and a next step, never a page. */
const MESSAGE_LIMIT = 300
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
const CONTROL = /[\u0000-\u001f\u007f-\u009f]+/g
/** An error body is read this far at most; a registry that answers with more is not saying a sentence. */
const ERROR_BODY_LIMIT = 64 * 1024

async function readCapped(response: Response, limit: number): Promise<string | undefined> {
  if (!response.body) return ''
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      return undefined
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * What the server said about a failure, from the one API error shape `{ error: { message } }`.
 * Control characters are dropped: a registry's text must not be able to drive the terminal.
 */
async function serverMessage(response: Response): Promise<string | undefined> {
  let body: unknown
  try {
    const text = await readCapped(response, ERROR_BODY_LIMIT)
    if (text === undefined) return undefined
    body = JSON.parse(text)
  } catch {
    return undefined
  }
  const parsed = errorResponse.safeParse(body)
  if (!parsed.success) return undefined
  const message = parsed.data.error.message.replace(CONTROL, ' ').replace(/ {2,}/g, ' ').trim()
  if (!message) return undefined
  return message.length > MESSAGE_LIMIT ? `${message.slice(0, MESSAGE_LIMIT - 1)}…` : message
}

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'unexpected shape'
  return issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message
}

/** `headers` are sent only to this URL: a `registries` entry's own (resolve.ts, registryHeaders). */
export async function fetchItem(url: string, headers?: Record<string, string>): Promise<RegistryItem> {
  const result = registryItem.safeParse(await fetchJson(url, headers))
  if (!result.success) {
    throw new RegistryError('invalid', url, `${url} is not a valid registry item (${firstIssue(result.error)}).`)
  }
  return result.data
}

export async function fetchIndex(base: string): Promise<RegistryIndex> {
  const url = `${base}/registry.json`
  const result = registryIndex.safeParse(await fetchJson(url))
  if (!result.success) {
    throw new RegistryError('invalid', url, `${url} is not a valid registry index (${firstIssue(result.error)}).`)
  }
  return result.data
}
