'use client'

import { type MotionValue, motion, useScroll, useTransform } from 'motion/react'
import * as React from 'react'
import { useMergedRef } from '../hooks/use-on-screen'
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion'
import { cn } from '../lib/utils'

export type TextRevealProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The text to reveal, one word after another. */
  children: string
  /**
   * Follow this scrolling element instead of the page, e.g. a panel with `overflow-y-auto`. Give it
   * a position (`relative`) and size the reveal against it, e.g. `className="h-[200%]"`.
   */
  container?: React.RefObject<HTMLElement | null>
}

/**
 * A tall section whose text stays pinned in view while the words light up one after another as
 * the section scrolls past. The scroll position drives each word's opacity through motion values,
 * so scrolling writes styles only: no React renders and no layout reads of our own.
 *
 * Screen readers get the text once, from a visually hidden copy; the visible words are hidden from
 * them. The faint outline of each word is drawn by a pseudo-element, so it is no text node of its
 * own either. With reduced motion every word shows at full strength from the first paint.
 */
export function TextReveal({ children, className, container, ref, ...props }: TextRevealProps) {
  if (typeof children !== 'string') throw new Error('TextReveal: children must be a string')
  const rootRef = React.useRef<HTMLDivElement>(null)
  const setRef = useMergedRef(rootRef, ref)
  const reduceMotion = usePrefersReducedMotion()
  // From the section's top meeting the viewport's top to its bottom meeting the viewport's bottom:
  // exactly the stretch during which the half-height block inside stays stuck.
  const { scrollYProgress } = useScroll({ target: rootRef, container, offset: ['start start', 'end end'] })
  const words = children.split(/\s+/).filter(Boolean)
  return (
    <div
      data-slot="text-reveal"
      {...props}
      ref={setRef}
      className={cn('relative z-0 h-[200vh] text-black dark:text-white', className)}
    >
      <div className="sticky top-0 mx-auto flex h-[50%] max-w-4xl items-center bg-transparent px-4">
        <p className="flex flex-wrap p-5 text-2xl font-bold md:p-8 md:text-3xl lg:p-10 lg:text-4xl xl:text-5xl">
          <span className="sr-only">{children}</span>
          {words.map((word, i) => (
            <Word
              // biome-ignore lint/suspicious/noArrayIndexKey: a word's place in the text is its identity
              key={i}
              progress={scrollYProgress}
              range={[i / words.length, (i + 1) / words.length]}
              still={reduceMotion}
            >
              {word}
            </Word>
          ))}
        </p>
      </div>
    </div>
  )
}

type WordProps = {
  children: string
  progress: MotionValue<number>
  /** The stretch of the scroll progress over which this word goes from faint to full. */
  range: [number, number]
  still: boolean
}

function Word({ children, progress, range, still }: WordProps) {
  const opacity = useTransform(progress, range, [0, 1])
  return (
    <span
      aria-hidden
      data-word={children}
      className="relative mx-1 before:absolute before:inset-0 before:opacity-20 before:content-[attr(data-word)] lg:mx-1.5"
    >
      {/* The class wins over the inline opacity, so reduced motion shows the word before hydration too. */}
      <motion.span className="motion-reduce:opacity-100!" style={{ opacity: still ? 1 : opacity }}>
        {children}
      </motion.span>
    </span>
  )
}
