'use client'

import * as React from 'react'
import { useVisiblePlayback } from '../hooks/use-visible-playback'
import { cn } from '../lib/utils'

export type IphoneProps = React.ComponentProps<'div'> & {
  /** Image shown on the screen, cropped to fill it. */
  src?: string
  /** Video shown on the screen, muted and looping; it wins over `src`. */
  videoSrc?: string
  /** Width in pixels (never wider than the container); without it the phone fills the container's width. */
  width?: number
  /** Height in pixels; with `width` it sets the proportions of the phone. */
  height?: number
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
 * An iPhone mockup drawn as an SVG frame (titanium band, black bezel, Dynamic Island and side
 * buttons) over a screen that shows an image, a video or your own markup. The frame sits on top of
 * the screen with the screen cut out of it, so its rounded corners and the island crop the content
 * exactly at any size. The mock is one `role="img"` named by `alt`; with children it is a named
 * group instead, so their content stays reachable.
 */
export function Iphone({
  src,
  videoSrc,
  width,
  height,
  alt,
  poster,
  className,
  style,
  children,
  'aria-label': ariaLabel,
  ...props
}: IphoneProps) {
  const viewWidth = width ?? (height ? (height * BASE_WIDTH) / BASE_HEIGHT : BASE_WIDTH)
  const viewHeight = height ?? (width ? (width * BASE_HEIGHT) / BASE_WIDTH : BASE_HEIGHT)
  const k = Math.min(viewWidth / BASE_WIDTH, viewHeight / BASE_HEIGHT)

  const body = { x: 3 * k, y: 0, w: viewWidth - 6 * k, h: viewHeight }
  const screen = { x: body.x + 18 * k, y: 18 * k, w: body.w - 36 * k, h: viewHeight - 36 * k }
  const bodyPath = roundedRect(body.x, body.y, body.w, body.h, 70 * k)
  const bezelPath = roundedRect(body.x + 4 * k, 4 * k, body.w - 8 * k, viewHeight - 8 * k, 66 * k)
  const screenPath = roundedRect(screen.x, screen.y, screen.w, screen.h, 54 * k)
  const hasContent = Boolean(videoSrc || src || children)
  const pct = (value: number, total: number) => `${round((value / total) * 100)}%`
  const content = { w: screen.w + 2 * k, h: screen.h + 2 * k, r: 54 * k + k }

  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is img or group, and both take a name
    <div
      data-slot="iphone"
      role={children ? 'group' : 'img'}
      aria-label={ariaLabel ?? alt ?? 'iPhone'}
      {...props}
      className={cn('relative w-(--iphone-width) max-w-full aspect-(--iphone-aspect)', className)}
      style={
        {
          '--iphone-width': width ? `${width}px` : 'auto',
          '--iphone-aspect': `${round(viewWidth)} / ${round(viewHeight)}`,
          ...style,
        } as React.CSSProperties
      }
    >
      {/* The content reaches a unit under the frame on each side, so no hairline shows at its edge. */}
      {hasContent && (
        <div
          data-slot="iphone-screen"
          className="absolute overflow-hidden"
          style={{
            left: pct(screen.x - k, viewWidth),
            top: pct(screen.y - k, viewHeight),
            width: pct(content.w, viewWidth),
            height: pct(content.h, viewHeight),
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
        viewBox={`0 0 ${round(viewWidth)} ${round(viewHeight)}`}
        preserveAspectRatio="none"
        className="pointer-events-none absolute inset-0 size-full"
      >
        <g className="fill-neutral-400 dark:fill-neutral-600">
          {/* Action button and volume keys on the left, side button on the right. */}
          <rect x={0} y={round(140 * k)} width={round(8 * k)} height={round(32 * k)} rx={round(2 * k)} />
          <rect x={0} y={round(205 * k)} width={round(8 * k)} height={round(60 * k)} rx={round(2 * k)} />
          <rect x={0} y={round(280 * k)} width={round(8 * k)} height={round(60 * k)} rx={round(2 * k)} />
          <rect
            x={round(viewWidth - 8 * k)}
            y={round(230 * k)}
            width={round(8 * k)}
            height={round(100 * k)}
            rx={round(2 * k)}
          />
        </g>
        {!hasContent && <path d={screenPath} className="fill-neutral-100 dark:fill-neutral-800" />}
        <path d={`${bodyPath}${screenPath}`} fillRule="evenodd" className="fill-neutral-300 dark:fill-neutral-500" />
        <path d={`${bezelPath}${screenPath}`} fillRule="evenodd" className="fill-neutral-950" />
        <rect
          x={round(viewWidth / 2 - 62 * k)}
          y={round(screen.y + 11 * k)}
          width={round(124 * k)}
          height={round(36 * k)}
          rx={round(18 * k)}
          className="fill-black"
        />
      </svg>
    </div>
  )
}
