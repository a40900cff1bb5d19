import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { authResponse } from '@snipstack/contracts'
import { buildRegistry } from '@snipstack/registry/build'
import { type App, createApp } from '../app'
import { seed } from '../db/seed'
import type { Logger } from '../lib/logger'
import { DEFAULT_RATE_LIMITS } from '../modules/auth/rate-limit'
import { cheapPasswords, testSecret } from '../modules/auth/testing'
import { loadSsr } from '../ssr'
import { openTestDatabase } from '../test/db'
import { createSiteFixture } from '../test/site'
import type { FuzzSession } from './runner'

export type FuzzTarget = {
  app: App
  /** Registers a new account through the app and returns its first session. */
  session(): Promise<FuzzSession>
  /** What the app logged as unexpected since the last call, innermost cause first. */
  causes(): string[]
  dispose(): Promise<void>
}

/** Every fuzz request comes from the same address; real limits would turn the accounts routes into 429s within a minute and hide what lies behind them. */
const unlimited = { limit: 1_000_000_000, windowMs: 60_000 }

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
  const database = await openTestDatabase('pglite')
  const site = createSiteFixture()
  const registryDist = mkdtempSync(join(tmpdir(), 'snipstack-fuzz-registry-'))
  const cleanup = async () => {
    await database.dispose()
    rmSync(site.dist, { recursive: true, force: true })
    rmSync(registryDist, { recursive: true, force: true })
  }
  try {
    // Seeded like a started server, so that searches and filters run over real rows.
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
        secret: testSecret,
        passwordCost: cheapPasswords,
        // Believing X-Forwarded-For puts its hostile values through client-address parsing and into sessions.
        trustedProxies: 1,
        limits: Object.fromEntries(Object.keys(DEFAULT_RATE_LIMITS).map((name) => [name, unlimited])),
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
