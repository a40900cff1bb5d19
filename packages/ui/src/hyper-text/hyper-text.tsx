'use client'

import type { HTMLMotionProps } from 'motion/react'
import * as React from 'react'
import { useMergedRef, useOnScreen } from '../hooks/use-on-screen'
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion'
import { splitGraphemes } from '../lib/graphemes'
import { MotionAs } from '../lib/motion-element'
import { cn } from '../lib/utils'

export type HyperTextProps = Omit<HTMLMotionProps<'div'>, 'children' | 'ref'> & {
  /** The text to scramble and reveal. */
  children: string
  /** Length of one scramble, in milliseconds. */
  duration?: number
  /** Milliseconds to wait before the first scramble. */
  delay?: number
  /** The element or component to render, e.g. `'h2'` or `'span'`. */
  as?: React.ElementType
  /** Wait until the text reaches the middle of the viewport before the first scramble. */
  startOnView?: boolean
  /** Scramble again whenever the pointer enters the text. */
  animateOnHover?: boolean
  /** Characters the scrambled letters are drawn from. */
  characterSet?: readonly string[]
  ref?: React.Ref<HTMLElement>
}

const DEFAULT_CHARACTER_SET: readonly string[] = Object.freeze('ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split(''))

/** Magic UI's viewport for `startOnView`: the middle 40 % of the screen. */
const VIEW_MARGIN = '-30% 0px -30% 0px'

/** A run of letters between spaces: its characters with their positions in the whole text. */
type Word = Array<{ character: string; index: number }>

function toWords(characters: string[]): Word[] {
  const words: Word[] = [[]]
  characters.forEach((character, index) => {
    if (character === ' ') words.push([])
    else words[words.length - 1]?.push({ character, index })
  })
  return words
}

/** Shows every cell's real letter again and clears its scrambled one. */
function settle(cells: HTMLElement[]) {
  for (const cell of cells) {
    const [real, scrambled] = cell.children as unknown as [HTMLElement, HTMLElement]
    real.style.visibility = ''
    scrambled.textContent = ''
  }
}

/**
 * Scrambles its text through random letters and reveals it from left to right, on mount (or when
 * scrolled to) and on hover.
 *
 * Each letter sits in a cell sized by the real letter, which stays in place (hidden while
 * scrambling) under an absolutely positioned scrambled one, so the text never changes size. The
 * server renders the real text; random letters are drawn only in animation frames, and written
 * straight to the cells instead of re-rendering React. The letters are `aria-hidden`; one visually
 * hidden copy of the text is read by screen readers. With reduced motion it never scrambles.
 */
export function HyperText({
  children,
  className,
  duration = 800,
  delay = 0,
  as = 'div',
  startOnView = false,
  animateOnHover = true,
  characterSet = DEFAULT_CHARACTER_SET,
  onMouseEnter,
  ref,
  ...props
}: HyperTextProps) {
  const elementRef = React.useRef<HTMLElement>(null)
  const setRef = useMergedRef(elementRef, ref)
  const reduceMotion = usePrefersReducedMotion()
  const [scrambling, setScrambling] = React.useState(false)
  const seen = useOnScreen(elementRef, {
    enabled: startOnView && !reduceMotion,
    rootMargin: VIEW_MARGIN,
    once: true,
    tab: false,
    initial: false,
  })
  const characters = React.useMemo(() => splitGraphemes(children), [children])
  const words = React.useMemo(() => toWords(characters), [characters])
  // Read when a scramble starts: an inline array would otherwise restart a scramble on every render.
  const characterSetRef = React.useRef(characterSet)
  React.useEffect(() => {
    characterSetRef.current = characterSet
  })

  // The first scramble, once per mount: skipped for good when reduced motion is on at that moment.
  const introduced = React.useRef(false)
  const ready = !startOnView || seen
  React.useEffect(() => {
    if (introduced.current || !ready) return
    if (reduceMotion) {
      introduced.current = true
      return
    }
    const timer = setTimeout(() => {
      introduced.current = true
      setScrambling(true)
    }, delay)
    return () => clearTimeout(timer)
  }, [ready, delay, reduceMotion])

  // Reduced motion switched on mid-scramble ends it; the cells settle when the effect below cleans up.
  if (reduceMotion && scrambling) setScrambling(false)

  React.useEffect(() => {
    const root = elementRef.current
    if (!scrambling || !root) return
    const cells = [...root.querySelectorAll<HTMLElement>('[data-slot="hyper-text-cell"]')]
    const positions = words.flat().map(({ index }) => index)
    const pool = characterSetRef.current
    const begin = performance.now()
    let frame = 0
    const draw = () => {
      const progress = duration > 0 ? Math.min((performance.now() - begin) / duration, 1) : 1
      const revealed = progress * characters.length
      cells.forEach((cell, n) => {
        const [real, scrambled] = cell.children as unknown as [HTMLElement, HTMLElement]
        if ((positions[n] ?? 0) <= revealed || pool.length === 0) {
          real.style.visibility = ''
          scrambled.textContent = ''
        } else {
          real.style.visibility = 'hidden'
          scrambled.textContent = pool[Math.floor(Math.random() * pool.length)] ?? ''
        }
      })
      if (progress < 1) frame = requestAnimationFrame(draw)
      else setScrambling(false)
    }
    frame = requestAnimationFrame(draw)
    return () => {
      cancelAnimationFrame(frame)
      settle(cells)
    }
  }, [scrambling, duration, characters, words])

  return (
    <MotionAs
      as={as}
      data-slot="hyper-text"
      data-state={scrambling ? 'scrambling' : 'idle'}
      {...props}
      ref={setRef}
      className={cn('overflow-hidden py-2 text-4xl font-bold uppercase', className)}
      onMouseEnter={(event: React.MouseEvent<HTMLDivElement>) => {
        onMouseEnter?.(event)
        if (animateOnHover && !reduceMotion) setScrambling(true)
      }}
    >
      <span className="sr-only normal-case">{children}</span>
      <span aria-hidden className="font-mono">
        {words.map((word, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: words are fixed by the text; the same word may repeat
          <React.Fragment key={index}>
            {index > 0 ? ' ' : null}
            <span className="whitespace-nowrap">
              {word.map(({ character, index: position }) => (
                <span key={position} data-slot="hyper-text-cell" className="relative inline-block">
                  <span>{character}</span>
                  <span className="absolute inset-0 text-center" />
                </span>
              ))}
            </span>
          </React.Fragment>
        ))}
      </span>
    </MotionAs>
  )
}
