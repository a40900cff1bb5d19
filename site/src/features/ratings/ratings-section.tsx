import type { PublicRating, RatingSummary, RatingsResponse } from '@snipstack/contracts'
import { RATING_MAX, RATING_MIN } from '@snipstack/contracts/rating-constants'
import { cn } from '@snipstack/ui/lib/utils'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Link, useRouterState } from '@tanstack/react-router'
import { LogIn } from 'lucide-react'
import { lazy, Suspense, useEffect, useRef } from 'react'
import { LoadingStatus } from '@/components/page/loading-status'
import { RetryAlert } from '@/components/retry-alert'
import { Button } from '@/components/ui/button'
import { PendingLabel } from '@/components/ui/spinner'
import { signInHref } from '@/features/auth/require-session'
import { mediumDate } from '@/lib/date-format'
import { useAuthHydrated, useSessionUser } from '@/lib/session/use-auth-hydrated'
import { NO_RATINGS, ratingAverage, ratingCount, ratingShare, starsLabel } from './rating-label'
import { itemNoun, type RatedItem, ratingsQueryOptions, reviewsOf } from './ratings-queries'
import { StarRow } from './star-row'

// The form checks input with the shared contract, and with it the schema library: only a signed-in
// member who may rate downloads it (rating-form.tsx).
const RatingForm = lazy(() => import('./rating-form').then((module) => ({ default: module.RatingForm })))
const OwnSnippetNotice = lazy(() => import('./rating-form').then((module) => ({ default: module.OwnSnippetNotice })))

/** The section's anchor, where signing in to rate comes back to. */
const RATINGS_ANCHOR = 'ratings'

// Fixed locale and zone, so the server and the browser write the same date.

type Props = {
  item: RatedItem
  /** The page's own figures, shown until the ratings have been read. */
  figures: RatingSummary
  className?: string
}

/**
 * An item's ratings (README, Ratings and counters): the average and count, how many gave each
 * number of stars, the reviews latest first with 'Show more', and the reader's own part: a link to
 * sign in, the rating form, or, for a snippet's author, why there is none. Read in the browser,
 * as the answer depends on who reads it.
 */
export function RatingsSection({ item, figures, className }: Props) {
  const hydrated = useAuthHydrated()
  const user = useSessionUser()
  const ratings = useInfiniteQuery({ ...ratingsQueryOptions(item, user?.id ?? null), enabled: hydrated })
  const pages = ratings.data?.pages ?? []
  const first = pages[0]
  return (
    <section
      id={RATINGS_ANCHOR}
      aria-labelledby="ratings-title"
      data-slot="ratings-section"
      className={cn('mt-12 scroll-mt-20', className)}
    >
      <h2 id="ratings-title" className="font-semibold text-2xl tracking-tight">
        Ratings and reviews
      </h2>
      <div className="mt-6 grid gap-8 md:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]">
        <div className="grid content-start gap-6">
          <RatingsSummary figures={first?.summary ?? figures} />
          {first ? <RatingsDistribution counts={first.counts} /> : null}
        </div>
        <div className="grid min-w-0 content-start gap-8">
          {hydrated ? <YourRating item={item} viewer={user?.id ?? null} answer={first} /> : null}
          {first ? (
            <Reviews
              reviews={reviewsOf(pages)}
              total={first.pagination.total}
              more={ratings.hasNextPage}
              loadingMore={ratings.isFetchingNextPage}
              onMore={() => void ratings.fetchNextPage()}
            />
          ) : ratings.isError ? (
            <RetryAlert message="The ratings could not be loaded." retry={() => void ratings.refetch()} />
          ) : (
            <LoadingStatus>Loading ratings…</LoadingStatus>
          )}
        </div>
      </div>
    </section>
  )
}

/** The average, as a number and as stars, and how many rated; or that nobody has. */
export function RatingsSummary({ figures }: { figures: RatingSummary }) {
  if (!figures.reviews) {
    return (
      <div data-slot="ratings-summary" className="grid gap-2">
        <StarRow value={0} size="lg" />
        <p className="font-medium">{NO_RATINGS}</p>
      </div>
    )
  }
  return (
    <div data-slot="ratings-summary" className="grid gap-2">
      <p className="flex items-baseline gap-2">
        <span className="font-bold text-4xl tabular-nums tracking-tight">{ratingAverage(figures.rating)}</span>
        <span className="text-muted-foreground text-sm">out of {RATING_MAX}</span>
      </p>
      <StarRow value={figures.rating} size="lg" />
      <p className="text-muted-foreground text-sm">{ratingCount(figures.reviews)}</p>
    </div>
  )
}

/**
 * One row per number of stars, most first: the label, a bar as long as its share of all ratings
 * and the count. The bars are decoration; each row says its count in words.
 */
