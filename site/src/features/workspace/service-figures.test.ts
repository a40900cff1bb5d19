import type { WorkspaceService } from '@snipstack/contracts'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { formatMegabytes, ServiceFigures, timeAgo } from './service-figures'

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

describe('ServiceFigures', () => {
  const service: WorkspaceService = {
    id: 'snippets',
    name: 'Snippets',
    description: 'Share, organise and reuse code snippets across your projects.',
    subscribed: false,
    price: 'Free',
    paid: false,
    analytics: {
      sample: false,
      storage: { used_mb: 0.5, limit_mb: 100 },
      usage_percent: 1,
      items: { label: 'Snippets submitted', value: 3 },
      performance: { label: 'Published', value: '2 of 3' },
      figures: [{ label: 'Views', value: '1,204' }],
      activity: [],
    },
  }

  it('shows the further figures as terms and values beside the others, in order', () => {
    const html = renderToStaticMarkup(createElement(ServiceFigures, { service }))
    const terms = [...html.matchAll(/<dt[^>]*>([^<]*)<\/dt>\s*<dd[^>]*>([^<]*)/g)].map(([, term, value]) => [
      term,
      value,
    ])
    expect(terms.slice(1)).toEqual([
      ['Snippets submitted', '3'],
      ['Published', '2 of 3'],
      ['Views', '1,204'],
    ])
    expect(html).toContain('Your account')
  })
})
