import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { App } from './App'
import { formatCompact } from './lib/format'

describe('App', () => {
  it('shows the initial count and disables reset at zero', () => {
    const html = renderToStaticMarkup(<App />)
    expect(html).toContain('Clicked 0 times')
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Reset<\/button>/)
  })

  it('formats large counts compactly', () => {
    expect(renderToStaticMarkup(<App initialCount={1500} />)).toContain('Clicked 1.5K times')
  })
})

describe('formatCompact', () => {
  it.each([
    [950, '950'],
    [1200, '1.2K'],
    [3_400_000, '3.4M'],
    [Number.NaN, '-'],
  ])('%d -> %s', (value, expected) => {
    expect(formatCompact(value)).toBe(expected)
  })
})
