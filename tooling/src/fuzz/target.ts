import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { authResponse } from '@snipstack/contracts'
import { buildRegistry } from '@snipstack/registry/build'
import { type AppOptions, createApp } from '@snipstack/server/app'
import { openDatabase } from '@snipstack/server/db/client'
import { seed } from '@snipstack/server/db/seed'
import type { Logger } from '@snipstack/server/lib/logger'
import { loadSsr } from '@snipstack/server/ssr'
import type { ServerProcess } from '@snipstack/testing/server-process'
import { createSiteFixture } from '@snipstack/testing/site-fixture'
import { liftedLimits } from '../lifted-limits'
import type { FuzzApp, FuzzSession } from './runner'

export type FuzzTarget = {
  app: FuzzApp
  /** A new signed-in session; undefined when the server's limits refuse one for now. */
  session(): Promise<FuzzSession | undefined>
  /** What the app logged as unexpected since the last call, innermost cause first. */
  causes(): string[]
  /** Why the server can answer no more (its process has ended); undefined while it can. */
  halted?(): string | undefined
  dispose(): Promise<void>
}

type AuthOptions = NonNullable<AppOptions['auth']>

/** A cheap argon2id cost: the fuzz looks for wrong answers, not at how long hashing takes. */
const cheapPasswords: AuthOptions['passwordCost'] = { memoryCost: 256, timeCost: 1 }

/** Nothing listens on the discard port, so a provider call would fail at once instead of reaching the internet. */
const unreachableProvider = {
  clientId: 'fuzz-client',
  clientSecret: 'fuzz-secret',
  authorizeUrl: 'http://127.0.0.1:9/authorize',
  tokenUrl: 'http://127.0.0.1:9/token',
  userInfoUrl: 'http://127.0.0.1:9/user',
}

function rootCause(error: Error): Error {
  let inner = error
  for (let depth = 0; inner.cause instanceof Error && depth < 8; depth++) inner = inner.cause
  return inner
}

function describe(detail: unknown): string {
  if (!(detail instanceof Error)) return String(detail)
  const inner = rootCause(detail)
  const line = (error: Error) => `${error.name}: ${error.message.split('\n')[0]?.slice(0, 200)}`
  return inner === detail ? line(detail) : `${line(inner)} (in ${line(detail).slice(0, 120)})`
}

/**
 * The whole server as `bun run start` composes it, on a seeded in-memory database, with a stand-in
 * site and a freshly built registry.
 */
export async function openFuzzTarget(): Promise<FuzzTarget> {
  // In memory: nothing to clean up but the connection.
  const database = await openDatabase({})
  const site = createSiteFixture()
  const registryDist = mkdtempSync(join(tmpdir(), 'snipstack-fuzz-registry-'))
  const cleanup = async () => {
    await database.close()
    rmSync(site.dist, { recursive: true, force: true })
    rmSync(registryDist, { recursive: true, force: true })
  }
  try {
    // Migrated and seeded like a started server, so that searches and filters run over real rows.
    await database.migrate()
    await seed(database.db)
    await buildRegistry(registryDist, { writeGeneratedCss: false })
    let logged: string[] = []
    // The detail (the error itself) says why a request failed; the message only names the request.
    const logger: Logger = {
      debug: () => {},
      info: () => {},
      warn: (message) => logged.push(message),
      error: (message, detail) => logged.push(detail === undefined ? message : describe(detail)),
    }
    const app = createApp({
      database,
      logger,
      site: { dist: site.dist, render: await loadSsr(site.dist) },
      registry: { dist: registryDist },
      auth: {
        secret: 'a-fuzz-secret-that-is-long-enough-for-hs256',
        passwordCost: cheapPasswords,
        // Believing X-Forwarded-For puts its hostile values through client-address parsing and into sessions.
        trustedProxies: 1,
        // Every fuzz request comes from the same address; the counters still run, on hostile keys.
        limits: liftedLimits,
        providers: { google: unreachableProvider, github: unreachableProvider },
      },
    })
    let accounts = 0
    return {
      app,
      async session() {
        accounts += 1
        const response = await app.handle(
          new Request('http://localhost/api/auth/register', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              first_name: 'Fuzz',
              last_name: 'Session',
              email: `fuzz.session.${accounts}.${Date.now().toString(36)}@example.com`,
              password: 'fuzz-session-password',
            }),
          }),
        )
        if (response.status !== 201) throw new Error(`Registering a fuzz session answered ${response.status}`)
        const { tokens } = authResponse.parse(await response.json())
        return { accessToken: tokens.access_token, refreshToken: tokens.refresh_token }
      },
      causes() {
        const taken = logged
        logged = []
        return taken
      },
      dispose: cleanup,
    }
  } catch (error) {
    await cleanup()
    throw error
  }
}

/** How long the log lines of a failed request may take to come through the server's pipe. */
const LOG_CATCH_UP_MS = 2000

/**
 * The lines of a server log that say what went wrong, in order: the messages and the errors'
 * own lines, without stack frames, source excerpts or blank lines.
 */
