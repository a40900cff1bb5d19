// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import type * as React from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  hydrationErrors,
  installIntersectionObserver,
  installMediaQueries,
  resetMediaPreferences,
  setMediaPreference,
  stubMediaPlayback,
} from '../test-support'
import {
  enrichTweet,
  MagicTweet,
  type Tweet,
  TweetCard,
  type TweetNotFoundProps,
  TweetSkeleton,
  truncate,
} from './tweet-card'

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

const text = 'Hi @ada, see #motion &amp; $ACME 🚀 https://t.co/x https://t.co/media'
const tweet: Tweet = {
  id_str: '42',
  text,
  // The media link at the end lies outside the visible text.
  display_text_range: [0, 49],
  user: {
    name: 'Grace Example',
    screen_name: 'grace',
    profile_image_url_https: 'data:image/svg+xml,%3Csvg/%3E',
    is_blue_verified: true,
  },
  entities: {
    user_mentions: [{ indices: [3, 7], screen_name: 'ada' }],
    hashtags: [{ indices: [13, 20], text: 'motion' }],
    symbols: [{ indices: [27, 32], text: 'ACME' }],
    urls: [
      { indices: [35, 49], url: 'https://t.co/x', display_url: 'example.com/x', expanded_url: 'https://example.com/x' },
    ],
    media: [{ indices: [50, 68], url: 'https://t.co/media' }],
  },
}

