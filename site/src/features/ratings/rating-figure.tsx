import type { RatingSummary } from '@snipstack/contracts'
import { cn } from '@snipstack/ui/lib/utils'
import { Star } from 'lucide-react'
import { NO_RATINGS, ratingAverage, ratingCount } from './rating-label'

type Props = {
  /** The item's average and count: the API's `rating` and `reviews`, as every card and page has them. */
  figures: RatingSummary
  /** Sets the average apart from its count, as the pages' headers do. */
  strong?: boolean
  className?: string
}

/**
 * An item's rating as cards and pages show it: '4.3 (3 ratings)' beside a filled star, or 'No
 * ratings yet' beside an empty one. The star is decorative; the words say it all.
 */
export function RatingFigure({ figures, strong = false, className }: Props) {
  const rated = figures.reviews > 0
  return (
    <span data-slot="rating-figure" className={cn('inline-flex items-center gap-1', className)}>
      <Star
        aria-hidden="true"
        className={cn('size-4 shrink-0', rated ? 'fill-amber-400 text-amber-400' : 'text-muted-foreground')}
      />
      {rated ? (
        <span>
          <span className={cn(strong && 'font-medium text-foreground')}>{ratingAverage(figures.rating)}</span> (
          {ratingCount(figures.reviews)})
        </span>
      ) : (
        <span>{NO_RATINGS}</span>
      )}
    </span>
  )
}
