'use client'

import * as React from 'react'
import { useVisiblePlayback } from '../hooks/use-visible-playback'
import { cn } from '../lib/utils'

export type AndroidProps = React.ComponentProps<'div'> & {
  /** Width in pixels; the phone never grows wider than its container. */
  width?: number
  /** Height in pixels; with `width` it sets the proportions of the phone. */
  height?: number
  /** Image shown on the screen, cropped to fill it. */
  src?: string
  /** Video shown on the screen, muted and looping; it wins over `src`. */
  videoSrc?: string
  /** What the screen shows, announced as the mock's accessible name. */
  alt?: string
  /** Image shown before the video plays and while it cannot (reduced motion); defaults to `src`. */
  poster?: string
}

// The proportions of the frame as drawn; its parts scale with the smaller side when the size changes.
const BASE_WIDTH = 433
const BASE_HEIGHT = 882

const round = (value: number) => Math.round(value * 100) / 100

/** A rounded rectangle as path data. */
function roundedRect(x: number, y: number, w: number, h: number, r: number) {
  const [x0, y0, x1, y1, rr] = [x, y, x + w, y + h, r].map(round) as [number, number, number, number, number]
  return `M${x0 + rr} ${y0}H${x1 - rr}A${rr} ${rr} 0 0 1 ${x1} ${y0 + rr}V${y1 - rr}A${rr} ${rr} 0 0 1 ${x1 - rr} ${y1}H${x0 + rr}A${rr} ${rr} 0 0 1 ${x0} ${y1 - rr}V${y0 + rr}A${rr} ${rr} 0 0 1 ${x0 + rr} ${y0}Z`
}

/** The screen's muted, looping video; it plays only while someone can see it (useVisiblePlayback). */
function ScreenVideo({ src, poster }: { src: string; poster?: string }) {
  const videoRef = React.useRef<HTMLVideoElement>(null)
  const playing = useVisiblePlayback(videoRef)

  return (
    <video
      ref={videoRef}
      src={src}
      poster={poster}
      muted
      loop
      playsInline
      preload="metadata"
      data-playing={playing || undefined}
      className="block size-full object-cover"
    />
  )
}

/**
 * An Android phone mockup drawn as an SVG frame (slim shell, black bezel, punch-hole camera and
 * side keys) over a screen that shows an image, a video or your own markup. The frame sits on top
 * of the screen with the screen cut out of it, so its rounded corners and the camera crop the
 * content exactly at any size. The mock is one `role="img"` named by `alt`; with children it is a
 * named group instead, so their content stays reachable.
 */
export function Android({
  width = BASE_WIDTH,
  height = BASE_HEIGHT,
  src,
  videoSrc,
  alt,
  poster,
  className,
  style,
  children,
  'aria-label': ariaLabel,
  ...props
}: AndroidProps) {
  const k = Math.min(width / BASE_WIDTH, height / BASE_HEIGHT)

  const body = { x: 3 * k, y: 0, w: width - 6 * k, h: height }
  const screen = { x: body.x + 14 * k, y: 14 * k, w: body.w - 28 * k, h: height - 28 * k }
  const bodyPath = roundedRect(body.x, body.y, body.w, body.h, 52 * k)
  const bezelPath = roundedRect(body.x + 3 * k, 3 * k, body.w - 6 * k, height - 6 * k, 49 * k)
  const screenPath = roundedRect(screen.x, screen.y, screen.w, screen.h, 38 * k)
  const hasContent = Boolean(videoSrc || src || children)
  const pct = (value: number, total: number) => `${round((value / total) * 100)}%`
  const content = { w: screen.w + 2 * k, h: screen.h + 2 * k, r: 38 * k + k }

  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is img or group, and both take a name
    <div
      data-slot="android"
      role={children ? 'group' : 'img'}
      aria-label={ariaLabel ?? alt ?? 'Android phone'}
      {...props}
      className={cn('relative w-(--android-width) max-w-full aspect-(--android-aspect)', className)}
      style={
        {
          '--android-width': `${width}px`,
          '--android-aspect': `${round(width)} / ${round(height)}`,
          ...style,
        } as React.CSSProperties
      }
    >
      {/* The content reaches a unit under the frame on each side, so no hairline shows at its edge. */}
      {hasContent && (
        <div
          data-slot="android-screen"
          className="absolute overflow-hidden"
          style={{
            left: pct(screen.x - k, width),
            top: pct(screen.y - k, height),
            width: pct(content.w, width),
            height: pct(content.h, height),
            borderRadius: `${pct(content.r, content.w)} / ${pct(content.r, content.h)}`,
          }}
        >
          {videoSrc ? (
            <ScreenVideo src={videoSrc} poster={poster ?? src} />
          ) : src ? (
            <img src={src} alt="" draggable={false} decoding="async" className="block size-full object-cover" />
          ) : null}
          {children}
        </div>
      )}
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox={`0 0 ${round(width)} ${round(height)}`}
        preserveAspectRatio="none"
        className="pointer-events-none absolute inset-0 size-full"
      >
        <g className="fill-neutral-400 dark:fill-neutral-600">
          {/* Power key above the volume rocker, both on the right. */}
          <rect
            x={round(width - 8 * k)}
            y={round(170 * k)}
            width={round(8 * k)}
            height={round(60 * k)}
            rx={round(2 * k)}
          />
          <rect
            x={round(width - 8 * k)}
            y={round(260 * k)}
            width={round(8 * k)}
            height={round(110 * k)}
            rx={round(2 * k)}
          />
        </g>
        {!hasContent && <path d={screenPath} className="fill-neutral-100 dark:fill-neutral-800" />}
        <path d={`${bodyPath}${screenPath}`} fillRule="evenodd" className="fill-neutral-200 dark:fill-neutral-700" />
        <path d={`${bezelPath}${screenPath}`} fillRule="evenodd" className="fill-neutral-950" />
        <circle cx={round(width / 2)} cy={round(screen.y + 24 * k)} r={round(10 * k)} className="fill-black" />
        <circle cx={round(width / 2)} cy={round(screen.y + 24 * k)} r={round(4 * k)} className="fill-neutral-800" />
      </svg>
    </div>
  )
}