export function causesInLog(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !/^at\s/.test(line) && !/^\d+\s*\|/.test(line) && !/^\^+$/.test(line))
    .filter((line) => !/^Bun v\d/.test(line))
    .map((line) => line.slice(0, 300))
    .slice(0, 8)
}

/**
 * Bun's HTTP parser answers a bare 400 to a field value holding a control character (RFC 9110
 * allows none but HTAB) and a bare 431 to a request head over 16 KiB, before the app sees either;
 * the README documents both. Over HTTP such requests test the parser, not the server's code.
 */
const MAX_HEAD_BYTES = 16 * 1024
/** Room for what fetch adds to the head: Host, User-Agent, Accept, Connection, Content-Length. */
const FETCH_HEAD_BYTES = 512
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is looked for
const fieldControl = /[\u0000-\u0008\u000a-\u001f\u007f]/

function reachesTheApp(request: Request): boolean {
  const { pathname, search } = new URL(request.url)
  let head = Buffer.byteLength(`${request.method} ${pathname}${search} HTTP/1.1\r\n`) + FETCH_HEAD_BYTES
  for (const [name, value] of request.headers) {
    if (fieldControl.test(value)) return false
    head += Buffer.byteLength(`${name}: ${value}\r\n`)
  }
  // Bun's fetch refuses a body on TRACE and drops the body of its answer, which then cannot be judged.
  return head < MAX_HEAD_BYTES && request.method !== 'TRACE'
}

export type RunningServer = {
  /** `http://127.0.0.1:<port>` */
  base: string
  process: ServerProcess
  dispose(): Promise<void>
}

/**
 * A server running in its own process as the fuzz target: requests go over HTTP to its port,
 * causes come from what it logs, and the run halts if the process dies. Sessions sign in to one
 * account registered here, so they cost no registration; once the server's sign-in limit for
 * this address refuses them, requests that need one are not sent.
 */
export async function serverFuzzTarget(
  server: RunningServer,
  { timeoutMs = 3000 }: { timeoutMs?: number } = {},
): Promise<FuzzTarget> {
  const { base, process: spawned } = server
  const halted = () => {
    const { exitCode, signalCode } = spawned.child
    if (exitCode === null && signalCode === null) return undefined
    const last = causesInLog(spawned.output().slice(-4000)).slice(-3)
    return `the server process exited (${signalCode ?? `code ${exitCode}`})${last.length ? `; it last logged: ${last.join(' | ')}` : ''}`
  }
  // The answer can arrive before the line the server logged while producing it.
  async function logCatchUp(since: number) {
    const until = performance.now() + LOG_CATCH_UP_MS
    while (spawned.output().length === since && performance.now() < until && !halted()) await Bun.sleep(10)
  }

  const app: FuzzApp = {
    sendable: reachesTheApp,
    async handle(request) {
      const { pathname, search } = new URL(request.url)
      const headers = new Headers(request.headers)
      // Framing is the HTTP client's job: a made-up Content-Length would only desynchronise the
      // connection, which tests the client rather than the server.
      headers.delete('content-length')
      headers.delete('transfer-encoding')
      const body = request.body ? await request.arrayBuffer() : undefined
      const logged = spawned.output().length
      const init = {
        method: request.method,
        headers,
        body,
        redirect: 'manual',
        // The runner checks the bytes as sent, Content-Encoding and all.
        decompress: false,
        // Frees the connection of a request the runner has already called a hang.
        signal: AbortSignal.timeout(timeoutMs * 2),
      } satisfies RequestInit & { decompress: boolean }
      const response = await fetch(`${base}${pathname}${search}`, init)
      if (response.status < 500) return response
      const bytes = await response.arrayBuffer()
      await logCatchUp(logged)
      return new Response(bytes, { status: response.status, headers: response.headers })
    },
  }

  const account = {
    email: `fuzz.session.${Date.now().toString(36)}.${crypto.randomUUID().slice(0, 8)}@example.com`,
    password: 'fuzz-session-password',
  }
  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    })
  const registered = await post('/api/auth/register', { first_name: 'Fuzz', last_name: 'Session', ...account })
  // Refused by the limit on registrations from this address: the run goes on without sessions.
  const signedUp = registered.status === 201
  if (!signedUp && registered.status !== 429)
    throw new Error(`Registering the fuzz account answered ${registered.status}`)
  let read = spawned.output().length

  return {
    app,
    async session() {
      if (!signedUp || halted()) return undefined
      let answer: Response
      try {
        answer = await post('/api/auth/login', account)
      } catch (error) {
        // A dead server is reported by `halted`, with its last words, not as a failed sign-in.
        if (halted()) return undefined
        throw error
      }
      if (answer.status === 429) return undefined
      if (answer.status !== 200) throw new Error(`Signing in to the fuzz account answered ${answer.status}`)
      const { tokens } = authResponse.parse(await answer.json())
      return { accessToken: tokens.access_token, refreshToken: tokens.refresh_token }
    },
    causes() {
      const output = spawned.output()
      const taken = output.slice(read)
      read = output.length
      return causesInLog(taken)
    },
    halted,
    dispose: () => server.dispose(),
  }
}
