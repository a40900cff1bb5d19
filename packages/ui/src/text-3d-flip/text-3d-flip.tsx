'use client'

import {
  type AnimationOptions,
  type AnimationPlaybackControls,
  animate,
  type ValueAnimationTransition,
} from 'motion/react'
import * as React from 'react'
import { useMergedRef } from '../hooks/use-on-screen'
import { splitGraphemes } from '../lib/graphemes'
import { cn } from '../lib/utils'

export type StaggerFrom = 'first' | 'last' | 'center' | 'random' | number
export type RotateDirection = 'top' | 'right' | 'bottom' | 'left'

export type Text3DFlipProps = Omit<React.HTMLAttributes<HTMLElement>, 'children'> & {
  /** The text to flip; the text inside any elements among the children is used, as plain text. */
  children: React.ReactNode
  /** The element the text is rendered as. */
  as?: React.ElementType
  /** Classes for the element that holds the text. */
  className?: string
  /** Classes for each letter's face shown at rest. */
  textClassName?: string
  /** Classes for each letter's face that turns into view. */
  flipTextClassName?: string
  /** Seconds between one letter's start and the next's. */
  staggerDuration?: number
  /** Where the wave of flips starts: the first, last or middle letter, a letter's index, or anywhere. */
  staggerFrom?: StaggerFrom
  /** How each letter turns: motion's transition options. */
  transition?: ValueAnimationTransition | AnimationOptions
  /** The way the letters roll: their top, right, bottom or left edge goes back first. */
  rotateDirection?: RotateDirection
  ref?: React.Ref<HTMLElement>
}

const DEFAULT_TRANSITION: ValueAnimationTransition = { type: 'spring', damping: 30, stiffness: 300 }
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'
const CUBE = '[data-slot="text-3d-flip-char"]'

/**
 * Each letter is a box as deep as the face that turns into view: a line tall for a roll up or down,
 * a letter wide for a roll sideways. Both faces sit on the box's surface, `depth / 2` in front of its
 * centre, so the box turns about its middle. translateZ takes no percentage, so half a letter's width
 * forward is written as a quarter turn, half a width along x, and the quarter turn back.
 */
const FORWARD_HALF_WIDTH = 'rotateY(-90deg) translateX(50%) rotateY(90deg)'
const FORWARD_HALF_LINE = 'translateZ(0.5lh)'

/** The turn of the whole box that brings the second face to the front. */
/**
 * Turns every box a quarter, then a quarter back at once: turned, each box shows its second face,
 * and turned back it shows the first face in the same place, ready for the next roll. Outside the
 * component (and as a promise chain) so the React Compiler compiles the component around it.
 */
function roll(
  cubes: HTMLElement[],
  turn: { rotateX?: number; rotateY?: number },
  options: AnimationOptions,
  onAnimation: (animation: AnimationPlaybackControls) => void,
): Promise<unknown> {
  const turning = animate(cubes, turn, options)
  onAnimation(turning)
  return Promise.resolve(turning).then(() => {
    const back = animate(cubes, { rotateX: 0, rotateY: 0 }, { duration: 0 })
    onAnimation(back)
    return back
  })
}

const TURN: Record<RotateDirection, { rotateX?: number; rotateY?: number }> = {
  top: { rotateX: 90 },
  bottom: { rotateX: -90 },
  right: { rotateY: 90 },
  left: { rotateY: -90 },
}

/** Where the second face sits on the box: the side that the turn brings to the front. */
const SECOND_FACE: Record<RotateDirection, string> = {
  top: `rotateX(-90deg) ${FORWARD_HALF_LINE}`,
  bottom: `rotateX(90deg) ${FORWARD_HALF_LINE}`,
  right: `rotateY(-90deg) ${FORWARD_HALF_WIDTH}`,
  left: `rotateY(90deg) ${FORWARD_HALF_WIDTH}`,
}

const FIRST_FACE: Record<RotateDirection, string> = {
  top: FORWARD_HALF_LINE,
  bottom: FORWARD_HALF_LINE,
  right: FORWARD_HALF_WIDTH,
  left: FORWARD_HALF_WIDTH,
}

/** The text of the children, elements' text included, as one string. */
function textOf(children: React.ReactNode): string {
  return React.Children.toArray(children)
    .map((child) => {
      if (typeof child === 'string' || typeof child === 'number') return String(child)
      if (React.isValidElement<{ children?: React.ReactNode }>(child)) return textOf(child.props.children)
      return ''
    })
    .join('')
}

