import { RATING_MAX } from '@snipstack/contracts/rating-constants'
import { cn } from '@snipstack/ui/lib/utils'
import { Star } from 'lucide-react'
import { ratingShare, starsOutOf } from './rating-label'

type Props = {
  /** Stars to show filled; a fraction fills part of a star, as an average does. */
  value: number
  size?: 'sm' | 'lg'
  className?: string
}

/**
 * A read-only row of stars, filled up to `value`, named for screen readers as '4.3 out of 5
 * stars'. The filled row lies over the empty one, cut at the value's share of the width.
 */
export function StarRow({ value, size = 'sm', className }: Props) {
  const icon = cn('shrink-0', size === 'lg' ? 'size-5' : 'size-4')
  const stars = Array.from({ length: RATING_MAX }, (_, index) => index)
  return (
    <span
      role="img"
      aria-label={starsOutOf(value, RATING_MAX)}
      data-slot="star-row"
      className={cn('relative inline-flex shrink-0', className)}
    >
      <span className="flex text-muted-foreground">
        {stars.map((index) => (
          <Star key={index} aria-hidden="true" className={icon} />
        ))}
      </span>
      <span
        className="absolute inset-y-0 left-0 flex overflow-hidden text-amber-500 dark:text-amber-400"
        style={{ width: `${ratingShare(value, RATING_MAX) * 100}%` }}
      >
        {stars.map((index) => (
          <Star key={index} aria-hidden="true" className={cn(icon, 'fill-amber-400')} />
        ))}
      </span>
    </span>
  )
}
