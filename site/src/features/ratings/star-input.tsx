import { cn } from '@snipstack/ui/lib/utils'
import { Star } from 'lucide-react'
import { useState } from 'react'
import { starsLabel } from './rating-label'

type Props = {
  /** The radios' shared name, as the form's field is called. */
  name: string
  /** The stars chosen; 0 while none is. */
  value: number
  onChange: (stars: number) => void
  /** How many stars there are to choose from. */
  scale: number
  legend?: string
  /** The id of the message that says what is wrong, when something is. */
  errorId?: string | undefined
  disabled?: boolean
  className?: string
}

/**
 * A star picker that is a native radio group underneath (one radio per star, named '1 star' to
 * '5 stars'), so Tab reaches it once, the arrow keys move the choice and screen readers announce
 * it as they do any radio group. Each radio covers its star, so a click or a tap lands on it;
 * hovering shows what a click would give.
 */
export function StarInput({
  name,
  value,
  onChange,
  scale,
  legend = 'Your rating',
  errorId,
  disabled = false,
  className,
}: Props) {
  const [hovered, setHovered] = useState(0)
  const shown = hovered || value
  const invalid = errorId ? true : undefined
  return (
    <fieldset data-slot="star-input" className={cn('min-w-0', className)} disabled={disabled}>
      <legend className="mb-2 font-medium text-sm leading-none">{legend}</legend>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex items-center">
          {Array.from({ length: scale }, (_, index) => index + 1).map((stars) => (
            <label
              key={stars}
              className="relative inline-flex"
              onMouseEnter={() => setHovered(stars)}
              onMouseLeave={() => setHovered(0)}
            >
              <input
                type="radio"
                name={name}
                value={stars}
                checked={value === stars}
                onChange={() => {
                  // A choice made by keyboard shows at once, even with the pointer resting on another star.
                  setHovered(0)
                  onChange(stars)
                }}
                aria-invalid={invalid}
                aria-describedby={errorId}
                className="peer absolute inset-0 z-10 size-full cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
              />
              <span
                aria-hidden="true"
                className="rounded-md p-1 transition-transform peer-hover:scale-110 peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-disabled:opacity-50 motion-reduce:transition-none motion-reduce:peer-hover:scale-100"
              >
                <Star
                  className={cn(
                    'size-7',
                    stars <= shown ? 'fill-amber-400 text-amber-500 dark:text-amber-400' : 'text-muted-foreground',
                  )}
                />
              </span>
              <span className="sr-only">{starsLabel(stars)}</span>
            </label>
          ))}
        </div>
        {/* The radios already say which is chosen; this is the same for the eye. */}
        <span aria-hidden="true" className="text-muted-foreground text-sm">
          {value ? starsLabel(value) : `Choose 1 to ${scale} stars`}
        </span>
      </div>
    </fieldset>
  )
}
