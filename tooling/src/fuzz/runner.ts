import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib'
import { errorResponse } from '@snipstack/contracts'
import fc from 'fast-check'
import { operationsOf, type RequestSpec, requestArbitrary } from './requests'

export type FuzzApp = {
  handle(request: Request): Response | Promise<Response>
  /**
   * Whether the request can reach the app at all; one that cannot (over a transport that refuses
   * it before the app sees it) is not sent, and counts as skipped.
   */
  sendable?(request: Request): boolean
}

export type FuzzSession = { accessToken: string; refreshToken: string }

export type FuzzOptions = {
  /** Generated requests to send (shrinking replays come on top). */
  runs: number
  /** Replays a run exactly; a fresh one each run by default, so every run explores new inputs. */
  seed?: number
  /** A request with no complete answer by then counts as a timeout. */
  timeoutMs?: number
  /** Distinct failures that get a shrunk sample; later ones are only counted. */
  maxSamples?: number
  /** Shrinking one failure stops after this long, keeping the smallest reproduction so far. */
  shrinkMs?: number
  /** A run that keeps hanging is already failing; this many timeouts end it rather than wait for hours. */
  maxTimeouts?: number
  /**
   * No new requests, and no more shrinking, after this long; `sent` then falls short of `runs`,
   * which a caller treats as failing or as a spent budget.
   */
  deadlineMs?: number
  /**
   * A new signed-in session, for requests that carry a real access or refresh token; undefined
   * when none can be had (a real server's sign-in limit), and the request is then not sent.
   */
  session?: () => Promise<FuzzSession | undefined>
  /** Unexpected errors the app logged since the last call (innermost cause first); attached to failures. */
  causes?: () => string[]
  /** Why the run cannot go on (the server process has died), checked before every request. */
  halted?: () => string | undefined
  origin?: string
  onProgress?: (sent: number) => void
}

export type FailureKind = 'server-error' | 'off-shape' | 'timeout'

export type FuzzSample = {
  kind: FailureKind
  status?: number
  /** Why the answer failed: a status, a content type, a body that is not the error shape. */
  reason: string
  method: string
  path: string
  headers: Record<string, string>
  body?: string
  answer?: string
  causes: string[]
  /** Generated requests (not counting shrinking replays) that failed the same way. */
  count: number
}

export type FuzzReport = {
  seed: number
  sent: number
  serverErrors: number
  offShape: number
  timeouts: number
  /** 503 answers with Retry-After: a deliberate bound saying "later", which is a correct answer. */
  unavailable: number
  /** Generated requests not sent, not counted: the Fetch API cannot express them, or no session could be had. */
  skipped: number
  /** Why the run ended before its budget, when something other than time or timeouts ended it. */
  halted?: string
  durationMs: number
  /** Every distinct failure (kind, status, method, route, cause) with how often it happened. */
  failures: Array<{ signature: string; count: number }>
  samples: FuzzSample[]
}

type Outcome =
  | { kind: 'ok'; unavailable?: boolean }
  | { kind: FailureKind; status?: number; reason: string; answer?: string }

const previewLength = 160
const accessTokenUses = 20