function NotFound({ error }: TweetNotFoundProps) {
  return <p>missing: {String(error)}</p>
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** An avatar that counts its renders, to tell which cards were drawn. */
const avatarRenders = vi.fn()
function CountedAvatar(props: React.ComponentProps<'img'>) {
  avatarRenders()
  return <img alt="" {...props} />
}

describe('enrichTweet and truncate', () => {
  it('splits the visible text into runs and linked entities, counting code points', () => {
    // The fixture's indices are in code points, as the API counts them; the emoji is one.
    expect(Array.from(text).slice(35, 49).join('')).toBe('https://t.co/x')
    const enriched = enrichTweet({ ...tweet, entities: { ...tweet.entities, urls: [] } })
    expect(enriched.url).toBe('https://x.com/grace/status/42')
    expect(enriched.user.url).toBe('https://x.com/grace')
    expect(enriched.entities.slice(0, 6)).toEqual([
      { type: 'text', text: 'Hi ' },
      { type: 'mention', text: '@ada', href: 'https://x.com/ada' },
      { type: 'text', text: ', see ' },
      { type: 'hashtag', text: '#motion', href: 'https://x.com/hashtag/motion' },
      { type: 'text', text: ' & ' },
      { type: 'symbol', text: '$ACME', href: 'https://x.com/search?q=%24ACME' },
    ])
    const all = enriched.entities.map((entity) => entity.text).join('')
    expect(all).not.toContain('t.co/media')
  })

  it('shows links by their display URL and drops media links', () => {
    const enriched = enrichTweet(tweet)
    const url = enriched.entities.find((entity) => entity.type === 'url')
    expect(url).toEqual({ type: 'url', text: 'example.com/x', href: 'https://example.com/x' })
  })

  it('truncates with an ellipsis and leaves short or empty strings alone', () => {
    expect(truncate('abcdefgh', 5)).toBe('abcd…')
    expect(truncate('abc', 5)).toBe('abc')
    expect(truncate(null, 5)).toBeNull()
    expect(truncate('', 5)).toBe('')
  })
})

describe('MagicTweet', () => {
  it('renders the author, verified badge, linked entities and escaped text as text', () => {
    render(<MagicTweet tweet={tweet} className="custom" />)
    const card = screen.getByRole('article', { name: 'Tweet by Grace Example' })
    expect(card.className).toContain('custom')
    expect(card.className).toContain('animate-tweet-card-enter')
    expect(card.className).toContain('motion-reduce:animate-none')
    expect(card.textContent).toContain('verified account')
    expect(card.textContent).toContain('@grace')
    expect(card.querySelector('[data-slot="tweet-body"]')?.textContent).toContain(' & ')
    expect(screen.getByRole('link', { name: '#motion' }).getAttribute('href')).toBe('https://x.com/hashtag/motion')
    expect(screen.getByRole('link', { name: 'View tweet on X' }).getAttribute('href')).toBe(
      'https://x.com/grace/status/42',
    )
    for (const link of screen.getAllByRole('link')) expect(link.getAttribute('rel')).toContain('noopener')
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('never turns tweet text into markup', () => {
    const { container } = render(
      <MagicTweet
        tweet={{ ...tweet, text: '&lt;img src=x onerror=alert(1)&gt;', entities: {}, display_text_range: undefined }}
      />,
    )
    expect(container.querySelector('[data-slot="tweet-body"] img')).toBeNull()
    expect(container.querySelector('[data-slot="tweet-body"]')?.textContent).toBe('<img src=x onerror=alert(1)>')
  })

  it('shows several photos in a keyboard-reachable strip, and a link preview image', () => {
    const photos = [1, 2].map((n) => ({ url: `data:image/png;base64,${n}`, width: 4, height: 3 }))
    const { unmount } = render(<MagicTweet tweet={{ ...tweet, photos }} />)
    const strip = screen.getByRole('group', { name: '2 photos' })
    expect(strip.getAttribute('tabindex')).toBe('0')
    expect(screen.getByAltText("Photo 2 of 2 from Grace Example's tweet")).toBeTruthy()
    unmount()

    render(
      <MagicTweet
        tweet={{
          ...tweet,
          card: {
            url: 'https://example.com/post',
            binding_values: {
              thumbnail_image_large: { image_value: { url: 'data:image/png;base64,3' } },
              title: { string_value: 'A post' },
              domain: { string_value: 'example.com' },
            },
          },
        }}
      />,
    )
    const preview = screen.getByRole('link', { name: /A post/ })
    expect(preview.getAttribute('href')).toBe('https://example.com/post')
  })

  it('plays a video only while on screen, and not at all under reduced motion', () => {
    const viewport = installIntersectionObserver()
    const { play, pause } = stubMediaPlayback()
    const video = { poster: 'data:image/png;base64,4', variants: [{ type: 'video/mp4', src: '/clip.mp4' }] }
    const { container } = render(<MagicTweet tweet={{ ...tweet, video }} />)
    const element = container.querySelector('video')
    expect(element?.getAttribute('preload')).toBe('none')
    expect(element?.hasAttribute('controls')).toBe(false)
    expect(play).not.toHaveBeenCalled()
    viewport.setIntersecting(element, true)
    expect(play).toHaveBeenCalledTimes(1)
    viewport.setIntersecting(element, false)
    expect(pause).toHaveBeenCalled()

    act(() => setMediaPreference('reduce', true))
    expect(element?.hasAttribute('controls')).toBe(true)
    expect(viewport.observed()).toEqual([])
    expect(play).toHaveBeenCalledTimes(1)
  })
})

describe('TweetCard', () => {
  it('renders a tweet passed as data, on the server too, without any request', () => {
    const html = renderToString(<TweetCard tweet={tweet} />)
    expect(html).toContain('Grace Example')
    render(<TweetCard tweet={tweet} />)
    expect(screen.getByRole('article')).toBeTruthy()
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('requests nothing for an id without a configured source, and reports why', async () => {
    const onError = vi.fn(() => 'no source')
    render(<TweetCard id="42" onError={onError} components={{ TweetNotFound: NotFound }} />)
    await screen.findByText('missing: no source')
    expect(onError).toHaveBeenCalledWith(expect.any(Error))
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('shows the fallback, then the tweet loaded from apiUrl (bare or as { data })', async () => {
    fetchSpy.mockResolvedValueOnce(json({ data: tweet }))
    const { unmount } = render(
      <TweetCard
        id="42"
        apiUrl="/api/tweet/42"
        fetchOptions={{ headers: { 'x-key': '1' } }}
        fallback={<p>loading</p>}
      />,
    )
    expect(screen.getByText('loading')).toBeTruthy()
    await screen.findByRole('article')
    const [url, init] = fetchSpy.mock.calls[0] ?? []
    expect(url).toBe('/api/tweet/42')
    expect(init?.headers).toEqual({ 'x-key': '1' })
    expect(init?.signal).toBeInstanceOf(AbortSignal)
    unmount()

    fetchSpy.mockResolvedValueOnce(json(tweet))
    render(<TweetCard id="42" apiUrl="/api/tweet/42" />)
    await screen.findByRole('article')
  })

  it('shows the default skeleton while loading', () => {
    fetchSpy.mockReturnValueOnce(new Promise(() => {}))
    render(<TweetCard id="42" apiUrl="/api/tweet/42" />)
    const skeleton = screen.getByRole('status')
    expect(skeleton.getAttribute('aria-busy')).toBe('true')
    expect(skeleton.textContent).toBe('Loading tweet')
  })

  it('shows not found for a 404 without calling onError, and for a failure after calling it', async () => {
    const onError = vi.fn((error: unknown) => error)
    fetchSpy.mockResolvedValueOnce(json({}, 404))
    const { unmount } = render(<TweetCard id="1" apiUrl="/api/tweet/1" onError={onError} />)
    await screen.findByText('Tweet not found')
    expect(onError).not.toHaveBeenCalled()
    unmount()

    fetchSpy.mockResolvedValueOnce(json({}, 500))
    render(<TweetCard id="1" apiUrl="/api/tweet/1" onError={onError} className="card" />)
    await screen.findByText('Tweet not found')
    expect(onError).toHaveBeenCalledTimes(1)
    expect(document.querySelector('[data-slot="tweet-not-found"]')?.className).toContain('card')
  })

  it('loads through fetchTweet instead, and aborts it when the id changes', async () => {
    const signals: AbortSignal[] = []
    const fetchTweet = vi.fn(async (id: string, { signal }: { signal: AbortSignal }) => {
      signals.push(signal)
      return id === '2'
        ? { ...tweet, id_str: '2', user: { ...tweet.user, name: 'Second' } }
        : new Promise<Tweet>(() => {})
    })
    const { rerender } = render(<TweetCard id="1" fetchTweet={fetchTweet} />)
    rerender(<TweetCard id="2" fetchTweet={fetchTweet} />)
    await screen.findByRole('article', { name: 'Tweet by Second' })
    expect(signals[0]?.aborted).toBe(true)
    expect(fetchTweet).toHaveBeenCalledTimes(2)
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('shows the fallback as soon as the id changes, never the previous tweet for the new id', async () => {
    const fetchTweet = vi.fn(async (id: string) => (id === '1' ? tweet : new Promise<Tweet>(() => {})))
    const card = (id: string) => (
      <TweetCard id={id} fetchTweet={fetchTweet} fallback={<p>loading</p>} components={{ AvatarImg: CountedAvatar }} />
    )
    const { rerender } = render(card('1'))
    await screen.findByRole('article')
    avatarRenders.mockClear()
    rerender(card('2'))
    expect(avatarRenders).not.toHaveBeenCalled()
    expect(screen.queryByRole('article')).toBeNull()
    expect(screen.getByText('loading')).toBeTruthy()
  })

  it('does not refetch when the caller passes new inline callbacks', async () => {
    const load = vi.fn(async (_id: string, _options: { signal: AbortSignal }) => tweet)
    const { rerender } = render(<TweetCard id="1" fetchTweet={(id, options) => load(id, options)} />)
    await screen.findByRole('article')
    rerender(<TweetCard id="1" fetchTweet={(id, options) => load(id, options)} />)
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1))
  })

  it('hydrates without warnings, with data or while loading', async () => {
    expect(await hydrationErrors(<TweetCard tweet={tweet} />)).toEqual([])
    expect(await hydrationErrors(<TweetSkeleton />)).toEqual([])
  })
})