export function RatingsDistribution({ counts }: { counts: ReadonlyArray<number> }) {
  const total = counts.reduce((sum, count) => sum + count, 0)
  const rows = counts.map((count, index) => ({ stars: index + 1, count })).reverse()
  return (
    <ul aria-label="Ratings by stars" data-slot="ratings-distribution" className="grid gap-1.5">
      {rows.map(({ stars, count }) => (
        <li
          key={stars}
          data-stars={stars}
          className="grid grid-cols-[3.75rem_minmax(0,1fr)_2.5rem] items-center gap-2 text-sm"
        >
          <span>{starsLabel(stars)}</span>
          <span aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-muted">
            <span
              className="block h-full origin-left rounded-full bg-amber-400 transition-transform duration-500 motion-reduce:transition-none"
              style={{ transform: `scaleX(${ratingShare(count, total)})` }}
            />
          </span>
          <span className="text-right text-muted-foreground tabular-nums">
            {count}
            <span className="sr-only"> {count === 1 ? 'rating' : 'ratings'}</span>
          </span>
        </li>
      ))}
    </ul>
  )
}

type YourRatingProps = {
  item: RatedItem
  viewer: string | null
  /** The first page of ratings as the viewer reads them, once read. */
  answer: Pick<RatingsResponse, 'can_rate' | 'mine'> | undefined
}

/** The reader's own part: sign in to rate, the form, or why a snippet's author has none. */
export function YourRating({ item, viewer, answer }: YourRatingProps) {
  if (!viewer) return <SignInToRate item={item} />
  if (!answer) return null
  if (!answer.can_rate) {
    // Signed in and still not allowed: the reader wrote the snippet (templates have no author).
    return item.catalogue === 'snippets' ? (
      <Suspense fallback={null}>
        <OwnSnippetNotice />
      </Suspense>
    ) : null
  }
  return (
    <Suspense fallback={<LoadingStatus>Loading the rating form…</LoadingStatus>}>
      <RatingForm key={viewer} item={item} viewer={viewer} mine={answer.mine} />
    </Suspense>
  )
}

/** For signed-out readers: sign in, then come back to this section. */
export function SignInToRate({ item }: { item: RatedItem }) {
  const href = useRouterState({ select: (state) => state.location.href })
  const back = `${href.split('#')[0]}#${RATINGS_ANCHOR}`
  return (
    <div
      data-slot="sign-in-to-rate"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-muted/40 p-4"
    >
      <p className="text-muted-foreground text-sm">
        Members rate each {itemNoun(item)} from {RATING_MIN} to {RATING_MAX} stars and may add a review.
      </p>
      <Button asChild variant="outline" size="sm">
        <Link {...signInHref(back)}>
          <LogIn aria-hidden="true" />
          Sign in to rate
        </Link>
      </Button>
    </div>
  )
}

type ReviewsProps = {
  reviews: PublicRating[]
  /** Reviews there are on all pages. */
  total: number
  more: boolean
  loadingMore: boolean
  onMore: () => void
}

/**
 * The ratings that came with words, latest first, and 'Show more' while there are more. The first
 * review a page adds takes focus, so keyboard users read on from there (the button may be gone).
 */
export function Reviews({ reviews, total, more, loadingMore, onMore }: ReviewsProps) {
  const listRef = useRef<HTMLOListElement>(null)
  const firstNew = useRef<number | null>(null)
  useEffect(() => {
    const index = firstNew.current
    if (index === null || loadingMore) return
    // A page that brought nothing new (its reviews had moved up) moves no focus, now or later.
    firstNew.current = null
    if (reviews.length > index) listRef.current?.querySelectorAll<HTMLElement>(':scope > li')[index]?.focus()
  }, [reviews.length, loadingMore])
  const showMore = () => {
    firstNew.current = reviews.length
    onMore()
  }
  return (
    <div data-slot="reviews" className="grid gap-3">
      <h3 id="reviews-title" className="font-semibold text-lg tracking-tight">
        Reviews{total ? <span className="font-normal text-muted-foreground"> ({total})</span> : null}
      </h3>
      {reviews.length ? (
        <ol ref={listRef} aria-labelledby="reviews-title" className="divide-y border-y">
          {reviews.map((review) => (
            <li
              key={review.author.username}
              tabIndex={-1}
              className="rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <Review review={review} />
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-muted-foreground text-sm">No written reviews yet.</p>
      )}
      {more ? (
        <div>
          <Button type="button" variant="outline" size="sm" disabled={loadingMore} onClick={showMore}>
            <PendingLabel pending={loadingMore} pendingText="Loading more reviews…">
              Show more reviews
            </PendingLabel>
          </Button>
        </div>
      ) : null}
    </div>
  )
}

/** One review: who wrote it, their stars, when, and the words as plain text. */
export function Review({ review }: { review: PublicRating }) {
  return (
    <div data-slot="review" className="grid gap-2 py-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-medium">{review.author.name || review.author.username}</span>
        <StarRow value={review.stars} />
        <time dateTime={review.updated_at} className="text-muted-foreground text-sm">
          {mediumDate.format(new Date(review.updated_at))}
        </time>
      </div>
      {review.review ? (
        <p data-slot="review-text" className="whitespace-pre-line break-words text-sm leading-relaxed">
          {review.review}
        </p>
      ) : null}
    </div>
  )
}
