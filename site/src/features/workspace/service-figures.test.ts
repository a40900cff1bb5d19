import type { WorkspaceService } from '@snipstack/contracts'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { formatMegabytes, ratingsFigure, ServiceFigures, timeAgo } from './service-figures'

describe('timeAgo', () => {
  const now = Date.parse('2026-11-24T12:00:00Z')
  it('names the largest whole unit', () => {
    expect(timeAgo('2026-11-24T10:00:00Z', now)).toBe('2 hours ago')
    expect(timeAgo('2026-11-23T12:00:00Z', now)).toBe('yesterday')
    expect(timeAgo('2026-11-21T09:00:00Z', now)).toBe('3 days ago')
    expect(timeAgo('2026-11-24T11:55:00Z', now)).toBe('5 minutes ago')
    expect(timeAgo('2026-11-24T11:59:40Z', now)).toBe('this minute')
  })
})

describe('formatMegabytes', () => {
  it('uses GB from 1024 MB, and keeps small sizes readable', () => {
    expect(formatMegabytes(2150)).toBe('2.1 GB')
    expect(formatMegabytes(10240)).toBe('10 GB')
    expect(formatMegabytes(320)).toBe('320 MB')
    expect(formatMegabytes(0.42)).toBe('0.42 MB')
    expect(formatMegabytes(0)).toBe('0 MB')
  })
})

describe('ratingsFigure', () => {
  it('says there are no ratings rather than showing an average of zero', () => {
    expect(ratingsFigure({ count: 0, average: null })).toEqual({ value: 'No ratings yet' })
  })
  it('shows the average to one decimal and how many ratings it is taken from', () => {
    expect(ratingsFigure({ count: 1, average: 5 })).toEqual({ value: '5.0 of 5', detail: 'from 1 rating' })
    expect(ratingsFigure({ count: 1204, average: 3.8 })).toEqual({ value: '3.8 of 5', detail: 'from 1,204 ratings' })
  })
})

describe('ServiceFigures', () => {
  const fields = {
    description: 'A service.',
    subscribed: false,
    price: 'Free',
    paid: false,
  }
  const snippetsService: WorkspaceService = {
    ...fields,
    id: 'snippets',
    name: 'Snippets',
    preview: false,
    analytics: {
      storage: { used_mb: 0.5, limit_mb: 100 },
      usage_percent: 1,
      items: { label: 'Snippets submitted', value: 3 },
      performance: { label: 'Published', value: '2 of 3' },
      figures: [{ label: 'Views', value: '1,204' }],
      ratings: { count: 12, average: 4.3 },
      activity: [],
    },
  }
  const render = (service: WorkspaceService) => renderToStaticMarkup(createElement(ServiceFigures, { service }))
  /** Each term with the first value after it, in order. */
  const termsOf = (html: string) =>
    [...html.matchAll(/<dt[^>]*>([^<]*)<\/dt>\s*<dd[^>]*>([^<]*)/g)].map(([, term, value]) => [term, value])

  it('shows the further figures and the ratings as terms and values beside the others, in order', () => {
    const html = render(snippetsService)
    expect(termsOf(html).slice(1)).toEqual([
      ['Snippets submitted', '3'],
      ['Published', '2 of 3'],
      ['Views', '1,204'],
      ['Rating', '4.3 of 5'],
    ])
    expect(html).toContain('from 12 ratings')
    expect(html).toContain('Your account')
    expect(html).not.toContain('Preview')
  })

  it("says 'No ratings yet' while nobody has rated the account's snippets", () => {
    const html = render({
      ...snippetsService,
      analytics: { ...snippetsService.analytics, ratings: { count: 0, average: null } },
    })
    expect(termsOf(html)).toContainEqual(['Rating', 'No ratings yet'])
    expect(html).not.toContain('from ')
  })

  it('shows no ratings figure for a service whose items are not rated (templates)', () => {
    const html = render({
      ...fields,
      id: 'templates',
      name: 'Templates',
      preview: false,
      analytics: { ...snippetsService.analytics, figures: [], ratings: null },
    })
    expect(termsOf(html).map(([term]) => term)).not.toContain('Rating')
  })

  it('shows a preview as one, with no figures, storage, usage or activity', () => {
    const html = render({ ...fields, id: 'hosting', name: 'Hosting', preview: true, analytics: null })
    expect(html).toContain('Hosting usage')
    expect(html).toContain('>Preview<')
    expect(html).toContain('Hosting is a preview: it is not yet available on this instance')
    expect(html).not.toContain('<dl')
    expect(html).not.toContain('progressbar')
    expect(html).not.toContain('Recent activity')
    expect(html).not.toContain('Your account')
    // Nothing that reads as a measurement: no digit anywhere in what it says.
    expect(html.replace(/<[^>]*>/g, '')).not.toMatch(/\d/)
  })
})
