'use client'

import { AnimatePresence, type MotionProps, motion } from 'motion/react'
import * as React from 'react'
import { useMergedRef, useOnScreen } from '../hooks/use-on-screen'
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion'
import { cn } from '../lib/utils'

export type WordRotateProps = Omit<React.ComponentProps<'span'>, 'children'> & {
  /** The words to rotate through, in order. */
  words: readonly string[]
  /** Milliseconds each word stays before the next one. */
  duration?: number
  /** How a word enters and leaves: motion's `initial`, `animate`, `exit` and `transition`, replacing the default drop. */
  motionProps?: MotionProps
}

/** Magic UI's default: each word drops in from above and falls out below. */
const DROP: MotionProps = {
  initial: { opacity: 0, y: -50 },
  animate: { opacity: 1, y: 0 },
  exit: { opacity: 0, y: 50 },
  transition: { duration: 0.25, ease: 'easeOut' },
}

/**
 * Shows one word at a time and swaps to the next every `duration` milliseconds, the old word
 * leaving before the new one enters.
 *
 * Every word sits invisibly in the same grid cell as the shown one, so the element is as wide and
 * tall as its longest word from the server's HTML on and nothing around it moves. The shown word is
 * `aria-hidden`; screen readers read all the words once, from a visually hidden list. The rotation
 * holds while the element is off screen or its tab hidden. With reduced motion the first word stands
 * still: content that keeps changing on its own is motion too, and every word is in the list screen
 * readers read.
 */
export function WordRotate({ words, duration = 2500, motionProps = DROP, className, ref, ...props }: WordRotateProps) {
  const elementRef = React.useRef<HTMLSpanElement>(null)
  const setRef = useMergedRef(elementRef, ref)
  const reduceMotion = usePrefersReducedMotion()
  // Reduced motion switched on mid-rotation goes back to the first word.
  const rotates = words.length > 1 && !reduceMotion
  const onScreen = useOnScreen(elementRef, { enabled: rotates })
  const [turn, setTurn] = React.useState(0)
  const index = rotates ? turn % words.length : 0
  const rotating = onScreen && rotates

  React.useEffect(() => {
    if (!rotating) return
    const timer = setTimeout(() => setTurn(index + 1), duration)
    return () => clearTimeout(timer)
  }, [rotating, index, duration])

  const word = words[index]

  return (
    <span
      data-slot="word-rotate"
      data-state={rotating ? 'rotating' : 'paused'}
      data-index={index}
      {...props}
      ref={setRef}
      className={cn('grid overflow-hidden py-2', className)}
    >
      <span className="sr-only">{words.join(', ')}</span>
      {words.map((text, position) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: the copies only reserve space; words may repeat
          key={position}
          aria-hidden
          className="invisible col-start-1 row-start-1"
        >
          {text}
        </span>
      ))}
      {word === undefined ? null : reduceMotion ? (
        <span key={index} aria-hidden data-slot="word-rotate-word" className="col-start-1 row-start-1">
          {word}
        </span>
      ) : (
        // The first word is in place from the server's HTML on; only later words move in.
        <AnimatePresence mode="wait" initial={false}>
          <motion.span
            key={index}
            aria-hidden
            data-slot="word-rotate-word"
            className="col-start-1 row-start-1"
            {...motionProps}
          >
            {word}
          </motion.span>
        </AnimatePresence>
      )}
    </span>
  )
}
