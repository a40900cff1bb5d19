import { siteSearchResponse, snippetListResponse, templateListResponse } from '@snipstack/contracts'
import { createApp } from '@snipstack/server/app'
import { createLogger } from '@snipstack/server/lib/logger'
import { openTestDatabase, type TestDatabase } from '@snipstack/server/test/db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertSyntheticSnippets, syntheticSnippets } from '../bench/snippet-data'
import { insertSyntheticTemplates, syntheticTemplates } from '../bench/template-data'
import { liftedLimits } from '../lifted-limits'

/** Enough rows that a common word matches thousands and a one-letter prefix tens of thousands. */
const SNIPPETS = 20_000
const TEMPLATES = 2_000

/**
 * The most one search may take here, in process, on a machine that is busy with this test alone:
 * the index's caps (8 words, 32 prefix words, 8 near misses a word, 1.5 million entries read)
 * bound its work, and a search that read every row of this catalogue for each of its words would
 * take seconds. A bound on the work, not a speed target (that is `bun run bench search`).
 */
const SEARCH_BUDGET_MS = 500
/** How many health checks the other client makes while the searches go on. */
const HEALTH_CHECKS = 200
/** Health checks answered between the searches: none may wait behind one for long. */
const HEALTH_P99_MS = 100
/** The longest a health check may wait while an index is built (a batch at a time); whole, it takes seconds. */
const INDEXING_HEALTH_MAX_MS = 1_000

/** The worst searches one can send: every row, the widest prefix, typos, many words, the longest text. */
const worst = [
  'the',
  'fetch',
  'd',
  'fe',
  'fetch format validate',
  'debounse throtle memoise',
  'a b c d e f g h i j k l m n o p',
  'fetch format validate parse sort debounce cache filter retry throttle paginate memoize '.repeat(3).slice(0, 200),
  `${'x'.repeat(199)}`,
  'function const return export',
]

describe('the cost of a search', () => {
  let db: TestDatabase
  let app: ReturnType<typeof createApp>

  beforeAll(async () => {
    db = await openTestDatabase('pglite')
    await insertSyntheticSnippets(db.db, syntheticSnippets(SNIPPETS))
    await insertSyntheticTemplates(db.db, syntheticTemplates(TEMPLATES))
    // Every request from one address: the search limit would answer most of them with 429.
    app = createApp({ database: db, logger: createLogger('silent'), auth: { limits: liftedLimits } })
  }, 300_000)
  afterAll(() => db?.dispose())

  const timed = async (path: string) => {
    const started = performance.now()
    const response = await app.handle(new Request(`http://localhost${path}`))
    const body = await response.json()
    return { status: response.status, body, ms: performance.now() - started }
  }

  /**
   * A search answers its results, or, while the database is too slow to let its index look at
   * what changed within the query deadline (this suite shares two cores with another), the 503
   * of the error shape with Retry-After: an answer within the budget either way.
   */
  const expectAnswered = (answer: Awaited<ReturnType<typeof timed>>, path: string) => {
    if (answer.status === 503) expect(answer.body, path).toMatchObject({ error: { code: 'UNAVAILABLE' } })
    else expect(answer.status, path).toBe(200)
    return answer.status === 200
  }

  it('keeps answering health checks while the first searches build the indexes', async () => {
    let building = true
    const health: number[] = []
    const checks = (async () => {
      while (building) {
        const answer = await timed('/api/health')
        expect(answer.status).toBe(200)
        health.push(answer.ms)
        await new Promise((resolve) => setTimeout(resolve, 5))
      }
    })()
    try {
      // Each catalogue's first search builds its index: seconds of work over these rows.
      const [snippetsFound, templatesFound] = await Promise.all([
        timed('/api/snippets/list?name=warm'),
        timed('/api/templates/list?name=warm'),
      ])
      expectAnswered(snippetsFound, 'snippets')
      expectAnswered(templatesFound, 'templates')
    } finally {
      building = false
      await checks
    }
    // Read a page at a time, every row made it in: each synthetic description ends 'Copy it, adjust
    // the options and ship.'
    const everyRow = await timed('/api/snippets/list?name=adjust%20options%20ship')
    expect(snippetListResponse.parse(everyRow.body).pagination.total).toBe(SNIPPETS)
    expect(health.length).toBeGreaterThan(1)
    // No health check waits behind the build for long.
    expect(Math.max(...health), `the slowest of ${health.length} health checks`).toBeLessThan(INDEXING_HEALTH_MAX_MS)
  }, 300_000)

  it('answers the worst searches within a fixed budget while health checks stay fast', async () => {
    // A client checking health at a steady pace, HEALTH_CHECKS times, while another sends the
    // worst searches round after round until it is done: enough checks for a p99 worth the name
    // (one in a hundred may meet a garbage collection).
    const health: number[] = []
    let checking = true
    const checks = (async () => {
      try {
        for (let check = 0; check < HEALTH_CHECKS; check++) {
          const answer = await timed('/api/health')
          expect(answer.status).toBe(200)
          health.push(answer.ms)
          await new Promise((resolve) => setTimeout(resolve, 5))
        }
      } finally {
        checking = false
      }
    })()

    const slowest: Record<string, number> = {}
    const paths = worst.flatMap((text) => {
      const q = encodeURIComponent(text)
      return [
        [`/api/snippets/list?name=${q}`, snippetListResponse],
        [`/api/templates/list?name=${q}`, templateListResponse],
        [`/api/search?q=${q}`, siteSearchResponse],
      ] as const
    })
    try {
      while (checking) {
        for (const [path, contract] of paths) {
          const answer = await timed(path)
          if (expectAnswered(answer, path)) contract.parse(answer.body)
          slowest[path] = Math.max(slowest[path] ?? 0, answer.ms)
          // The other client's turn: a search a moment, as visitors typing send them.
          await new Promise((resolve) => setTimeout(resolve, 1))
        }
      }
    } finally {
      await checks
    }
    const over = Object.entries(slowest).filter(([, ms]) => ms > SEARCH_BUDGET_MS)
    expect(over, 'searches over the budget').toEqual([])
    const sorted = [...health].sort((a, b) => a - b)
    const p99 = sorted[Math.ceil(sorted.length * 0.99) - 1] ?? 0
    expect(p99, `health p99 over ${health.length} checks`).toBeLessThan(HEALTH_P99_MS)
  }, 300_000)
})
