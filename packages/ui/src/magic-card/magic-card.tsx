'use client'

import * as React from 'react'
import { useMergedRef } from '../hooks/use-on-screen'
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion'
import { cn } from '../lib/utils'

export type MagicCardProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The card's content. */
  children?: React.ReactNode
  /** Classes for the card; give it a `rounded-*` and the layers follow. */
  className?: string
  /** Diameter of the spotlight and of the lit part of the border, in px. */
  gradientSize?: number
  /** Colour of the spotlight. Unset, it follows the theme: a light grey in light mode, `#262626` in dark. */
  gradientColor?: string
  /** Opacity of the spotlight while the mouse is over the card. */
  gradientOpacity?: number
  /** Colour of the border right under the mouse. */
  gradientFrom?: string
  /** Colour the lit border fades to before it meets the resting border. */
  gradientTo?: string
  /** `gradient`: a spotlight under the mouse; `orb`: a blurred, coloured glow that trails it. */
  mode?: 'gradient' | 'orb'
  /** First colour of the orb. */
  glowFrom?: string
  /** Second colour of the orb. */
  glowTo?: string
  /** Direction of the orb's gradient, in degrees. */
  glowAngle?: number
  /** Diameter of the orb, in px. */
  glowSize?: number
  /** Blur of the orb, in px. */
  glowBlur?: number
  /** Opacity of the orb while the mouse is over the card. */
  glowOpacity?: number
}

/**
 * Resting colours, from the app's theme tokens where it has them (`--background`, `--border`), else
 * neutral ones; `dark:` switches them with the app's dark mode, whether that is a `.dark` class or
 * the visitor's colour scheme, so no theme library is involved.
 */
const THEME = cn(
  '[--magic-card-bg:var(--card,var(--background,#ffffff))] [--magic-card-border:var(--border,#e5e5e5)] [--magic-card-spot:#d9d9d955]',
  'dark:[--magic-card-bg:var(--card,var(--background,#0a0a0a))] dark:[--magic-card-border:var(--border,#262626)] dark:[--magic-card-spot:#262626]',
)

/**
 * A card whose border lights up in a gradient under the mouse, with a soft spotlight (or, in `orb`
 * mode, a blurred coloured glow) following it across the surface. The pointer position is written
 * to two CSS variables on the card, so moving the mouse re-renders nothing; the layers read them.
 *
 * Only a mouse or pen brings the light: touch, and visitors who prefer reduced motion, get the card
 * at rest (plain border, no spotlight). The light goes out when the pointer leaves the card or the
 * window, or the tab is hidden.
 */
export function MagicCard({
  children,
  className,
  gradientSize = 200,
  gradientColor,
  gradientOpacity = 0.8,
  gradientFrom = '#9E7AFF',
  gradientTo = '#FE8BBB',
  mode = 'gradient',
  glowFrom = '#ee4f27',
  glowTo = '#6b21ef',
  glowAngle = 90,
  glowSize = 420,
  glowBlur = 60,
  glowOpacity = 0.9,
  style,
  ref,
  onPointerEnter,
  onPointerMove,
  onPointerLeave,
  ...props
}: MagicCardProps) {
  const cardRef = React.useRef<HTMLDivElement>(null)
  const setRef = useMergedRef(cardRef, ref)
  const reduceMotion = usePrefersReducedMotion()
  const [active, setActive] = React.useState(false)
  const off = `${-Math.max(gradientSize, glowSize)}px`

  const place = React.useCallback((x: string, y: string) => {
    cardRef.current?.style.setProperty('--magic-card-x', x)
    cardRef.current?.style.setProperty('--magic-card-y', y)
  }, [])

  const reset = React.useCallback(() => {
    place(off, off)
    setActive(false)
  }, [place, off])

  const follow = (event: React.PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'touch' || reduceMotion) return
    const box = event.currentTarget.getBoundingClientRect()
    place(`${event.clientX - box.left}px`, `${event.clientY - box.top}px`)
    setActive(true)
  }

  // Put the light out when reduced motion is switched on, and whenever the pointer leaves the window
  // or the tab is hidden (no pointerleave reaches the card then).
  if (reduceMotion && active) setActive(false)
  React.useEffect(() => {
    if (reduceMotion) place(off, off)
  }, [reduceMotion, place, off])

  React.useEffect(() => {
    const out = (event: PointerEvent) => {
      if (!event.relatedTarget) reset()
    }
    const hidden = () => {
      if (document.visibilityState === 'hidden') reset()
    }
    window.addEventListener('pointerout', out)
    window.addEventListener('blur', reset)
    document.addEventListener('visibilitychange', hidden)
    return () => {
      window.removeEventListener('pointerout', out)
      window.removeEventListener('blur', reset)
      document.removeEventListener('visibilitychange', hidden)
    }
  }, [reset])

  const at = 'var(--magic-card-x) var(--magic-card-y)'
  return (
    <div
      data-slot="magic-card"
      data-mode={mode}
      data-active={active ? '' : undefined}
      {...props}
      ref={setRef}
      className={cn('group relative isolate overflow-hidden rounded-[inherit]', THEME, className)}
      style={
        {
          '--magic-card-x': off,
          '--magic-card-y': off,
          ...(gradientColor === undefined ? null : { '--magic-card-spot': gradientColor }),
          ...style,
        } as React.CSSProperties
      }
      onPointerEnter={(event) => {
        onPointerEnter?.(event)
        follow(event)
      }}
      onPointerMove={(event) => {
        onPointerMove?.(event)
        follow(event)
      }}
      onPointerLeave={(event) => {
        onPointerLeave?.(event)
        reset()
      }}
    >
      {/* The border: the whole card in the resting border colour, lit in a gradient under the pointer. */}
      <div
        aria-hidden
        data-slot="magic-card-border"
        className="pointer-events-none absolute inset-0 z-10 rounded-[inherit]"
        style={{
          background: `radial-gradient(${gradientSize}px circle at ${at}, ${gradientFrom}, ${gradientTo}, var(--magic-card-border) 100%)`,
        }}
      />
      {/* The surface, one pixel in, so only the edge of the layer beneath shows. */}
      <div aria-hidden className="absolute inset-px z-20 rounded-[inherit] bg-(--magic-card-bg)" />
      {mode === 'gradient' && (
        <div
          aria-hidden
          data-slot="magic-card-spotlight"
          className="pointer-events-none absolute inset-px z-30 rounded-[inherit] transition-opacity duration-300 motion-reduce:transition-none"
          style={{
            background: `radial-gradient(${gradientSize}px circle at ${at}, var(--magic-card-spot), transparent 100%)`,
            opacity: active ? gradientOpacity : 0,
          }}
        />
      )}
      {mode === 'orb' && (
        <div
          aria-hidden
          data-slot="magic-card-orb"
          className="pointer-events-none absolute top-0 left-0 z-30 rounded-full mix-blend-screen transition-[opacity,translate] duration-300 ease-out will-change-transform motion-reduce:transition-none"
          style={{
            width: glowSize,
            height: glowSize,
            translate: 'calc(var(--magic-card-x) - 50%) calc(var(--magic-card-y) - 50%)',
            filter: `blur(${glowBlur}px)`,
            background: `linear-gradient(${glowAngle}deg, ${glowFrom}, ${glowTo})`,
            opacity: active ? glowOpacity : 0,
          }}
        />
      )}
      <div className="relative z-40">{children}</div>
    </div>
  )
}
