'use client'

import { BadgeCheck } from 'lucide-react'
import * as React from 'react'
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion'
import { useVisiblePlayback } from '../hooks/use-visible-playback'
import { omit } from '../lib/omit'
import { cn } from '../lib/utils'

/*
 * The tweet shape is the part of react-tweet's `Tweet` (the syndication API's JSON) that the card
 * reads, with the same field names, so a tweet fetched for react-tweet renders here unchanged.
 */

/** Start and end of an entity in `text`, counted in Unicode code points. */
export type Indices = [number, number]

export type TweetUser = {
  id_str?: string
  name: string
  screen_name: string
  profile_image_url_https: string
  profile_image_shape?: 'Circle' | 'Square' | 'Hexagon'
  verified?: boolean
  is_blue_verified?: boolean
}

export type HashtagEntity = { indices: Indices; text: string }
export type UserMentionEntity = { indices: Indices; screen_name: string; name?: string; id_str?: string }
export type UrlEntity = { indices: Indices; url: string; display_url: string; expanded_url: string }
export type SymbolEntity = { indices: Indices; text: string }
export type MediaEntity = { indices: Indices; url: string; display_url?: string; expanded_url?: string }

export type TweetEntities = {
  hashtags?: HashtagEntity[]
  user_mentions?: UserMentionEntity[]
  urls?: UrlEntity[]
  symbols?: SymbolEntity[]
  media?: MediaEntity[]
}

export type TweetPhoto = { url: string; width: number; height: number; expandedUrl?: string }

export type TweetVideo = {
  poster: string
  variants: Array<{ type: string; src: string }>
  aspectRatio?: [number, number]
}

/** A link preview, as the syndication API sends it (react-tweet leaves it untyped). */
export type TweetLinkCard = {
  url?: string
  binding_values?: {
    thumbnail_image_large?: { image_value?: { url: string; width?: number; height?: number } }
    title?: { string_value?: string }
    description?: { string_value?: string }
    domain?: { string_value?: string }
    vanity_url?: { string_value?: string }
  }
}

export type Tweet = {
  id_str: string
  /** The text, HTML-escaped as the API sends it (`&amp;`, `&lt;`…). */
  text: string
  user: TweetUser
  entities?: TweetEntities
  /** The part of `text` to show; the rest holds reply handles and media links. */
  display_text_range?: Indices
  photos?: TweetPhoto[]
  video?: TweetVideo
  card?: TweetLinkCard
}

export type TweetEntity =
  | { type: 'text'; text: string }
  | { type: 'hashtag' | 'mention' | 'url' | 'symbol'; text: string; href: string }

/** A tweet ready to draw: links resolved and the text split into plain runs and entities. */
export type EnrichedTweet = Omit<Tweet, 'entities' | 'user'> & {
  url: string
  user: TweetUser & { url: string }
  entities: TweetEntity[]
}

const X_ORIGIN = 'https://x.com'

const HTML_ESCAPES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" }

