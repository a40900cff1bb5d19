'use client'

import * as React from 'react'
import { useMergedRef, useOnScreen } from '../hooks/use-on-screen'
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion'
import { cn } from '../lib/utils'

export type SparklesTextProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The text to decorate. */
  children: React.ReactNode
  /** Classes for the root; it is `text-6xl font-bold` by default. */
  className?: string
  /** How many sparkles twinkle over the text at a time. */
  sparklesCount?: number
  /** The two colours the sparkles are drawn in, each sparkle picking one. */
  colors?: { first: string; second: string }
  /** The root element: a tag or component, or an element such as `<h1 />` whose type and props are used. */
  as?: React.ElementType | React.ReactElement<{ className?: string }>
}

type Sparkle = {
  id: number
  /** Where the sparkle's centre sits, in percent of the text's box. */
  x: number
  y: number
  tone: 'first' | 'second'
  /** Seconds before its first twinkle. */
  delay: number
  /** Peak size, as a scale of the 21 px star. */
  scale: number
  /** Twinkles before it moves elsewhere. */
  twinkles: number
}

/** One twinkle, as in the `sparkles-text` keyframes' duration. */
const TWINKLE_SECONDS = 0.8

const round = (value: number) => Math.round(value * 100) / 100

function createSparkle(id: number): Sparkle {
  return {
    id,
    x: round(Math.random() * 100),
    y: round(Math.random() * 100),
    tone: Math.random() < 0.5 ? 'first' : 'second',
    delay: round(Math.random() * 2),
    scale: round(0.3 + Math.random()),
    // A life of 5 to 15 seconds, spent twinkling in place.
    twinkles: Math.max(1, Math.round((5 + Math.random() * 10) / TWINKLE_SECONDS)),
  }
}

/**
 * Text with small four-pointed stars twinkling over it in two colours. Each star grows, turns and
 * fades in a CSS animation, repeats for a few seconds in place, then is replaced by a new one
 * somewhere else, so React renders only when a star moves. The stars pause while the text is off
 * screen or the tab is hidden, and stand still under reduced motion.
 *
 * The text itself is plain text, rendered on the server; the stars are decorative, hidden from
 * assistive technology, and placed only once the page is live, so the markup always hydrates.
 */
export function SparklesText({
  children,
  className,
  sparklesCount = 10,
  colors = { first: '#9E7AFF', second: '#FE8BBB' },
  as = 'div',
  ref,
  ...props
}: SparklesTextProps) {
  const elementRef = React.useRef<HTMLElement>(null)
  const setRef = useMergedRef(elementRef, ref as React.Ref<HTMLElement> | undefined)
  const reduceMotion = usePrefersReducedMotion()
  const onScreen = useOnScreen(elementRef, { enabled: !reduceMotion })
  const [sparkles, setSparkles] = React.useState<Sparkle[]>([])
  const nextId = React.useRef(0)

  // Random positions are drawn only in the browser, after hydration, so server and client agree.
  React.useEffect(() => {
    const count = Math.max(0, Math.floor(sparklesCount))
    setSparkles(Array.from({ length: count }, () => createSparkle(nextId.current++)))
  }, [sparklesCount])

  const replace = (id: number) =>
    setSparkles((current) => current.map((sparkle) => (sparkle.id === id ? createSparkle(nextId.current++) : sparkle)))

  const element = React.isValidElement<{ className?: string }>(as) ? as : null
  const Root: React.ElementType = element ? (element.type as React.ElementType) : (as as React.ElementType)
  const state = reduceMotion ? 'still' : onScreen ? 'running' : 'paused'

  return (
    <Root
      {...element?.props}
      data-slot="sparkles-text"
      data-state={state}
      {...props}
      ref={setRef}
      className={cn('text-6xl font-bold', element?.props.className, className)}
    >
      <span className="relative inline-block">
        <span
          aria-hidden="true"
          data-slot="sparkles-text-sparkles"
          className="pointer-events-none absolute inset-0 z-20"
        >
          {sparkles.map((sparkle) => (
            <svg
              key={sparkle.id}
              aria-hidden="true"
              data-slot="sparkles-text-sparkle"
              width="21"
              height="21"
              viewBox="0 0 21 21"
              focusable="false"
              className={cn(
                // Without the animation a star rests at the peak of its twinkle.
                'absolute -mt-[10.5px] -ml-[10.5px] [transform:scale(var(--sparkles-text-scale))_rotate(120deg)]',
                // The CSS variant holds them before React has read the setting, the state once it has.
                state === 'still' ? 'animate-none' : 'animate-sparkles-text motion-reduce:animate-none',
              )}
              style={
                {
                  left: `${sparkle.x}%`,
                  top: `${sparkle.y}%`,
                  color: colors[sparkle.tone],
                  '--sparkles-text-scale': sparkle.scale,
                  animationDelay: `${sparkle.delay}s`,
                  animationIterationCount: sparkle.twinkles,
                  animationPlayState: state === 'paused' ? 'paused' : undefined,
                } as React.CSSProperties
              }
              onAnimationEnd={() => replace(sparkle.id)}
            >
              <path
                fill="currentColor"
                d="M10.5 0C11.2 6 15 9.8 21 10.5C15 11.2 11.2 15 10.5 21C9.8 15 6 11.2 0 10.5C6 9.8 9.8 6 10.5 0Z"
              />
            </svg>
          ))}
        </span>
        <strong>{children}</strong>
      </span>
    </Root>
  )
}
