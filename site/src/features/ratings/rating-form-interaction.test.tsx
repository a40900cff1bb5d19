// @vitest-environment happy-dom
import { type PublicRating, ratingMessages } from '@snipstack/contracts'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RatingForm } from './rating-form'
import { ratingsKey } from './ratings-queries'
import { Reviews } from './ratings-section'

const template = { catalogue: 'templates', slug: 'nginx-proxy' } as const

type Sent = { method: string; path: string; body: unknown }
let sent: Sent[] = []
let answer: () => Response = () => new Response(null, { status: 500 })
let root: Root | undefined

beforeEach(() => {
  // Tells React that updates here are wrapped in act(), so it settles them before the checks.
  vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true)
  sent = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    const text = await request.text()
    sent.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? JSON.parse(text) : undefined,
    })
    return answer()
  })
})

afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

function renderForm(mine: Parameters<typeof RatingForm>[0]['mine'] = null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const host = document.createElement('div')
  document.body.append(host)
  root = createRoot(host)
  act(() =>
    root?.render(
      <QueryClientProvider client={client}>
        <RatingForm item={template} viewer="u1" mine={mine} />
      </QueryClientProvider>,
    ),
  )
  const radio = (stars: number) => host.querySelector<HTMLInputElement>(`input[name="stars"][value="${stars}"]`)
  const review = () => host.querySelector<HTMLTextAreaElement>('textarea[name="review"]')
  return { client, host, radio, review }
}

const type = (field: HTMLTextAreaElement | null, value: string) =>
  act(() => {
    if (!field) throw new Error('No field to type into')
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(field, value)
    field.dispatchEvent(new Event('input', { bubbles: true }))
  })

const submit = async (host: HTMLElement) => {
  await act(async () => {
    host.querySelector<HTMLButtonElement>('button[type="submit"]')?.click()
  })
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('RatingForm in the browser', () => {
  it('asks for stars first, on the stars, and sends nothing', async () => {
    const { host, radio } = renderForm()
    await submit(host)
    expect(host.querySelector('[data-slot="field-error"]')?.textContent).toBe(ratingMessages.stars)
    expect(document.activeElement).toBe(radio(1))
    expect(radio(1)?.getAttribute('aria-invalid')).toBe('true')
    expect(sent).toEqual([])
  })

  it('counts the review’s characters as they are typed', () => {
    const { host, review } = renderForm()
    type(review(), 'Short and clear')
    expect(host.querySelector('[data-slot="review-counter"]')?.textContent).toBe('15/500 characters')
  })

  it('puts the stars and the trimmed review, and keeps the cached ratings in step with the answer', async () => {
    const saved = { stars: 4, review: 'Works well', updated_at: '2026-03-01T10:00:00.000Z' }
    answer = () => json({ summary: { rating: 4, reviews: 1 }, mine: saved })
    const { client, host, radio, review } = renderForm()
    client.setQueryData(ratingsKey(template, 'u1'), {
      pages: [
        {
          summary: { rating: 0, reviews: 0 },
          counts: [0, 0, 0, 0, 0],
          ratings: [],
          pagination: { page: 1, page_size: 10, total: 0, total_pages: 0 },
          mine: null,
          can_rate: true,
        },
      ],
      pageParams: [1],
    })
    act(() => radio(4)?.click())
    expect(radio(4)?.checked).toBe(true)
    type(review(), '  Works well  ')
    await submit(host)
    await vi.waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toEqual({
      method: 'PUT',
      path: '/api/templates/nginx-proxy/rating',
      body: { stars: 4, review: 'Works well' },
    })
    await vi.waitFor(() =>
      expect(
        client.getQueryData<{ pages: { summary: unknown; mine: unknown }[] }>(ratingsKey(template, 'u1'))?.pages[0],
      ).toMatchObject({
        summary: { rating: 4, reviews: 1 },
        mine: saved,
      }),
    )
    await vi.waitFor(() => expect(review()?.value).toBe('Works well'))
  })

  it('shows the server’s message on the field it names', async () => {
    answer = () => json({ error: { message: ratingMessages.reviewLength, field: 'review', code: 'VALIDATION' } }, 422)
    const { host, radio, review } = renderForm({ stars: 2, review: 'Fine', updated_at: '2026-03-01T10:00:00.000Z' })
    expect(radio(2)?.checked).toBe(true)
    await submit(host)
    await vi.waitFor(() =>
      expect(host.querySelector('[data-slot="field-error"]')?.textContent).toBe(ratingMessages.reviewLength),
    )
    expect(review()?.getAttribute('aria-invalid')).toBe('true')
    expect(review()?.getAttribute('aria-describedby')).toContain(host.querySelector('[data-slot="field-error"]')?.id)
  })

  it('shows a refusal without a field as the form’s own error', async () => {
    answer = () => json({ error: { message: ratingMessages.ownSnippet, code: 'FORBIDDEN' } }, 403)
    const { host, radio } = renderForm()
    act(() => radio(5)?.click())
    await submit(host)
    await vi.waitFor(() => expect(host.querySelector('[role="alert"]')?.textContent).toBe(ratingMessages.ownSnippet))
  })

  it('withdraws the rating with DELETE and starts over empty', async () => {
    answer = () => json({ summary: { rating: 0, reviews: 0 }, mine: null })
    const { host, radio, review } = renderForm({ stars: 3, review: 'Okay', updated_at: '2026-03-01T10:00:00.000Z' })
    const remove = [...host.querySelectorAll('button')].find((button) => button.textContent === 'Remove my rating')
    await act(async () => remove?.click())
    await vi.waitFor(() =>
      expect(sent.map(({ method, path }) => [method, path])).toEqual([['DELETE', '/api/templates/nginx-proxy/rating']]),
    )
    await vi.waitFor(() => expect(radio(3)?.checked).toBe(false))
    expect(review()?.value).toBe('')
  })
})

describe('Show more reviews', () => {
  const review = (username: string): PublicRating => ({
    stars: 5,
    review: `Review by ${username}`,
    updated_at: '2026-03-01T10:00:00.000Z',
    author: { name: username, username },
  })

  it('hands focus to the first review the next page adds', () => {
    const host = document.createElement('div')
    document.body.append(host)
    root = createRoot(host)
    let asked = 0
    const show = (reviews: PublicRating[], more: boolean, loadingMore: boolean) =>
      act(() =>
        root?.render(
          <Reviews reviews={reviews} total={3} more={more} loadingMore={loadingMore} onMore={() => asked++} />,
        ),
      )
    const firstPage = [review('ada'), review('grace')]
    show(firstPage, true, false)
    act(() => host.querySelector<HTMLButtonElement>('button')?.click())
    expect(asked).toBe(1)
    show(firstPage, true, true)
    expect(host.querySelector('button')?.textContent).toBe('Loading more reviews…')
    show([...firstPage, review('linus')], false, false)
    expect(host.querySelector('button')).toBeNull()
    expect(document.activeElement?.textContent).toContain('Review by linus')
  })
})