/** Undoes the API's HTML escaping, as text rather than markup: nothing from a tweet becomes HTML. */
function unescapeHtml(text: string) {
  return text.replace(/&(amp|lt|gt|quot|apos|#39);/g, (_, name: string) => HTML_ESCAPES[name] ?? '')
}

/**
 * Resolves a tweet's links and splits its visible text into plain runs and entities (hashtags,
 * mentions, links, cashtags). Media links are dropped, as the media is shown below the text.
 */
export function enrichTweet(tweet: Tweet): EnrichedTweet {
  const chars = Array.from(tweet.text)
  const [start, end] = tweet.display_text_range ?? [0, chars.length]
  const { hashtags = [], user_mentions = [], urls = [], symbols = [], media = [] } = tweet.entities ?? {}
  const found: Array<{ indices: Indices; entity: TweetEntity | null }> = [
    ...hashtags.map((e) => ({
      indices: e.indices,
      entity: {
        type: 'hashtag' as const,
        text: `#${e.text}`,
        href: `${X_ORIGIN}/hashtag/${encodeURIComponent(e.text)}`,
      },
    })),
    ...user_mentions.map((e) => ({
      indices: e.indices,
      entity: { type: 'mention' as const, text: `@${e.screen_name}`, href: `${X_ORIGIN}/${e.screen_name}` },
    })),
    ...urls.map((e) => ({
      indices: e.indices,
      entity: { type: 'url' as const, text: e.display_url, href: e.expanded_url },
    })),
    ...symbols.map((e) => ({
      indices: e.indices,
      entity: {
        type: 'symbol' as const,
        text: `$${e.text}`,
        href: `${X_ORIGIN}/search?q=%24${encodeURIComponent(e.text)}`,
      },
    })),
    ...media.map((e) => ({ indices: e.indices, entity: null })),
  ]
    .filter(({ indices: [from, to] }) => from >= start && to <= end)
    .sort((a, b) => a.indices[0] - b.indices[0])

  const entities: TweetEntity[] = []
  let cursor = start
  const pushText = (to: number) => {
    if (to > cursor) entities.push({ type: 'text', text: unescapeHtml(chars.slice(cursor, to).join('')) })
  }
  for (const { indices, entity } of found) {
    if (indices[0] < cursor) continue
    pushText(indices[0])
    if (entity) entities.push({ ...entity, text: unescapeHtml(entity.text) })
    cursor = indices[1]
  }
  pushText(end)

  const userUrl = `${X_ORIGIN}/${tweet.user.screen_name}`
  return {
    ...tweet,
    url: `${userUrl}/status/${tweet.id_str}`,
    user: { ...tweet.user, url: userUrl },
    entities,
  }
}

/** Shortens `str` to at most `length` characters, ending in an ellipsis when it was cut. */
export function truncate(str: string | null, length: number): string | null {
  if (!str) return str
  const chars = Array.from(str)
  if (chars.length <= length) return str
  return `${chars.slice(0, Math.max(0, length - 1)).join('')}…`
}

export type TweetNotFoundProps = React.ComponentProps<'div'> & {
  /** Why the tweet could not be shown, when there was an error (or what `onError` returned for it). */
  error?: unknown
}

export type TweetComponents = {
  TweetNotFound?: React.ComponentType<TweetNotFoundProps>
  AvatarImg?: React.ComponentType<React.ComponentProps<'img'>>
  MediaImg?: React.ComponentType<React.ComponentProps<'img'>>
}

const frame =
  'rounded-xl border border-zinc-950/10 bg-white text-zinc-950 dark:border-white/10 dark:bg-zinc-900 dark:text-zinc-50'

/** A grey block of the loading state, pulsing gently unless the visitor asks for reduced motion. */
function SkeletonBlock({ className }: { className?: string }) {
  return (
    <div
      aria-hidden
      className={cn('animate-pulse rounded-md bg-zinc-950/10 motion-reduce:animate-none dark:bg-white/10', className)}
    />
  )
}

/** The shape of a card while its tweet loads. */
export function TweetSkeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="tweet-skeleton"
      role="status"
      aria-busy="true"
      {...props}
      className={cn('flex size-full max-h-max min-w-72 flex-col gap-3 p-4', frame, className)}
    >
      <span className="sr-only">Loading tweet</span>
      <div className="flex gap-3">
        <SkeletonBlock className="size-10 shrink-0 rounded-full" />
        <SkeletonBlock className="h-10 w-full" />
      </div>
      <SkeletonBlock className="h-20 w-full" />
    </div>
  )
}

/** Shown instead of a card when the tweet is missing or could not be loaded. */
export function TweetNotFound({ className, ...rest }: TweetNotFoundProps) {
  // The error is taken out so it does not land on the element; a replacement may show it.
  const props = omit(rest, ['error'])
  return (
    <div
      data-slot="tweet-not-found"
      {...props}
      className={cn('flex size-full min-w-72 flex-col items-center justify-center gap-2 p-4', frame, className)}
    >
      <p className="font-semibold">Tweet not found</p>
    </div>
  )
}

function XLogo({ className }: { className?: string }) {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor">
      <path d="M4 4l16 16M20 4L4 20" strokeWidth={2.4} strokeLinecap="round" />
    </svg>
  )
}