/** Readable in any terminal and log: controls, non-ASCII and lone surrogates escaped, long text cut. */
export function visible(text: string, max = previewLength): string {
  const cut = text.length > max ? text.slice(0, max) : text
  const escaped = cut.replace(/[^\x20-\x7e]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
  return text.length > max ? `${escaped}… (${text.length} chars)` : escaped
}

function preview(body: string | Uint8Array): string {
  if (typeof body === 'string') return visible(body)
  const hex = Array.from(body.slice(0, 48), (byte) => byte.toString(16).padStart(2, '0')).join(' ')
  return `bytes ${hex}${body.length > 48 ? ` … (${body.length} bytes)` : ''}`
}

function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message.split('\n')[0]}` : String(error)
}

/** The Fetch API refuses a body on these, so a generated one is dropped (and not shown in samples). */
const carriesBody = (method: string) => method !== 'GET' && method !== 'HEAD'

/**
 * /api/* and the registry promise the one error shape; site pages answer HTML, and `/api` itself
 * (with or without its slash) is a page, the API reference, for GET and HEAD.
 */
function inErrorContract(pathname: string, method: string): boolean {
  const page = method === 'GET' || method === 'HEAD'
  if (pathname === '/api' || pathname === '/api/') return !page
  return (
    pathname.startsWith('/api/') ||
    pathname.startsWith('/r/') ||
    pathname === '/llms.txt' ||
    pathname === '/llms-full.txt'
  )
}

function decode(bytes: Uint8Array, encoding: string | null): string {
  const name = encoding?.trim().toLowerCase()
  const raw =
    name === 'br'
      ? brotliDecompressSync(bytes)
      : name === 'gzip'
        ? gunzipSync(bytes)
        : name === 'deflate'
          ? inflateSync(bytes)
          : name === 'zstd'
            ? Bun.zstdDecompressSync(bytes)
            : bytes
  return new TextDecoder('utf-8', { fatal: true }).decode(raw)
}

function judge(request: Request, response: Response, bytes: Uint8Array): Outcome {
  const { status } = response
  const answer = () => {
    try {
      return visible(decode(bytes, response.headers.get('content-encoding')))
    } catch {
      return preview(bytes)
    }
  }
  // A bound that sheds work (a query budget, a busy pool) answers 503 with Retry-After on purpose;
  // a 500, or a 503 that does not say when to come back, is never a correct answer.
  const unavailable = status === 503 && response.headers.has('retry-after')
  if (status >= 500 && !unavailable)
    return { kind: 'server-error', status, reason: `status ${status}`, answer: answer() }
  const ok: Outcome = unavailable ? { kind: 'ok', unavailable } : { kind: 'ok' }
  if (status < 400 || !inErrorContract(new URL(request.url).pathname, request.method)) return ok
  const offShape = (reason: string): Outcome => ({ kind: 'off-shape', status, reason, answer: answer() })
  const type = response.headers.get('content-type') ?? ''
  if (!/^application\/json\s*(;|$)/i.test(type)) return offShape(`content-type ${type || 'missing'}`)
  // A HEAD answer has no body to check; its headers are what a client sees.
  if (request.method === 'HEAD' && bytes.length === 0) return ok
  let body: unknown
  try {
    body = JSON.parse(decode(bytes, response.headers.get('content-encoding')))
  } catch {
    return offShape('body is not JSON')
  }
  const parsed = errorResponse.safeParse(body)
  if (!parsed.success) return offShape(`body is not the error shape (${parsed.error.issues[0]?.message})`)
  return ok
}

async function exchange(app: FuzzApp, request: Request, timeoutMs: number): Promise<Outcome> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs)
  })
  // Before the call: a handler can block synchronously before it first awaits.
  const started = performance.now()
  // Reading the body is part of the answer: a stream that never ends is a hang too.
  const answered = (async () => {
    const response = await app.handle(request)
    return { response, bytes: new Uint8Array(await response.arrayBuffer()) }
  })()
  try {
    const result = await Promise.race([answered, timedOut])
    if (result === 'timeout') return { kind: 'timeout', reason: `no complete answer within ${timeoutMs} ms` }
    // A handler that blocks the event loop keeps the timer from firing until it is done, so
    // the race alone would call a ten-second answer on time.
    const elapsed = performance.now() - started
    const outcome = judge(request, result.response, result.bytes)
    if (elapsed <= timeoutMs) return outcome
    const { status } = result.response
    return {
      kind: 'timeout',
      status,
      reason: `answered ${status} only after ${Math.round(elapsed)} ms`,
      ...(outcome.kind === 'ok' ? {} : { answer: outcome.answer }),
    }
  } catch (error) {
    return { kind: 'server-error', reason: `handle() threw ${describeError(error)}` }
  } finally {
    clearTimeout(timer)
    // A request that lost the race may still fail later; nobody is listening for it any more.
    answered.catch(() => {})
  }
}

/** Groups failures by what went wrong where, not by the exact input (digits in causes are ids and sizes). */
function signatureOf(spec: RequestSpec, outcome: Exclude<Outcome, { kind: 'ok' }>, causes: string[]): string {
  const cause = (causes[0] ?? '').split('\n')[0]?.replace(/\d+/g, 'N').slice(0, 100)
  const reason = outcome.kind === 'off-shape' ? outcome.reason : ''
  return [outcome.kind, outcome.status ?? '-', spec.method, spec.target, reason, cause].filter(Boolean).join(' ')
}

function displayHeaders(spec: RequestSpec): Record<string, string> {
  const shown: Record<string, string> = {}
  for (const [name, value] of spec.headers) shown[name] = visible(value, 100)
  if (spec.session) shown.authorization = `Bearer <fresh ${spec.session} token>`
  return shown
}

async function readJson(app: FuzzApp, url: string): Promise<{ status: number; body: unknown }> {
  const response = await app.handle(new Request(url))
  const text = await response.text()
  try {
    return { status: response.status, body: JSON.parse(text) }
  } catch {
    return { status: response.status, body: undefined }
  }
}

/** Names of the registry's items, so that some requests ask for real ones; none when no registry is served. */
async function registryItems(app: FuzzApp, origin: string): Promise<string[]> {
  const { status, body } = await readJson(app, `${origin}/r/registry.json`)
  const items = status === 200 && body && typeof body === 'object' ? (body as { items?: unknown }).items : undefined
  if (!Array.isArray(items)) return []
  return items
    .map((item) => (item as { name?: unknown })?.name)
    .filter((name): name is string => typeof name === 'string')
}

/**
 * Sends `runs` hostile requests to `app` (every operation of its OpenAPI document, the registry,
 * unknown /api paths and site pages) and reports every 5xx, every /api or /r failure outside the
 * one error shape and every hang. The first request of each distinct failure is shrunk by
 * fast-check to a small reproduction (hangs excepted).
 */
export async function fuzzApp(app: FuzzApp, options: FuzzOptions): Promise<FuzzReport> {
  const started = performance.now()
  const {
    runs,
    seed = (Date.now() ^ (Math.random() * 0x7fffffff)) >>> 0,
    timeoutMs = 3000,
    maxSamples = 8,
    shrinkMs = 4000,
    maxTimeouts = 10,
    deadlineMs = Number.POSITIVE_INFINITY,
    origin = 'http://localhost',
  } = options

  const document = await readJson(app, `${origin}/api/openapi.json`)
  if (document.status !== 200) throw new Error(`GET /api/openapi.json answered ${document.status}`)
  const operations = operationsOf(document.body)
  if (!operations.length) throw new Error('The OpenAPI document lists no operations')
  const arbitrary = requestArbitrary(operations, await registryItems(app, origin))

  const report: FuzzReport = {
    seed,
    sent: 0,
    serverErrors: 0,
    offShape: 0,
    timeouts: 0,
    unavailable: 0,
    skipped: 0,
    durationMs: 0,
    failures: [],
    samples: [],
  }
  const counts = new Map<string, number>()
  const sampled = new Map<string, FuzzSample>()

  // A new session costs a registration, so an access token serves several requests; a refresh
  // token is single-use (a second renewal is reuse and ends the session), so each gets a new one.
  let current: { session: FuzzSession; uses: number } | undefined
  async function sessionToken(kind: RequestSpec['session']): Promise<string | undefined> {
    if (!options.session) return undefined
    if (kind === 'refresh') return (await options.session())?.refreshToken
    if (!current || current.uses >= accessTokenUses) {
      const session = await options.session()
      if (!session) return undefined
      current = { session, uses: 0 }
    }
    current.uses++
    return current.session.accessToken
  }

  async function send(spec: RequestSpec): Promise<{ outcome: Outcome; causes: string[] } | undefined> {
    options.causes?.()
    const headers = new Headers()
    const init: RequestInit = { method: spec.method, headers }
    try {
      for (const [name, value] of spec.headers) headers.append(name, value)
      if (spec.body !== undefined && carriesBody(spec.method)) init.body = spec.body
    } catch {
      return undefined
    }
    if (spec.session) {
      const token = await sessionToken(spec.session)
      if (token === undefined) return undefined
      headers.set('authorization', `Bearer ${token}`)
    }
    let request: Request
    try {
      request = new Request(`${origin}${spec.path}`, init)
    } catch {
      return undefined
    }
    if (app.sendable && !app.sendable(request)) return undefined
    const outcome = await exchange(app, request, timeoutMs)
    return { outcome, causes: options.causes?.() ?? [] }
  }

  const toSample = (spec: RequestSpec, outcome: Exclude<Outcome, { kind: 'ok' }>, causes: string[]): FuzzSample => ({
    kind: outcome.kind,
    ...(outcome.status === undefined ? {} : { status: outcome.status }),
    reason: outcome.reason,
    method: spec.method,
    path: visible(spec.path, 200),
    headers: displayHeaders(spec),
    ...(spec.body === undefined || !carriesBody(spec.method) ? {} : { body: preview(spec.body) }),
    ...(outcome.answer === undefined ? {} : { answer: outcome.answer }),
    causes: causes.map((cause) => visible(cause, 300)),
    count: 0,
  })

  let remaining = runs
  let fatal: { error: unknown } | undefined
  const stopped = () => {
    report.halted ??= options.halted?.()
    return report.halted !== undefined || report.timeouts >= maxTimeouts || performance.now() - started > deadlineMs
  }
  for (let round = 0; remaining > 0 && !stopped() && !fatal; round++) {
    // The failure being shrunk: while it is set, the property only answers "does this input still fail that way?".
    let shrinking: { signature: string; until: number; sample: FuzzSample } | undefined
    const sentBefore = report.sent
    const property = fc.asyncProperty(arbitrary, async (spec) => {
      if (fatal) return true
      try {
        if (shrinking) {
          // The deadline bounds the whole run, shrinking included: the sample so far is kept.
          const now = performance.now()
          if (now > shrinking.until || now - started > deadlineMs || options.halted?.() !== undefined) return true
          const replay = await send(spec)
          if (!replay || replay.outcome.kind === 'ok') return true
          if (signatureOf(spec, replay.outcome, replay.causes) !== shrinking.signature) return true
          shrinking.sample = toSample(spec, replay.outcome, replay.causes)
          return false
        }
        if (remaining <= 0 || stopped()) return true
        const result = await send(spec)
        if (!result) {
          report.skipped++
          return true
        }
        remaining--
        report.sent++
        if (report.sent % 500 === 0) options.onProgress?.(report.sent)
        const { outcome, causes } = result
        if (outcome.kind === 'ok') {
          if (outcome.unavailable) report.unavailable++
          return true
        }
        if (outcome.kind === 'server-error') report.serverErrors++
        else if (outcome.kind === 'off-shape') report.offShape++
        else report.timeouts++
        const signature = signatureOf(spec, outcome, causes)
        counts.set(signature, (counts.get(signature) ?? 0) + 1)
        if (counts.get(signature) !== 1 || sampled.size >= maxSamples) return true
        const sample = toSample(spec, outcome, causes)
        // Every replay of a hang costs the timeout, and one that blocks the event loop far more:
        // the input as generated is the sample.
        if (outcome.kind === 'timeout') {
          sampled.set(signature, sample)
          return true
        }
        shrinking = { signature, until: performance.now() + shrinkMs, sample }
        return false
      } catch (error) {
        fatal = { error }
        return true
      }
    })
    const details = await fc.check(property, { seed: (seed + round) | 0, numRuns: remaining })
    if (shrinking) sampled.set(shrinking.signature, shrinking.sample)
    // Nothing sent and nothing found: every input was unsendable, so another round would spin.
    if (!details.failed && report.sent === sentBefore) break
  }
  if (fatal) throw fatal.error
  // A server that died answering the last request is found here.
  report.halted ??= options.halted?.()

  report.failures = [...counts].map(([signature, count]) => ({ signature, count })).sort((a, b) => b.count - a.count)
  report.samples = [...sampled].map(([signature, sample]) => ({ ...sample, count: counts.get(signature) ?? 0 }))
  report.durationMs = Math.round(performance.now() - started)
  return report
}

/** The report as text: the counts line first, then every distinct failure and the shrunk samples. */
export function formatReport(report: FuzzReport): string {
  const lines = [
    `sent ${report.sent}, >=500 ${report.serverErrors}, off-shape ${report.offShape}, timeouts ${report.timeouts}`,
    `seed ${report.seed}, ${report.unavailable} answered 503 with Retry-After, ${report.skipped} generated requests not sent (not expressible, or no session to be had), ${(report.durationMs / 1000).toFixed(1)} s`,
  ]
  if (report.halted) lines.push(`Halted: ${report.halted}`)
  if (report.failures.length) {
    lines.push('', 'Distinct failures (kind, status, method, route, reason, logged cause):')
    for (const { signature, count } of report.failures) lines.push(`  ${String(count).padStart(5)} × ${signature}`)
  }
  report.samples.forEach((sample, index) => {
    lines.push(
      '',
      `Sample ${index + 1} (${sample.kind === 'timeout' ? 'as generated' : 'shrunk'}; ${sample.count} like it): ${sample.kind}, ${sample.reason}`,
      `  ${sample.method} ${sample.path}`,
    )
    for (const [name, value] of Object.entries(sample.headers)) lines.push(`  ${name}: ${value}`)
    if (sample.body !== undefined) lines.push(`  body: ${sample.body}`)
    if (sample.answer !== undefined) lines.push(`  answer: ${sample.answer}`)
    for (const cause of sample.causes) lines.push(`  logged: ${cause}`)
    // Worth saying: a server error that leaves no trace in the log is a defect of its own.
    if (sample.kind === 'server-error' && !sample.causes.length) lines.push('  logged: nothing')
  })
  return lines.join('\n')
}
