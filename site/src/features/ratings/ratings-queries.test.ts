import type {
  RatingsResponse,
  SnippetDetail,
  SnippetListResponse,
  TemplateDetail,
  TemplateListResponse,
} from '@snipstack/contracts'
import { type InfiniteData, QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { snippetListQueryOptions, snippetQueryOptions } from '@/features/snippets/snippet-queries'
import { templateListQueryOptions, templateQueryOptions } from '@/features/templates/template-queries'
import { applyRatingWrite, listKey, singleKey } from './rating-write'
import { nextRatingsPage, type RatedItem, ratingsKey, ratingsQueryOptions, reviewsOf } from './ratings-queries'

const template = { catalogue: 'templates', slug: 'nginx-proxy' } as const satisfies RatedItem
const snippet = { catalogue: 'snippets', slug: 'use-debounce' } as const satisfies RatedItem

const review = (username: string, stars = 4) => ({
  stars,
  review: `Review by ${username}`,
  updated_at: '2026-03-01T10:00:00.000Z',
  author: { name: username.toUpperCase(), username },
})

const ratingsPage = (page: number, usernames: string[], totalPages = 2): RatingsResponse => ({
  summary: { rating: 4, reviews: 12 },
  counts: [0, 0, 0, 12, 0],
  ratings: usernames.map((name) => review(name)),
  pagination: { page, page_size: 10, total: 12, total_pages: totalPages },
  mine: null,
  can_rate: true,
})

describe('the ratings queries', () => {
  it('name the catalogues’ own single and list queries', () => {
    expect(singleKey(template)).toEqual(templateQueryOptions(template.slug).queryKey)
    expect(singleKey(snippet)).toEqual(snippetQueryOptions(snippet.slug).queryKey)
    const templateList = templateListQueryOptions({ page: 1, search: {} }).queryKey
    const snippetList = snippetListQueryOptions({}).queryKey
    expect(templateList.slice(0, 2)).toEqual(listKey(template))
    expect(snippetList.slice(0, 2)).toEqual(listKey(snippet))
  })

  it('keep each reader’s answer apart, as it holds their own rating', () => {
    expect(ratingsKey(template, null)).toEqual(['ratings', 'templates', 'nginx-proxy', 'guest'])
    expect(ratingsKey(template, 'u1')).not.toEqual(ratingsKey(template, 'u2'))
    expect(ratingsQueryOptions(snippet, 'u1').queryKey).toEqual(ratingsKey(snippet, 'u1'))
  })

  it('ask for the next page while there is one', () => {
    expect(nextRatingsPage(ratingsPage(1, ['a'], 2))).toBe(2)
    expect(nextRatingsPage(ratingsPage(2, ['a'], 2))).toBeUndefined()
    expect(nextRatingsPage(ratingsPage(1, [], 0))).toBeUndefined()
  })

  it('list each member’s review once, in the order the pages gave them', () => {
    // 'c' moved down a place between the two pages, as a new review would move it.
    const pages = [ratingsPage(1, ['a', 'b', 'c']), ratingsPage(2, ['c', 'd'])]
    expect(reviewsOf(pages).map((one) => one.author.username)).toEqual(['a', 'b', 'c', 'd'])
  })
})

const templateCard = (slug: string) =>
  ({
    id: `id-${slug}`,
    slug,
    name: slug,
    rating: 0,
    reviews: 0,
  }) as unknown as TemplateDetail

describe('applyRatingWrite', () => {
  const answer = {
    summary: { rating: 4.5, reviews: 2 },
    mine: { stars: 5, review: 'Great', updated_at: '2026-03-02T09:00:00.000Z' },
  }

  it('puts the new figures into the template’s page, every cached list and the reader’s ratings at once', async () => {
    const client = new QueryClient()
    const single = templateQueryOptions(template.slug).queryKey
    const firstList = templateListQueryOptions({ page: 1, search: {} }).queryKey
    const otherList = templateListQueryOptions({ page: 1, search: { sort: 'rating' } }).queryKey
    const missingList = templateListQueryOptions({ categorySlug: 'docker', page: 1, search: {} }).queryKey
    client.setQueryData(single, templateCard(template.slug))
    const list = (slugs: string[]) =>
      ({ templates: slugs.map(templateCard), category: null, pagination: {} }) as unknown as TemplateListResponse
    client.setQueryData(firstList, list(['other', template.slug]))
    client.setQueryData(otherList, list([template.slug]))
    client.setQueryData(missingList, null)
    const ratings: InfiniteData<RatingsResponse> = {
      pages: [ratingsPage(1, ['a']), ratingsPage(2, ['b'])],
      pageParams: [1, 2],
    }
    client.setQueryData(ratingsKey(template, 'u1'), ratings)

    await applyRatingWrite(client, template, 'u1', answer)

    expect(client.getQueryData(single)).toMatchObject({ rating: 4.5, reviews: 2 })
    expect(
      client.getQueryData(firstList)?.templates.map(({ slug, rating, reviews }) => [slug, rating, reviews]),
    ).toEqual([
      ['other', 0, 0],
      [template.slug, 4.5, 2],
    ])
    expect(client.getQueryData(otherList)?.templates[0]).toMatchObject({ rating: 4.5, reviews: 2 })
    expect(client.getQueryData(missingList)).toBeNull()
    const stored = client.getQueryData<InfiniteData<RatingsResponse>>(ratingsKey(template, 'u1'))
    expect(stored?.pages.map((page) => [page.summary, page.mine])).toEqual([
      [answer.summary, answer.mine],
      [answer.summary, answer.mine],
    ])
    // Read again on their next use, not now, when the server might still answer with the old figures.
    expect(client.getQueryState(single)?.isInvalidated).toBe(true)
    expect(client.getQueryState(firstList)?.isInvalidated).toBe(true)
    expect(client.getQueryState(ratingsKey(template, 'u1'))?.isInvalidated).toBe(true)
  })

  it('does the same for a snippet, and leaves other snippets and the templates alone', async () => {
    const client = new QueryClient()
    const single = snippetQueryOptions(snippet.slug).queryKey
    const list = snippetListQueryOptions({}).queryKey
    const templateSingle = templateQueryOptions(snippet.slug).queryKey
    const card = (slug: string) => ({ slug, rating: 1, reviews: 1 }) as unknown as SnippetDetail
    client.setQueryData(single, card(snippet.slug))
    client.setQueryData(list, { snippets: [card('another'), card(snippet.slug)] } as unknown as SnippetListResponse)
    client.setQueryData(templateSingle, templateCard(snippet.slug))

    await applyRatingWrite(client, snippet, 'u1', { summary: { rating: 0, reviews: 0 }, mine: null })

    expect(client.getQueryData(single)).toMatchObject({ rating: 0, reviews: 0 })
    expect(client.getQueryData(list)?.snippets.map(({ rating, reviews }) => [rating, reviews])).toEqual([
      [1, 1],
      [0, 0],
    ])
    expect(client.getQueryData(templateSingle)).toMatchObject({ rating: 0, reviews: 0 })
    expect(client.getQueryState(templateSingle)?.isInvalidated).toBe(false)
  })
})
