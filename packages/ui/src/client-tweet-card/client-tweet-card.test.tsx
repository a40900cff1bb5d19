// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { hydrationErrors, installMediaQueries, resetMediaPreferences } from '../test-support'
import { ClientTweetCard, type Tweet, type TweetNotFoundProps } from './client-tweet-card'

const fetchSpy = vi.fn<typeof fetch>()
beforeEach(() => {
  // Any request a test did not ask for fails the test.
  fetchSpy.mockImplementation(async (input) => {
    throw new Error(`unexpected request: ${String(input)}`)
  })
  vi.stubGlobal('fetch', fetchSpy)
  installMediaQueries()
})
afterEach(() => {
  cleanup()
  fetchSpy.mockReset()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  resetMediaPreferences()
})

const tweet: Tweet = {
  id_str: '7',
  text: 'Hello from the client #offline',
  user: { name: 'Ada Example', screen_name: 'ada', profile_image_url_https: 'data:image/svg+xml,%3Csvg/%3E' },
  entities: { hashtags: [{ indices: [22, 30], text: 'offline' }] },
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

function NotFound({ error }: TweetNotFoundProps) {
  return <p>gone: {String(error)}</p>
}

describe('ClientTweetCard', () => {
  it('renders its fallback on the server and loads only in the browser', () => {
    const fetchTweet = vi.fn(async () => tweet)
    const html = renderToString(<ClientTweetCard id="7" fetchTweet={fetchTweet} />)
    expect(html).toContain('data-slot="tweet-skeleton"')
    expect(html).toContain('Loading tweet')
    expect(fetchTweet).not.toHaveBeenCalled()
  })

  it('loads the tweet by id through fetchTweet, and passes className to the card', async () => {
    const fetchTweet = vi.fn(async (_id: string, _options: { signal: AbortSignal }) => tweet)
    render(<ClientTweetCard id="7" fetchTweet={fetchTweet} className="shadow-2xl" />)
    expect(screen.getByRole('status').textContent).toBe('Loading tweet')
    const card = await screen.findByRole('article', { name: 'Tweet by Ada Example' })
    expect(card.className).toContain('shadow-2xl')
    expect(screen.getByRole('link', { name: '#offline' }).getAttribute('href')).toBe('https://x.com/hashtag/offline')
    expect(fetchTweet).toHaveBeenCalledWith('7', { signal: expect.any(AbortSignal) })
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('loads from apiUrl with fetchOptions, showing a custom fallback meanwhile', async () => {
    fetchSpy.mockResolvedValueOnce(json({ data: tweet }))
    render(
      <ClientTweetCard
        id="7"
        apiUrl="/api/tweet/7"
        fetchOptions={{ headers: { authorization: 'Bearer x' } }}
        fallback={<p>wait</p>}
      />,
    )
    expect(screen.getByText('wait')).toBeTruthy()
    await screen.findByRole('article')
    const [url, init] = fetchSpy.mock.calls[0] ?? []
    expect(url).toBe('/api/tweet/7')
    expect(init?.headers).toEqual({ authorization: 'Bearer x' })
  })

  it('requests nothing when no source is configured, and reports it through onError and TweetNotFound', async () => {
    const onError = vi.fn(() => 'no source')
    render(<ClientTweetCard id="7" onError={onError} components={{ TweetNotFound: NotFound }} />)
    await screen.findByText('gone: no source')
    expect(onError).toHaveBeenCalledWith(expect.any(Error))
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('shows the default not-found card for a tweet the source does not have', async () => {
    render(<ClientTweetCard id="404" fetchTweet={async () => null} className="h-48" />)
    await screen.findByText('Tweet not found')
    expect(document.querySelector('[data-slot="tweet-not-found"]')?.className).toContain('h-48')
  })

  it('shows a tweet passed as data straight away', () => {
    expect(renderToString(<ClientTweetCard tweet={tweet} />)).toContain('Ada Example')
  })

  it('hydrates without warnings', async () => {
    expect(await hydrationErrors(<ClientTweetCard id="7" fetchTweet={async () => tweet} />)).toEqual([])
    expect(await hydrationErrors(<ClientTweetCard tweet={tweet} />)).toEqual([])
  })
})
