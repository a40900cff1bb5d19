import type { PublicRating, RatingsResponse } from '@snipstack/contracts'
import { ratingMessages } from '@snipstack/contracts'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import type * as React from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { prerender } from 'react-dom/static'
import { describe, expect, it } from 'vitest'
import {
  RatingsDistribution,
  RatingsSection,
  RatingsSummary,
  Review,
  Reviews,
  SignInToRate,
  YourRating,
} from './ratings-section'

const template = { catalogue: 'templates', slug: 'nginx-proxy' } as const
const snippet = { catalogue: 'snippets', slug: 'use-debounce' } as const

/** Markup once every lazy part has arrived, as the browser shows it after loading them. */
async function settledMarkup(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerender(<QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>)
  return new Response(prelude).text()
}

/** Markup of a part that links, rendered at `href` inside a router, as the server renders it. */
async function markupAt(href: string, node: React.ReactNode): Promise<string> {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => node }),
    history: createMemoryHistory({ initialEntries: [href] }),
  })
  await router.load()
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

/** What a reader sees of the markup: the text, entities read, spaces collapsed. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()

const review = (fields: Partial<PublicRating> = {}): PublicRating => ({
  stars: 4,
  review: 'Solid defaults.',
  updated_at: '2026-03-01T23:30:00.000Z',
  author: { name: 'Grace Hopper', username: 'grace' },
  ...fields,
})

describe('RatingsSection', () => {
  it('renders on the server with the page’s figures and a loading line, and nothing that depends on the reader', async () => {
    const html = await markupAt(
      '/templates/nginx-proxy',
      <RatingsSection item={template} figures={{ rating: 3.5, reviews: 2 }} />,
    )
    expect(html).toMatch(/^<section id="ratings" aria-labelledby="ratings-title" data-slot="ratings-section"/)
    expect(html).toContain('<h2 id="ratings-title"')
    expect(text(html)).toBe('Ratings and reviews 3.5 out of 5 2 ratings Loading ratings…')
    expect(html).not.toContain('Sign in to rate')
    expect(html).not.toContain('<form')
  })
})

describe('RatingsSummary', () => {
  it('says so while nobody has rated', () => {
    const html = renderToStaticMarkup(<RatingsSummary figures={{ rating: 0, reviews: 0 }} />)
    expect(text(html)).toBe('No ratings yet')
    expect(html).toContain('aria-label="0 out of 5 stars"')
  })

  it('gives the average as a number and as stars, and the count', () => {
    const html = renderToStaticMarkup(<RatingsSummary figures={{ rating: 4.3, reviews: 3 }} />)
    expect(text(html)).toBe('4.3 out of 5 3 ratings')
    expect(html).toContain('role="img" aria-label="4.3 out of 5 stars"')
    // The filled stars cover the average's share of the row.
    expect(html).toContain('width:86%')
    expect(text(renderToStaticMarkup(<RatingsSummary figures={{ rating: 5, reviews: 1 }} />))).toContain('1 rating')
  })
})

describe('RatingsDistribution', () => {
  const rows = (html: string) => [...html.matchAll(/<li[^>]*data-stars="(\d)"[^>]*>(.*?)<\/li>/g)]

  it('has a row per number of stars, most first, each with its count in words', () => {
    const html = renderToStaticMarkup(<RatingsDistribution counts={[1, 0, 0, 2, 1]} />)
    expect(html).toContain('aria-label="Ratings by stars"')
    expect(rows(html).map((row) => [row[1], text(row[2] ?? '')])).toEqual([
      ['5', '5 stars 1 rating'],
      ['4', '4 stars 2 ratings'],
      ['3', '3 stars 0 ratings'],
      ['2', '2 stars 0 ratings'],
      ['1', '1 star 1 rating'],
    ])
  })

  it('draws each bar as its share of all ratings, hidden from screen readers', () => {
    const html = renderToStaticMarkup(<RatingsDistribution counts={[1, 0, 0, 2, 1]} />)
    expect([...html.matchAll(/scaleX\(([\d.]+)\)/g)].map((match) => Number(match[1]))).toEqual([0.25, 0.5, 0, 0, 0.25])
    expect(html).toMatch(/<span aria-hidden="true" class="[^"]*bg-muted/)
    expect(html).toContain('motion-reduce:transition-none')
    expect(renderToStaticMarkup(<RatingsDistribution counts={[0, 0, 0, 0, 0]} />)).not.toMatch(/scaleX\(0\.[1-9]/)
  })
})

describe('Reviews', () => {
  it('shows who wrote each review, the stars, the day and the words', () => {
    const html = renderToStaticMarkup(<Review review={review()} />)
    expect(text(html)).toBe('Grace Hopper Mar 1, 2026 Solid defaults.')
    expect(html).toContain('aria-label="4 out of 5 stars"')
    expect(html).toContain('<time dateTime="2026-03-01T23:30:00.000Z"')
    // No profile pages for other members: the name links nowhere.
    expect(html).not.toContain('<a')
  })

  it('shows markup in a review as the text it is', () => {
    const payload = '<img src=x onerror="alert(1)"><b>bold</b>'
    const html = renderToStaticMarkup(
      <Review review={review({ review: payload, author: { name: '<i>Eve</i>', username: 'eve' } })} />,
    )
    expect(html).not.toContain('<img')
    expect(html).not.toContain('<b>')
    expect(html).not.toContain('<i>')
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&lt;b&gt;bold&lt;/b&gt;')
  })

  it('offers more while there are more, and says when there are no written reviews', () => {
    const noop = () => {}
    const some = renderToStaticMarkup(
      <Reviews
        reviews={[review(), review({ author: { name: 'Ada', username: 'ada' } })]}
        total={12}
        more
        loadingMore={false}
        onMore={noop}
      />,
    )
    expect(some.match(/data-slot="review"/g)).toHaveLength(2)
    expect(text(some)).toContain('Reviews (12)')
    expect(some).toMatch(/<button[^>]*>Show more reviews<\/button>/)
    const last = renderToStaticMarkup(
      <Reviews reviews={[review()]} total={1} more={false} loadingMore={false} onMore={noop} />,
    )
    expect(last).not.toContain('Show more')
    const none = renderToStaticMarkup(<Reviews reviews={[]} total={0} more={false} loadingMore={false} onMore={noop} />)
    expect(text(none)).toBe('Reviews No written reviews yet.')
  })

  it('says it is loading while the next page comes', () => {
    const html = renderToStaticMarkup(<Reviews reviews={[review()]} total={12} more loadingMore onMore={() => {}} />)
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>.*Loading more reviews…<\/button>/)
  })
})

describe('YourRating', () => {
  const answer = (fields: Partial<Pick<RatingsResponse, 'can_rate' | 'mine'>> = {}) => ({
    can_rate: true,
    mine: null,
    ...fields,
  })

  it('sends a signed-out reader to sign in and back to the ratings', async () => {
    const html = await markupAt('/templates/nginx-proxy?from=list', <SignInToRate item={template} />)
    expect(html).toContain('href="/sign-in?redirect_url=%2Ftemplates%2Fnginx-proxy%3Ffrom%3Dlist%23ratings"')
    expect(text(html)).toContain('Sign in to rate')
    const readers = await markupAt(
      '/snippets/use-debounce',
      <YourRating item={snippet} viewer={null} answer={undefined} />,
    )
    expect(readers).toContain('href="/sign-in?redirect_url=%2Fsnippets%2Fuse-debounce%23ratings"')
  })

  it('tells a snippet’s author why there is no form', async () => {
    const html = await settledMarkup(<YourRating item={snippet} viewer="u1" answer={answer({ can_rate: false })} />)
    expect(text(html)).toBe(ratingMessages.ownSnippet)
    expect(html).not.toContain('<form')
  })

  it('gives a member who may rate the form', async () => {
    const html = await settledMarkup(<YourRating item={template} viewer="u1" answer={answer()} />)
    expect(html).toContain('data-slot="rating-form"')
    expect(text(html)).toContain('Rate this template')
  })

  it('shows nothing of its own until the answer says what the member may do', async () => {
    expect(await settledMarkup(<YourRating item={template} viewer="u1" answer={undefined} />)).toBe('')
  })
})
