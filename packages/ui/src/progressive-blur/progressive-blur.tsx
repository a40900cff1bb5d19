import type * as React from 'react'
import { cn } from '../lib/utils'

export type ProgressiveBlurProps = React.ComponentProps<'div'> & {
  /** Height of the blurred band (each band, with `both`), as a CSS length. */
  height?: string
  /** The edge of the positioned parent the blur sits against. */
  position?: 'top' | 'bottom' | 'both'
  /** Blur radii in px, from the inner end of the band to the edge. */
  blurLevels?: number[]
}

const defaultBlurLevels = [0.5, 1, 2, 4, 8, 16, 32, 64]

/** Rounds mask stops for stable markup: the server and the browser must write the same strings. */
const percent = (value: number) => `${Math.round(Math.min(100, Math.max(0, value)) * 100) / 100}%`

/**
 * The mask of one layer: a band that fades in, holds and fades out, one step further towards the
 * edge for each stronger blur. The strongest layers hold to the edge itself, so the blur keeps
 * growing until the very end.
 */
export function blurMask(index: number, layers: number, edge: 'top' | 'bottom') {
  const step = 100 / layers
  const start = index * step
  const stops =
    index + 2 >= layers
      ? `transparent ${percent(start)}, black ${percent(start + step)}`
      : `transparent ${percent(start)}, black ${percent(start + step)}, black ${percent(start + 2 * step)}, transparent ${percent(start + 3 * step)}`
  return `linear-gradient(to ${edge}, ${stops})`
}

function BlurBand({ edge, blurLevels, height }: { edge: 'top' | 'bottom'; blurLevels: number[]; height: string }) {
  return (
    <div className={cn('absolute inset-x-0', edge === 'top' ? 'top-0' : 'bottom-0')} style={{ height }}>
      {blurLevels.map((level, index) => {
        const mask = blurMask(index, blurLevels.length, edge)
        const blur = `blur(${level}px)`
        return (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: the layers are positional and never reorder
            key={index}
            className="absolute inset-0"
            style={{
              backdropFilter: blur,
              WebkitBackdropFilter: blur,
              maskImage: mask,
              WebkitMaskImage: mask,
            }}
          />
        )
      })}
    </div>
  )
}

/**
 * Content that blurs more and more towards an edge, like frosted glass thickening. Stacked layers
 * each blur what is behind them by one of `blurLevels` and show only in their own band through a
 * gradient mask. It is absolutely positioned against the nearest positioned ancestor, decorative
 * and transparent to the pointer, so the content beneath still scrolls and takes clicks. It has no
 * motion of its own; anything you pass as children is drawn on top of the blur.
 */
export function ProgressiveBlur({
  className,
  height = '30%',
  position = 'bottom',
  blurLevels = defaultBlurLevels,
  children,
  style,
  ...props
}: ProgressiveBlurProps) {
  return (
    <div
      data-slot="progressive-blur"
      aria-hidden
      {...props}
      className={cn(
        'pointer-events-none absolute inset-x-0 z-10',
        position === 'top' ? 'top-0' : position === 'bottom' ? 'bottom-0' : 'inset-y-0',
        className,
      )}
      style={{ height: position === 'both' ? '100%' : height, ...style }}
    >
      {position === 'both' ? (
        <>
          <BlurBand edge="top" blurLevels={blurLevels} height={height} />
          <BlurBand edge="bottom" blurLevels={blurLevels} height={height} />
        </>
      ) : (
        <BlurBand edge={position} blurLevels={blurLevels} height="100%" />
      )}
      {children}
    </div>
  )
}
