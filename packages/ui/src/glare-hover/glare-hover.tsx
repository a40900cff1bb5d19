import type * as React from 'react'
import { cn } from '../lib/utils'

export type GlareHoverProps = Omit<React.ComponentProps<'div'>, 'color'> & {
  /** CSS width of the element, e.g. `'100%'` or `'320px'`. */
  width?: string
  /** CSS height of the element, e.g. `'auto'` or `'200px'`. */
  height?: string
  /** Background of the element, behind the content. */
  background?: string
  /** Colour of the glare: `#rgb` or `#rrggbb` as in Magic UI, or any CSS colour. */
  color?: string
  /** Opacity of the glare colour, 0 to 1. */
  opacity?: number
  /** Angle of the glare's gradient, in degrees. */
  angle?: number
  /** Size of the glare's gradient tile, in percent of the element. */
  size?: number
  /** Length of the sweep, in milliseconds. */
  duration?: number
  /** Sweep only when the pointer enters; on leaving, the glare goes back at once instead of sweeping back. */
  playOnce?: boolean
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i

/**
 * The glare's colour at the given opacity. Hex colours become `rgba()`, as in Magic UI; any other
 * CSS colour (a name, `oklch()`, a variable) is mixed with transparent, so `opacity` applies to it too.
 */
export function glareColor(color: string, opacity: number): string {
  const alpha = Math.min(1, Math.max(0, opacity))
  const hex = HEX.exec(color.trim())?.[1]
  if (!hex) return `color-mix(in srgb, ${color} ${Number((alpha * 100).toFixed(2))}%, transparent)`
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex
  const [r, g, b] = [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16))
  return `rgba(${r}, ${g}, ${b}, ${alpha})`
}

/**
 * Where the glare tile rests before the sweep, as a share of its own size. Magic UI moves a
 * background tile `size`% of the element from background-position -100% to 100%; the same travel
 * as a translation of the tile is ±(size − 100) / size of the tile's own size.
 */
export function glareShift(size: number): number {
  return size > 0 ? Number((((size - 100) / size) * 100).toFixed(4)) : 0
}

/**
 * Sweeps a diagonal band of light across its content when the pointer enters, like a glare on
 * glass. The band is a gradient on a layer over the content that a CSS transition moves with a
 * transform, so the compositor runs the sweep and nothing repaints. It also sweeps when keyboard
 * focus lands inside, so the effect is not only for mouse users. It needs no JavaScript and renders
 * in React Server Components. With reduced motion the band does not travel: a still glare fades in
 * and out instead.
 */
export function GlareHover({
  background = '#000',
  children,
  color = '#ffffff',
  opacity = 0.5,
  angle = -45,
  size = 250,
  duration = 650,
  playOnce = false,
  className,
  style,
  width,
  height,
  ...props
}: GlareHoverProps) {
  const shift = glareShift(size)
  return (
    <div
      data-slot="glare-hover"
      {...props}
      className={cn(
        'group/glare-hover relative grid size-fit cursor-pointer place-items-center overflow-hidden',
        className,
      )}
      style={
        {
          '--glare-hover-angle': `${angle}deg`,
          '--glare-hover-duration': `${duration}ms`,
          '--glare-hover-size': `${Math.max(0, size)}%`,
          '--glare-hover-color': glareColor(color, opacity),
          '--glare-hover-from': `${shift}%`,
          '--glare-hover-to': `${-shift}%`,
          background,
          ...style,
          ...(width === undefined ? {} : { width }),
          ...(height === undefined ? {} : { height }),
        } as React.CSSProperties
      }
    >
      {children}
      <span
        aria-hidden="true"
        data-slot="glare-hover-glare"
        className={cn(
          'pointer-events-none absolute top-0 left-0 z-10 h-(--glare-hover-size) w-(--glare-hover-size)',
          'bg-[linear-gradient(var(--glare-hover-angle),transparent_60%,var(--glare-hover-color)_70%,transparent,transparent_100%)] bg-no-repeat',
          // The sweep: from beyond one corner to beyond the opposite one, on hover or keyboard focus inside.
          'motion-safe:translate-(--glare-hover-from)',
          'motion-safe:group-hover/glare-hover:translate-(--glare-hover-to) motion-safe:group-has-[:focus-visible]/glare-hover:translate-(--glare-hover-to)',
          // Reduced motion: the band stays where it crosses the element and only fades in and out.
          'motion-reduce:opacity-0 motion-reduce:group-hover/glare-hover:opacity-100 motion-reduce:group-has-[:focus-visible]/glare-hover:opacity-100',
          'duration-(--glare-hover-duration) ease-in-out',
          // playOnce animates only on the way in: leaving puts the band back at once, without a sweep.
          playOnce
            ? 'transition-none motion-safe:group-hover/glare-hover:transition-transform motion-safe:group-has-[:focus-visible]/glare-hover:transition-transform motion-reduce:group-hover/glare-hover:transition-opacity motion-reduce:group-has-[:focus-visible]/glare-hover:transition-opacity'
            : 'motion-safe:transition-transform motion-reduce:transition-opacity',
        )}
      />
    </div>
  )
}