const link = 'rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-sky-500'
const external = { target: '_blank', rel: 'noopener noreferrer' } as const

export type TweetPartProps = { tweet: EnrichedTweet; components?: TweetComponents; className?: string }

/** Avatar, name, verified badge and handle, plus a link to the tweet itself. */
export function TweetHeader({ tweet, components, className }: TweetPartProps) {
  const Avatar = components?.AvatarImg ?? 'img'
  const verified = tweet.user.verified || tweet.user.is_blue_verified
  return (
    <div data-slot="tweet-header" className={cn('flex items-start justify-between gap-3 tracking-tight', className)}>
      <a href={tweet.user.url} {...external} className={cn('flex min-w-0 items-center gap-3', link)}>
        <Avatar
          src={tweet.user.profile_image_url_https}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          decoding="async"
          className={cn(
            'size-12 shrink-0 overflow-hidden border border-zinc-950/5 object-cover dark:border-white/10',
            tweet.user.profile_image_shape === 'Square' ? 'rounded-md' : 'rounded-full',
          )}
        />
        <span className="flex min-w-0 flex-col">
          <span className="flex items-center gap-1 font-semibold whitespace-nowrap">
            {truncate(tweet.user.name, 20)}
            {verified && (
              <>
                <BadgeCheck aria-hidden className="size-4 shrink-0 fill-sky-500 text-white dark:text-zinc-900" />
                <span className="sr-only">, verified account</span>
              </>
            )}
          </span>
          <span className="text-sm text-zinc-600 dark:text-zinc-400">@{truncate(tweet.user.screen_name, 16)}</span>
        </span>
      </a>
      <a href={tweet.url} {...external} className={cn('shrink-0 p-0.5 text-zinc-900 dark:text-zinc-100', link)}>
        <XLogo className="size-5 transition-transform duration-150 hover:scale-110 motion-reduce:transition-none" />
        <span className="sr-only">View tweet on X</span>
      </a>
    </div>
  )
}

/** The tweet's text, with hashtags, mentions, cashtags and links as links. */
export function TweetBody({ tweet, className }: TweetPartProps) {
  return (
    <p
      data-slot="tweet-body"
      className={cn('text-[15px] leading-normal tracking-tight break-words whitespace-pre-wrap', className)}
    >
      {tweet.entities.map((entity, index) =>
        entity.type === 'text' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one tweet never reorder
          <React.Fragment key={index}>{entity.text}</React.Fragment>
        ) : (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one tweet never reorder
            key={index}
            href={entity.href}
            {...external}
            className={cn(
              'text-sky-700 underline decoration-current/30 underline-offset-2 hover:decoration-current dark:text-sky-400',
              link,
            )}
          >
            {entity.text}
          </a>
        ),
      )}
    </p>
  )
}

/** A tweet's video: muted and looping while on screen, like the timeline; with controls and still under reduced motion. */
function TweetVideoPlayer({ tweet }: { tweet: EnrichedTweet }) {
  const ref = React.useRef<HTMLVideoElement>(null)
  const reduceMotion = usePrefersReducedMotion()
  useVisiblePlayback(ref)
  const video = tweet.video
  const source = video?.variants.find((variant) => variant.type === 'video/mp4') ?? video?.variants[0]

  if (!video || !source) return null
  return (
    <video
      ref={ref}
      poster={video.poster}
      aria-label={`Video from ${tweet.user.name}'s tweet`}
      muted
      loop
      playsInline
      preload="none"
      controls={reduceMotion}
      className="w-full rounded-xl border border-zinc-950/10 shadow-sm dark:border-white/10"
    >
      <source src={source.src} type={source.type} />
    </video>
  )
}

