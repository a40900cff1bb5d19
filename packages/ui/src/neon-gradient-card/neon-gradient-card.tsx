'use client'

import * as React from 'react'
import { useMergedRef, useOnScreen } from '../hooks/use-on-screen'
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion'
import { cn } from '../lib/utils'

export type NeonColorsProps = {
  firstColor: string
  secondColor: string
}

export type NeonGradientCardProps = React.ComponentProps<'div'> & {
  /** Thickness of the gradient border, in pixels. */
  borderSize?: number
  /** Outer corner radius, in pixels; the content's corners follow it inside the border. */
  borderRadius?: number
  /** The two colours of the gradient, which drift between them. */
  neonColors?: NeonColorsProps
}

const DEFAULT_COLORS: NeonColorsProps = { firstColor: '#ff00aa', secondColor: '#00FFF1' }

/**
 * A card framed by a gradient border with a soft neon glow behind it. The border and the glow are
 * layers twice as tall as the card holding a vertical gradient, slid up and back by a CSS transform
 * animation inside a clip the card's shape, so the colours drift without repainting on the main
 * thread. The glow is blurred by a third of the card's width, read by CSS container units instead of
 * measuring in JavaScript. The drift pauses while the card is off screen or the tab is hidden, and
 * stops for visitors who prefer reduced motion, leaving a still gradient border. The layers are
 * decorative; `children`, `className`, `style`, `ref` and other `<div>` props belong to the card.
 */
export function NeonGradientCard({
  className,
  children,
  borderSize = 2,
  borderRadius = 20,
  neonColors = DEFAULT_COLORS,
  style,
  ref,
  ...props
}: NeonGradientCardProps) {
  const cardRef = React.useRef<HTMLDivElement>(null)
  const setRef = useMergedRef(cardRef, ref)
  const reduceMotion = usePrefersReducedMotion()
  const onScreen = useOnScreen(cardRef, { enabled: !reduceMotion })
  const drift = cn(
    'absolute inset-x-0 top-0 h-[200%] [background-image:linear-gradient(0deg,var(--neon-first-color),var(--neon-second-color))]',
    !reduceMotion && 'animate-neon-gradient-card will-change-transform motion-reduce:animate-none',
    !onScreen && '[animation-play-state:paused]',
  )
  return (
    <div
      data-slot="neon-gradient-card"
      data-paused={onScreen ? undefined : ''}
      data-reduced-motion={reduceMotion ? '' : undefined}
      {...props}
      ref={setRef}
      style={
        {
          '--neon-border-size': `${borderSize}px`,
          '--neon-border-radius': `${borderRadius}px`,
          '--neon-content-radius': `${Math.max(0, borderRadius - borderSize)}px`,
          '--neon-first-color': neonColors.firstColor,
          '--neon-second-color': neonColors.secondColor,
          ...style,
        } as React.CSSProperties
      }
      className={cn('relative isolate z-10 size-full rounded-(--neon-border-radius)', className)}
    >
      {/* Border and glow: a box one border wider than the card on every side, behind its content. */}
      <div
        aria-hidden="true"
        data-slot="neon-gradient-card-layers"
        className="pointer-events-none absolute -inset-(--neon-border-size) -z-10 [container-type:size]"
      >
        <div className="absolute inset-0 overflow-hidden rounded-(--neon-border-radius)">
          <div className={drift} />
        </div>
        <div
          data-slot="neon-gradient-card-glow"
          className="absolute inset-0 overflow-hidden rounded-(--neon-border-radius) opacity-80"
          // 100cqw is the layers' width, the card's plus a border on each side.
          style={{ filter: 'blur(calc((100cqw - 2 * var(--neon-border-size)) / 3))' }}
        >
          <div className={drift} />
        </div>
      </div>
      <div
        data-slot="neon-gradient-card-content"
        className="relative size-full min-h-[inherit] rounded-(--neon-content-radius) bg-gray-100 p-6 break-words dark:bg-neutral-900"
      >
        {children}
      </div>
    </div>
  )
}
