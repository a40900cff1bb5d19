import { describe, expect, it } from 'vitest'
import { formatFigures, type HealthFigures, healthProblems, loadGenerators, percentile } from './health-under-load'

const figures = (overrides: Partial<HealthFigures>): HealthFigures => ({
  samples: 750,
  p50: 2,
  p90: 5,
  p99: 40,
  max: 80,
  failures: {},
  load: [{ name: 'searches', sent: 120, held: 0, statuses: { '200': 100, '429': 20 }, p50: 30, p99: 90 }],
  ...overrides,
})

describe('the health-under-load figures', () => {
  it('take the nearest-rank percentile, so one slow answer in a hundred is the p99', () => {
    const times = [...Array.from({ length: 99 }, () => 5), 900]
    expect(percentile(times, 99)).toBe(5)
    expect(percentile([...times, 900], 99)).toBe(900)
    expect(percentile([], 99)).toBe(0)
  })

  it('fail a p99 at or over 100 ms and any health check that did not answer 200, saying which', () => {
    expect(healthProblems(figures({}))).toEqual([])
    expect(healthProblems(figures({ p99: 100 }))).toEqual(['p99 100 ms is not under 100 ms'])
    expect(healthProblems(figures({ failures: { '503': 2, timeout: 1 } }))).toEqual([
      '3 health checks did not answer 200',
    ])
    expect(formatFigures(figures({ p99: 193 }))).toMatch(/p99 193 ms[\s\S]*searches: 120 sent .* 200×100 429×20/)
  })

  it('keep each generator within one address and its allowed sign-in failures', () => {
    const [searches, signIns, downloads] = loadGenerators(4321)
    expect(searches?.request(0).path).toBe('/api/snippets/list?name=react%200')
    expect(searches?.request(1).path).toBe('/api/templates/list?name=hook%201')
    // Every search is a new text, so the read cache answers none of them.
    const texts = Array.from({ length: 200 }, (_, n) => searches?.request(n).path.split('&')[0])
    expect(new Set(texts).size).toBe(200)
    // 15 s at this rate stays under the 50 failed sign-ins per 15 minutes allowed an address.
    expect((signIns?.perSecond ?? 0) * 15).toBeLessThan(50)
    expect(new Set([0, 1, 2].map((n) => signIns?.request(n).init?.body)).size).toBe(3)
    expect(downloads?.request(0).init?.headers).toMatchObject({ host: 'a1.localhost:4321' })
    expect(downloads?.request(4).path).toBe('/r/registry.json')
  })
})