/** Photos (scrolling sideways when there are several), a video, or a link preview's image. */
export function TweetMedia({ tweet, components, className }: TweetPartProps) {
  const Img = components?.MediaImg ?? 'img'
  const photos = tweet.photos ?? []
  const preview = tweet.card?.binding_values
  const thumbnail = preview?.thumbnail_image_large?.image_value
  if (!tweet.video && photos.length === 0 && !thumbnail) return null

  return (
    <div data-slot="tweet-media" className={cn('flex flex-1 items-center justify-center', className)}>
      {tweet.video ? (
        <TweetVideoPlayer tweet={tweet} />
      ) : photos.length > 0 ? (
        // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls, not a photo strip
        <div
          role="group"
          // A region that scrolls sideways must be reachable by keyboard, so it takes focus.
          tabIndex={photos.length > 1 ? 0 : undefined}
          aria-label={photos.length > 1 ? `${photos.length} photos` : undefined}
          className={cn(
            'flex w-full snap-x snap-mandatory gap-3 overflow-x-auto rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-sky-500',
            photos.length === 1 && 'justify-center',
          )}
        >
          {photos.map((photo, index) => (
            <Img
              key={photo.url}
              src={photo.url}
              width={photo.width}
              height={photo.height}
              loading="lazy"
              decoding="async"
              alt={`Photo ${index + 1} of ${photos.length} from ${tweet.user.name}'s tweet`}
              className={cn(
                'h-64 shrink-0 snap-center rounded-xl border border-zinc-950/10 object-cover shadow-sm dark:border-white/10',
                photos.length > 1 ? 'w-5/6' : 'w-full',
              )}
            />
          ))}
        </div>
      ) : thumbnail ? (
        <a
          href={tweet.card?.url ?? tweet.url}
          {...external}
          className={cn('block w-full overflow-hidden rounded-xl border border-zinc-950/10 dark:border-white/10', link)}
        >
          <Img
            src={thumbnail.url}
            width={thumbnail.width}
            height={thumbnail.height}
            loading="lazy"
            decoding="async"
            alt=""
            className="h-56 w-full object-cover"
          />
          <span className="flex flex-col gap-0.5 border-t border-zinc-950/10 px-3 py-2 text-sm dark:border-white/10">
            <span className="text-zinc-600 dark:text-zinc-400">
              {preview?.domain?.string_value ?? preview?.vanity_url?.string_value ?? 'Link'}
            </span>
            {preview?.title?.string_value && <span className="font-medium">{preview.title.string_value}</span>}
          </span>
        </a>
      ) : null}
    </div>
  )
}

export type MagicTweetProps = React.ComponentProps<'article'> & {
  tweet: Tweet
  /** Replacements for the avatar and media images, as in react-tweet. */
  components?: TweetComponents
}

/**
 * A tweet drawn from its data: header, text and media. It rises into place when it first renders
 * (a CSS animation, skipped with reduced motion) and lifts a little under the pointer.
 */
export function MagicTweet({ tweet, components, className, ...props }: MagicTweetProps) {
  const enriched = enrichTweet(tweet)
  return (
    <article
      data-slot="tweet-card"
      aria-label={`Tweet by ${tweet.user.name}`}
      {...props}
      className={cn(
        'relative flex h-fit w-full max-w-lg flex-col gap-3 overflow-hidden p-4 shadow-sm',
        frame,
        'animate-tweet-card-enter transition-[translate,box-shadow] duration-200 ease-out hover:-translate-y-0.5 hover:shadow-md',
        'motion-reduce:animate-none motion-reduce:transition-none motion-reduce:hover:translate-y-0',
        className,
      )}
    >
      <TweetHeader tweet={enriched} components={components} />
      <TweetBody tweet={enriched} />
      <TweetMedia tweet={enriched} components={components} />
    </article>
  )
}

