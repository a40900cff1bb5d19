import * as React from 'react'
import { cn } from '../lib/utils'

export type NoiseTextureProps = Omit<React.ComponentProps<'svg'>, 'opacity'> & {
  className?: string
  /**
   * `baseFrequency` of the turbulence: higher values give finer grain. Two numbers in a string
   * (`'0.2 0.8'`) stretch the grain horizontally.
   */
  frequency?: number | string
  /** `numOctaves` of the turbulence: more octaves add finer detail. */
  octaves?: number
  /** Contrast of the grain: the slope applied to each colour channel after the noise is made grey. */
  slope?: number
  /** Opacity of the noise layer inside the SVG. */
  noiseOpacity?: number
  /** The earlier name of `noiseOpacity`, still accepted; `noiseOpacity` wins when both are given. */
  opacity?: number | string
}

/**
 * A layer of fine grey grain that fills its positioned parent: SVG fractal noise, made grey and
 * toned down, at half opacity (three quarters in dark mode). The browser renders the filter once
 * per paint and nothing runs afterwards. The filter id comes from `useId`, so any number of
 * textures share a page and the ids match between server and client. Decorative: hidden from
 * assistive technology, from the pointer and from text selection.
 */
export function NoiseTexture({
  className,
  frequency = 0.4,
  octaves = 6,
  slope = 0.15,
  noiseOpacity,
  opacity,
  ...props
}: NoiseTextureProps) {
  // Ids in url(#…) must not contain the punctuation useId may return.
  const id = `noise-texture-${React.useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  return (
    <svg
      aria-hidden="true"
      data-slot="noise-texture"
      {...props}
      className={cn(
        'pointer-events-none absolute inset-0 z-0 size-full opacity-50 select-none dark:opacity-75',
        className,
      )}
    >
      <filter id={id}>
        <feTurbulence type="fractalNoise" baseFrequency={frequency} numOctaves={octaves} stitchTiles="stitch" />
        <feColorMatrix type="saturate" values="0" />
        <feComponentTransfer>
          <feFuncR type="linear" slope={slope} />
          <feFuncG type="linear" slope={slope} />
          <feFuncB type="linear" slope={slope} />
        </feComponentTransfer>
      </filter>
      <rect width="100%" height="100%" filter={`url(#${id})`} opacity={noiseOpacity ?? opacity ?? 0.6} />
    </svg>
  )
}
