'use client'

import type { HTMLMotionProps } from 'motion/react'
import * as React from 'react'
import { useMergedRef, useOnScreen } from '../hooks/use-on-screen'
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion'
import { splitGraphemes } from '../lib/graphemes'
import { MotionAs } from '../lib/motion-element'
import { cn } from '../lib/utils'

export type TypingAnimationCursorStyle = 'line' | 'block' | 'underscore'

export type TypingAnimationProps = Omit<HTMLMotionProps<'span'>, 'children' | 'ref'> & {
  /** A single text to type. Ignored when `words` is given. */
  children?: string
  /** Texts to type one after another, each deleted before the next. */
  words?: readonly string[]
  /** Milliseconds per typed character, unless `typeSpeed` is given. */
  duration?: number
  /** Milliseconds per typed character; defaults to `duration`. */
  typeSpeed?: number
  /** Milliseconds per deleted character; defaults to half the typing speed. */
  deleteSpeed?: number
  /** Milliseconds to wait before the first character. */
  delay?: number
  /** Milliseconds a finished text stays before it is deleted. */
  pauseDelay?: number
  /** Start again from the first text after the last one. */
  loop?: boolean
  /** The element or component to render, e.g. `'h1'` or `'p'`. */
  as?: React.ElementType
  /** Wait until the element is on screen before typing. */
  startOnView?: boolean
  /** Show a cursor after the typed text. */
  showCursor?: boolean
  /** Let the cursor blink while it waits (before typing and between texts). */
  blinkCursor?: boolean
  /** The cursor's shape. */
  cursorStyle?: TypingAnimationCursorStyle
  ref?: React.Ref<HTMLElement>
}

const CURSOR_GLYPHS: Record<TypingAnimationCursorStyle, string> = { line: '|', block: '▌', underscore: '_' }

/** Where the typewriter is: which text, how many of its characters are shown, and which way it goes. */
type Position = { word: number; count: number; deleting: boolean; started: boolean }

const START: Position = { word: 0, count: 0, deleting: false, started: false }
const NO_CHARACTERS: string[] = []

/** One character fewer; once the text is gone, the next text starts. */
function erase(position: Position, texts: number): Position {
  const count = Math.max(0, position.count - 1)
  if (count > 0) return { ...position, count, deleting: true, started: true }
  return { word: (position.word + 1) % texts, count: 0, deleting: false, started: true }
}

/**
 * Types a text, or several texts one after another, deleting each before the next, with a cursor.
 *
 * The letters are drawn from state in timers that run only while the element is on screen and its
 * tab visible. Everything typed is `aria-hidden`; one visually hidden copy of all the texts is what
 * screen readers read, once. Invisible copies of every text sit in the same grid cell as the typed
 * one, so the element has its final size from the server's HTML on and nothing moves while typing.
 * With reduced motion the first text shows whole (by CSS already before hydration), with no cursor.
 */
export function TypingAnimation({
  children,
  words,
  className,
  duration = 100,
  typeSpeed,
  deleteSpeed,
  delay = 0,
  pauseDelay = 1000,
  loop = false,
  as = 'span',
  startOnView = true,
  showCursor = true,
  blinkCursor = true,
  cursorStyle = 'line',
  ref,
  ...props
}: TypingAnimationProps) {
  const elementRef = React.useRef<HTMLElement>(null)
  const setRef = useMergedRef(elementRef, ref)
  const reduceMotion = usePrefersReducedMotion()
  const seen = useOnScreen(elementRef, {
    enabled: startOnView && !reduceMotion,
    once: true,
    tab: false,
    initial: false,
  })
  const onScreen = useOnScreen(elementRef, { enabled: !reduceMotion })

  const texts = words ?? (children ? [children] : [])
  // The texts by content: an inline `words` array is new on every render and must not restart typing.
  const source = JSON.stringify(texts)
  const characters = React.useMemo(() => (JSON.parse(source) as string[]).map(splitGraphemes), [source])

  const [position, setPosition] = React.useState(START)
  // New texts start over from the first character, as a fresh typewriter would.
  const [typedSource, setTypedSource] = React.useState(source)
  if (typedSource !== source) {
    setTypedSource(source)
    setPosition(START)
  }

  const typingSpeed = typeSpeed ?? duration
  const deletingSpeed = deleteSpeed ?? typingSpeed / 2
  const current = characters[position.word] ?? NO_CHARACTERS
  const last = characters.length - 1
  const finished = !loop && position.word >= last && !position.deleting && position.count >= current.length
  const running = !reduceMotion && (!startOnView || seen) && onScreen

  React.useEffect(() => {
    if (!running || finished || characters.length === 0) return
    let wait: number
    let next: Position
    if (position.deleting) {
      wait = deletingSpeed
      next = erase(position, characters.length)
    } else if (position.count < current.length) {
      wait = position.started || delay <= 0 ? typingSpeed : delay
      next = { ...position, count: position.count + 1, started: true }
    } else {
      wait = pauseDelay
      next = erase(position, characters.length)
    }
    const timer = setTimeout(() => setPosition(next), wait)
    return () => clearTimeout(timer)
  }, [running, finished, characters, position, current, typingSpeed, deletingSpeed, pauseDelay, delay])

  let state: 'static' | 'done' | 'idle' | 'deleting' | 'pausing' | 'typing' = 'typing'
  if (reduceMotion) state = 'static'
  else if (finished) state = 'done'
  else if (!position.started) state = 'idle'
  else if (position.deleting) state = 'deleting'
  else if (position.count >= current.length) state = 'pausing'

  const typed = reduceMotion ? (characters[0] ?? []).join('') : current.slice(0, position.count).join('')
  const glyph = CURSOR_GLYPHS[cursorStyle] ?? CURSOR_GLYPHS.line
  const cursorShown = showCursor && !reduceMotion && !finished
  // A real cursor holds still while keys are pressed and blinks while it waits.
  const blinking = blinkCursor && (state === 'idle' || state === 'pausing')

  return (
    <MotionAs
      as={as}
      data-slot="typing-animation"
      data-state={state}
      {...props}
      ref={setRef}
      className={cn('leading-[5rem] tracking-[-0.02em]', className)}
    >
      <span className="sr-only">{texts.join(', ')}</span>
      <span aria-hidden className="inline-grid whitespace-pre-wrap">
        {texts.map((text, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the copies only reserve space; texts may repeat
            key={index}
            className={cn('invisible col-start-1 row-start-1', index === 0 && 'motion-reduce:visible')}
          >
            {text}
            {showCursor ? <span className="invisible inline-block">{glyph}</span> : null}
          </span>
        ))}
        <span data-slot="typing-animation-text" className="col-start-1 row-start-1 motion-reduce:invisible">
          {typed}
          {cursorShown ? (
            <span
              data-slot="typing-animation-cursor"
              className={cn('inline-block', blinking && 'animate-typing-animation-cursor motion-reduce:animate-none')}
              style={blinking && !onScreen ? { animationPlayState: 'paused' } : undefined}
            >
              {glyph}
            </span>
          ) : null}
        </span>
      </span>
    </MotionAs>
  )
}
