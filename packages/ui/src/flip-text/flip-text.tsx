'use client'

import type { HTMLMotionProps, Variants } from 'motion/react'
import * as React from 'react'
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion'
import { splitGraphemes } from '../lib/graphemes'
import { motionElement } from '../lib/motion-element'
import { cn } from '../lib/utils'

export type FlipTextProps = Omit<HTMLMotionProps<'span'>, 'children' | 'ref'> & {
  /** The text to flip in; strings and numbers among the children are joined. */
  children: React.ReactNode
  /** Seconds each character takes to flip. */
  duration?: number
  /** Seconds between one character's start and the next. */
  delayMultiple?: number
  /** Your own `hidden` and `visible` targets for each character; takes precedence over `framerProps`. */
  variants?: Variants
  /** The earlier name of `variants`, still honoured. */
  framerProps?: Variants
  /** Classes for every character. */
  className?: string
  /** The element each character is rendered as. */
  as?: React.ElementType
  /** Classes for the row that holds the characters. */
  containerClassName?: string
  ref?: React.Ref<HTMLSpanElement>
}

const defaultVariants: Variants = {
  hidden: { rotateX: -90, opacity: 0 },
  visible: { rotateX: 0, opacity: 1 },
}

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? React.useEffect : React.useLayoutEffect

function textOf(children: React.ReactNode): string {
  return React.Children.toArray(children)
    .filter((child) => typeof child === 'string' || typeof child === 'number')
    .join('')
}

/**
 * Text whose characters flip up into place one after another, each turning about its horizontal
 * axis as it fades in. Drop-in for Magic UI's `FlipText`: `className`, `as` and any motion prop
 * apply to every character, as there.
 *
 * The server renders the text as it ends, so it reads without JavaScript; a live page flips it in
 * from before its first paint. Screen readers get the whole text once, not letter by letter, and
 * visitors who prefer reduced motion see it still.
 */
export function FlipText({
  children,
  duration = 0.5,
  delayMultiple = 0.08,
  variants,
  framerProps,
  className,
  as = 'span',
  containerClassName,
  ref,
  ...props
}: FlipTextProps) {
  const Character = motionElement(as)
  const reduceMotion = usePrefersReducedMotion()
  const [live, setLive] = React.useState(false)
  const flipping = live && !reduceMotion
  const text = textOf(children)

  useIsomorphicLayoutEffect(() => {
    if (!window.matchMedia?.(REDUCED_MOTION_QUERY).matches) setLive(true)
  }, [])

  // Once reduced motion has shown the text still, it stays still if the setting is switched off.
  if (reduceMotion && live) setLive(false)

  return (
    <span
      ref={ref}
      data-slot="flip-text"
      data-state={flipping ? 'flipping' : 'static'}
      className={cn('flex justify-center space-x-2', containerClassName)}
    >
      <span className="sr-only">{text}</span>
      {splitGraphemes(text).map((character, index) => (
        <Character
          // Switching between still and flipping mounts the characters afresh, hidden or shown.
          // biome-ignore lint/suspicious/noArrayIndexKey: a character's place is its identity, as in Magic UI
          key={`${flipping ? 'flip' : 'still'}-${index}`}
          aria-hidden
          initial={flipping ? 'hidden' : false}
          animate="visible"
          exit="hidden"
          variants={variants ?? framerProps ?? defaultVariants}
          transition={{ duration, delay: index * delayMultiple }}
          className={cn('origin-center drop-shadow-sm', className)}
          {...props}
        >
          {character}
        </Character>
      ))}
    </span>
  )
}
