import { RATING_REVIEW_MAX, ratingMessages } from '@snipstack/contracts'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type * as React from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { OwnSnippetNotice, RatingForm } from './rating-form'
import { StarInput } from './star-input'

const template = { catalogue: 'templates', slug: 'nginx-proxy' } as const
const snippet = { catalogue: 'snippets', slug: 'use-debounce' } as const

const markup = (node: React.ReactNode) =>
  renderToStaticMarkup(<QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>)

/** Each radio's accessible name (its label's text) and whether it is checked. */
const radios = (html: string) =>
  [...html.matchAll(/<label[^>]*><input type="radio"([^>]*)\/>.*?<span class="sr-only">([^<]+)<\/span><\/label>/g)].map(
    (match) => [match[2], /checked=""/.test(match[1] ?? '')],
  )

describe('StarInput', () => {
  it('is a group of radios named "1 star" to "5 stars", the chosen one checked', () => {
    const html = renderToStaticMarkup(<StarInput name="stars" value={3} onChange={() => {}} scale={5} />)
    expect(html).toMatch(/^<fieldset[^>]*><legend[^>]*>Your rating<\/legend>/)
    expect(radios(html)).toEqual([
      ['1 star', false],
      ['2 stars', false],
      ['3 stars', true],
      ['4 stars', false],
      ['5 stars', false],
    ])
    expect(html.match(/name="stars"/g)).toHaveLength(5)
  })

  it('ties every radio to the message when there is one, and keeps its motion for those who want it', () => {
    const html = renderToStaticMarkup(
      <StarInput name="stars" value={0} onChange={() => {}} scale={5} errorId="stars-error" />,
    )
    expect(html.match(/aria-invalid="true" aria-describedby="stars-error"/g)).toHaveLength(5)
    expect(radios(html).every(([, checked]) => !checked)).toBe(true)
    expect(html).toContain('motion-reduce:transition-none')
    expect(html).toContain('peer-focus-visible:ring-2')
  })
})

describe('RatingForm', () => {
  it('starts empty for a first rating, with no way to remove one', () => {
    const html = markup(<RatingForm item={template} viewer="u1" mine={null} />)
    expect(html).toContain('>Rate this template</h3>')
    expect(radios(html).some(([, checked]) => checked)).toBe(false)
    expect(html).toMatch(/<label[^>]*>Your review \(optional\)<\/label>/)
    expect(html).toContain(`0/${RATING_REVIEW_MAX} characters`)
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Save rating<\/button>/)
    expect(html).not.toContain('Remove my rating')
  })

  it('starts from the member’s own rating, which they may remove', () => {
    const mine = { stars: 4, review: 'Clear <b>and</b> short', updated_at: '2026-03-01T10:00:00.000Z' }
    const html = markup(<RatingForm item={snippet} viewer="u1" mine={mine} />)
    expect(html).toContain('>Your rating</h3>')
    expect(radios(html).filter(([, checked]) => checked)).toEqual([['4 stars', true]])
    expect(html).toContain('>Clear &lt;b&gt;and&lt;/b&gt; short</textarea>')
    expect(html).toContain(`${mine.review.length}/${RATING_REVIEW_MAX} characters`)
    expect(html).toMatch(
      /<button[^>]*type="button"[^>]*><svg[^>]*>(?:(?!<\/button>).)*<\/svg>Remove my rating<\/button>/,
    )
  })

  it('describes the review box by its counter', () => {
    const html = markup(<RatingForm item={template} viewer="u1" mine={null} />)
    const counter = html.match(/<p id="([^"]+)" data-slot="review-counter"/)?.[1]
    expect(counter).toBeTruthy()
    expect(html).toMatch(new RegExp(`<textarea[^>]*aria-describedby="${counter}"`))
  })
})

describe('OwnSnippetNotice', () => {
  it('says the contract’s words', () => {
    expect(renderToStaticMarkup(<OwnSnippetNotice />)).toContain('You can&#x27;t rate your own snippet')
    expect(ratingMessages.ownSnippet).toBe("You can't rate your own snippet")
  })
})
