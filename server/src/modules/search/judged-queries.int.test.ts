import { readFileSync } from 'node:fs'
import { siteSearchResponse } from '@snipstack/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { openTestDatabase, type TestDatabase } from '../../../test/db'
import { call } from '../../../test/http'
import { createApp } from '../../app'
import { seed } from '../../db/seed'

/** The judged set (judged-queries.yaml): for each kind, each search and the slugs judged right for it. */
const judged = z
  .strictObject({
    snippets: z.record(z.string(), z.array(z.string()).min(1)),
    templates: z.record(z.string(), z.array(z.string()).min(1)),
  })
  .parse(Bun.YAML.parse(readFileSync(new URL('./judged-queries.yaml', import.meta.url), 'utf8')))

const HIT_RATE_MIN = 0.95
const TOP = 3

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const matches = (slug: string, expected: string) =>
  expected.includes('*') ? new RegExp(`^${expected.split('*').map(literal).join('.*')}$`).test(slug) : slug === expected

/**
 * Relevance, measured: the seeded catalogue (our snippets and templates and the imported ones)
 * searched as the palette, the CLI and the MCP tool search it, and each answer's first three of
 * the judged kind compared with what a person judged right.
 */
describe('the judged searches', () => {
  let database: TestDatabase
  let app: ReturnType<typeof createApp>
  beforeAll(async () => {
    database = await openTestDatabase('pglite')
    await seed(database.db)
    app = createApp({ database })
  })
  afterAll(() => database.dispose())

  it(`finds a judged result in the first ${TOP} for at least ${HIT_RATE_MIN * 100} % of at least 60 searches`, async () => {
    const cases = [
      ...Object.entries(judged.snippets).map(([query, expected]) => ({ kind: 'snippet', query, expected })),
      ...Object.entries(judged.templates).map(([query, expected]) => ({ kind: 'template', query, expected })),
    ]
    expect(cases.length).toBeGreaterThanOrEqual(60)
    const misses: string[] = []
    for (const { kind, query, expected } of cases) {
      const response = await call(app, `/api/search?q=${encodeURIComponent(query)}&limit=${TOP}`)
      expect(response.status, query).toBe(200)
      const { groups } = siteSearchResponse.parse(await response.json())
      const found = groups.find((group) => group.kind === kind)?.items.map((item) => item.slug) ?? []
      if (!found.some((slug) => expected.some((wanted) => matches(slug, wanted))))
        misses.push(`${kind} "${query}": got ${found.join(', ') || 'nothing'}; judged ${expected.join(', ')}`)
    }
    const hitRate = (cases.length - misses.length) / cases.length
    // The misses are named, so a failing run says which searches to look at.
    expect({ hitRate: hitRate >= HIT_RATE_MIN, misses }).toEqual({ hitRate: true, misses: expect.any(Array) })
    console.info(`Judged searches: ${cases.length - misses.length} of ${cases.length} hit in the first ${TOP}.`, misses)
  })
})