/**
 * Seconds before letter `index` of `total` starts turning: `step` for each letter between it and
 * where the wave starts. `random` is asked for a fresh start per letter when `from` is `'random'`.
 */
export function staggerDelay(
  index: number,
  total: number,
  from: StaggerFrom,
  step: number,
  random: () => number = Math.random,
): number {
  const origin =
    from === 'first'
      ? 0
      : from === 'last'
        ? total - 1
        : from === 'center'
          ? Math.floor(total / 2)
          : from === 'random'
            ? Math.floor(random() * total)
            : from
  return Math.abs(origin - index) * step
}

/**
 * Text whose letters roll over like dice when the pointer enters it: each letter is a small 3D box
 * that turns a quarter (towards `rotateDirection`) to show its second face, one after another from
 * `staggerFrom`, then settles back. Drop-in for Magic UI's `Text3DFlip` (its default export, also
 * exported by name).
 *
 * The letters wrap only between words. Screen readers read the text once, from a visually hidden
 * copy; the letter boxes are hidden from them. A roll already under way finishes before another
 * starts, and visitors who prefer reduced motion get still text.
 */
export function Text3DFlip({
  children,
  as: Tag = 'p',
  className,
  textClassName,
  flipTextClassName,
  staggerDuration = 0.05,
  staggerFrom = 'first',
  transition = DEFAULT_TRANSITION,
  rotateDirection = 'right',
  onMouseEnter,
  ref,
  ...props
}: Text3DFlipProps) {
  const rootRef = React.useRef<HTMLElement>(null)
  const setRef = useMergedRef(rootRef, ref)
  const [flipping, setFlipping] = React.useState(false)
  const busy = React.useRef(false)
  const running = React.useRef<AnimationPlaybackControls | null>(null)
  const text = textOf(children)
  const words = text.split(' ').map((word) => splitGraphemes(word))
  // Each word's first letter's place in the whole text, for keys.
  const starts = words.map((_, index) => words.slice(0, index).reduce((sum, word) => sum + word.length, 0))
  const total = words.reduce((sum, word) => sum + word.length, 0)

  React.useEffect(() => () => running.current?.stop(), [])

  const flip = () => {
    const root = rootRef.current
    if (!root || busy.current || total === 0 || window.matchMedia?.(REDUCED_MOTION_QUERY).matches) return
    busy.current = true
    setFlipping(true)
    const cubes = [...root.querySelectorAll<HTMLElement>(CUBE)]
    const delays = cubes.map((_, index) => staggerDelay(index, cubes.length, staggerFrom, staggerDuration))
    roll(
      cubes,
      TURN[rotateDirection],
      { ...transition, delay: (index: number) => delays[index] ?? 0 } as AnimationOptions,
      (animation) => {
        running.current = animation
      },
    ).finally(() => {
      running.current = null
      busy.current = false
      setFlipping(false)
    })
  }

  return (
    <Tag
      data-slot="text-3d-flip"
      data-state={flipping ? 'flipping' : 'idle'}
      {...props}
      ref={setRef}
      onMouseEnter={(event: React.MouseEvent<HTMLElement>) => {
        onMouseEnter?.(event)
        void flip()
      }}
      className={cn('relative flex flex-wrap', className)}
    >
      <span className="sr-only">{text}</span>
      {words.map((letters, wordIndex) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a word's place is its identity; words repeat
        <span key={wordIndex} aria-hidden className="inline-flex">
          {letters.map((letter, letterIndex) => {
            const key = (starts[wordIndex] ?? 0) + letterIndex
            return (
              <span key={key} data-slot="text-3d-flip-char" className="relative block transform-3d">
                <span
                  className={cn('relative block h-[1lh] backface-hidden', textClassName)}
                  style={{ transform: FIRST_FACE[rotateDirection] }}
                >
                  {letter}
                </span>
                <span
                  data-slot="text-3d-flip-face"
                  className={cn('absolute inset-0 block h-[1lh] backface-hidden', flipTextClassName)}
                  style={{ transform: SECOND_FACE[rotateDirection] }}
                >
                  {letter}
                </span>
              </span>
            )
          })}
          {wordIndex < words.length - 1 ? <span className="whitespace-pre"> </span> : null}
        </span>
      ))}
    </Tag>
  )
}

export default Text3DFlip