export type TweetCardProps = Omit<React.ComponentProps<'article'>, 'onError'> & {
  /** The tweet to load with `apiUrl` or `fetchTweet`. */
  id?: string
  /** A tweet already at hand: shown straight away, on the server too, with no request. */
  tweet?: Tweet
  /**
   * Where to fetch the tweet from: a URL of your own that answers with the tweet as JSON, bare or
   * as react-tweet's `{ data: tweet }`; a 404 or `null` data means not found. No default: without
   * `apiUrl` or `fetchTweet` nothing is requested.
   */
  apiUrl?: string
  /** Options for the request to `apiUrl` (headers, credentials, cache…). */
  fetchOptions?: RequestInit
  /** Loads a tweet by id yourself instead; resolve `null` or `undefined` for not found. */
  fetchTweet?: (id: string, options: { signal: AbortSignal }) => Promise<Tweet | null | undefined>
  /** Replacements, as in react-tweet: `TweetNotFound`, `AvatarImg`, `MediaImg`. */
  components?: TweetComponents
  /** Shown while the tweet loads. */
  fallback?: React.ReactNode
  /** Called with a failed load's error; what it returns is handed to `TweetNotFound` as `error`. */
  onError?: (error: unknown) => unknown
}

type LoadState = { status: 'loading' } | { status: 'loaded'; tweet: Tweet } | { status: 'missing'; error?: unknown }

const LOADING: LoadState = { status: 'loading' }
const defaultFallback = <TweetSkeleton />

async function requestTweet(url: string, init: RequestInit): Promise<Tweet | null> {
  const response = await fetch(url, init)
  if (response.status === 404) return null
  if (!response.ok) throw new Error(`Loading the tweet failed: ${response.status} ${response.statusText}`)
  const body = (await response.json()) as { data?: Tweet | null } | Tweet | null
  if (body && 'id_str' in body) return body
  return body?.data ?? null
}

/**
 * A tweet card that shows the `tweet` you pass, or loads one by `id` from the `apiUrl` or
 * `fetchTweet` you configure. Loading happens in an effect, so the server and the first client
 * render show `fallback`; nothing is requested unless you configure a source.
 */
export function TweetCard({
  id,
  tweet,
  apiUrl,
  fetchOptions,
  fetchTweet,
  components,
  fallback = defaultFallback,
  onError,
  className,
  ...props
}: TweetCardProps) {
  // Read through a ref, so a new inline callback or options object on each render does not refetch.
  const latest = React.useRef({ fetchTweet, fetchOptions, onError })
  React.useEffect(() => {
    latest.current = { fetchTweet, fetchOptions, onError }
  })
  const canLoad = Boolean(fetchTweet || apiUrl)
  // Each result is kept with the request it answers, so a new id shows `fallback` at once, not the
  // previous tweet until the new one arrives.
  const request = JSON.stringify([id ?? null, apiUrl ?? null, canLoad])
  const [result, setResult] = React.useState<{ request: string; state: LoadState } | null>(null)
  const state = result?.request === request ? result.state : LOADING

  React.useEffect(() => {
    if (tweet) return
    const controller = new AbortController()
    const { fetchTweet: load, fetchOptions: init } = latest.current
    // Nothing to load from is reported like a load that failed: through onError, then as not found.
    const loading: Promise<Tweet | null | undefined> =
      !id || !canLoad
        ? Promise.reject(
            new Error('TweetCard has nothing to show: pass `tweet`, or an `id` with `apiUrl` or `fetchTweet`.'),
          )
        : load
          ? load(id, { signal: controller.signal })
          : requestTweet(apiUrl ?? '', { ...init, signal: controller.signal })
    loading.then(
      (found) => {
        if (controller.signal.aborted) return
        setResult({ request, state: found ? { status: 'loaded', tweet: found } : { status: 'missing' } })
      },
      (error: unknown) => {
        if (controller.signal.aborted) return
        const handler = latest.current.onError
        setResult({ request, state: { status: 'missing', error: handler ? handler(error) : error } })
      },
    )
    return () => controller.abort()
  }, [tweet, id, apiUrl, canLoad, request])

  const shown = tweet ?? (state.status === 'loaded' ? state.tweet : undefined)
  if (shown) return <MagicTweet tweet={shown} components={components} className={className} {...props} />
  if (state.status === 'loading') return fallback
  const NotFound = components?.TweetNotFound ?? TweetNotFound
  return <NotFound className={className} error={state.status === 'missing' ? state.error : undefined} />
}

/** Magic UI's client-side name for the same card; `TweetCard` already loads on the client. */
export const ClientTweetCard = TweetCard
