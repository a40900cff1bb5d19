'use client'

import * as React from 'react'
import { useVisiblePlayback } from '../hooks/use-visible-playback'
import { cn } from '../lib/utils'

/** `default` draws the full toolbar; `simple` keeps only the window buttons and the address bar. */
export type SafariMode = 'default' | 'simple'

export type SafariProps = React.ComponentProps<'div'> & {
  /** Text in the address bar. */
  url?: string
  /** Image shown in the page area, cropped to fill it. */
  imageSrc?: string
  /** Video shown in the page area, muted and looping; it wins over `imageSrc`. */
  videoSrc?: string
  /** Width in pixels; the window never grows wider than its container. */
  width?: number
  /** Height in pixels; with `width` it sets the proportions of the window. */
  height?: number
  mode?: SafariMode
  /** What the page shows, announced as the mock's accessible name. */
  alt?: string
  /** Image shown before the video plays and while it cannot (reduced motion); defaults to `imageSrc`. */
  poster?: string
}

// The toolbar is drawn for a window this wide and scales with the window's width.
const BASE_WIDTH = 1203
const BASE_HEIGHT = 753
const TOOLBAR_HEIGHT = 52
// The address bar, centred in the toolbar, in the toolbar's own units.
const BAR = { x: 301, y: 11, w: 601, h: 30 }
// Roughly how wide one character of the 13-unit address text is, to centre the lock beside it.
const CHAR_WIDTH = 7.4
const MAX_URL_CHARS = Math.floor((BAR.w - 64) / CHAR_WIDTH)

const round = (value: number) => Math.round(value * 100) / 100

/** A rectangle as path data, with corner radii clockwise from the top left. */
function roundedRect(x: number, y: number, w: number, h: number, [tl, tr, br, bl]: [number, number, number, number]) {
  const [x0, y0, x1, y1] = [x, y, x + w, y + h].map(round) as [number, number, number, number]
  const [a, b, c, d] = [tl, tr, br, bl].map(round) as [number, number, number, number]
  return `M${x0 + a} ${y0}H${x1 - b}A${b} ${b} 0 0 1 ${x1} ${y0 + b}V${y1 - c}A${c} ${c} 0 0 1 ${x1 - c} ${y1}H${x0 + d}A${d} ${d} 0 0 1 ${x0} ${y1 - d}V${y0 + a}A${a} ${a} 0 0 1 ${x0 + a} ${y0}Z`
}

/** The page's muted, looping video; it plays only while someone can see it (useVisiblePlayback). */
function PageVideo({ src, poster }: { src: string; poster?: string }) {
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

/** Sidebar, back and forward on the left; share, new tab and tab overview on the right. */
function ToolbarIcons() {
  return (
    <g
      fill="none"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      className="stroke-neutral-500 dark:stroke-neutral-400"
    >
      <rect x={96} y={19} width={20} height={15} rx={3} />
      <path d="M103 19v15" />
      <path d="M147 20l-6 6.5 6 6.5" />
      <path d="M166 20l6 6.5-6 6.5" opacity={0.45} />
      <path d="M284 18.5l6 2.5v5c0 4-2.6 6.4-6 8-3.4-1.6-6-4-6-8v-5z" />
      <path d="M889.5 23.5a5.5 5.5 0 1 0 1 4.5M889.5 19.5v4h-4" />
      <path d="M1094 24h-3v11h16v-11h-3M1099 29v-12M1095 21l4-4 4 4" />
      <path d="M1134 20v13M1127.5 26.5h13" />
      <rect x={1158} y={23} width={12} height={12} rx={2} />
      <path d="M1162 19h9a3 3 0 0 1 3 3v9" />
    </g>
  )
}

/** The padlock and address, centred together in the address bar. */
function Address({ url }: { url: string }) {
  const text = url.length > MAX_URL_CHARS ? `${url.slice(0, MAX_URL_CHARS - 1)}…` : url
  const center = BAR.x + BAR.w / 2
  const lockX = round(center - (text.length * CHAR_WIDTH) / 2 - 10)
  return (
    <>
      <g className="fill-neutral-500 stroke-neutral-500 dark:fill-neutral-400 dark:stroke-neutral-400">
        <rect x={lockX} y={24.5} width={9} height={7} rx={1.5} stroke="none" />
        <path d={`M${lockX + 1.75} 24.5v-2.25a2.75 2.75 0 0 1 5.5 0v2.25`} fill="none" strokeWidth={1.4} />
      </g>
      <text
        x={round(center + 7)}
        y={30.5}
        textAnchor="middle"
        fontSize={13}
        fontFamily="ui-sans-serif, system-ui, -apple-system, sans-serif"
        className="fill-neutral-700 dark:fill-neutral-200"
      >
        {text}
      </text>
    </>
  )
}

/**
 * A Safari window mockup drawn as an SVG frame (toolbar with window buttons, address bar and, in
 * `default` mode, the toolbar icons) around a page area that shows an image, a video or your own
 * markup. The frame sits on top of the page with the page cut out of it, so its rounded corners
 * crop the content exactly at any size. The mock is one `role="img"` named by `alt` (or the URL);
 * with children it is a named group instead, so their content stays reachable.
 */
export function Safari({
  url,
  imageSrc,
  videoSrc,
  width = BASE_WIDTH,
  height = BASE_HEIGHT,
  mode = 'default',
  alt,
  poster,
  className,
  style,
  children,
  'aria-label': ariaLabel,
  ...props
}: SafariProps) {
  const k = width / BASE_WIDTH
  const toolbar = TOOLBAR_HEIGHT * k
  const page = { x: k, y: toolbar, w: width - 2 * k, h: height - toolbar - k }
  const pagePath = roundedRect(page.x, page.y, page.w, page.h, [0, 0, 11 * k, 11 * k])
  const windowPath = roundedRect(0, 0, width, height, [12 * k, 12 * k, 12 * k, 12 * k])
  const toolbarPath = roundedRect(k, k, width - 2 * k, toolbar - 2 * k, [11 * k, 11 * k, 0, 0])
  const hasContent = Boolean(videoSrc || imageSrc || children)
  const pct = (value: number, total: number) => `${round((value / total) * 100)}%`
  const content = { w: width, h: page.h + k, r: 12 * k }
  const bottomCorner = `${pct(content.r, content.w)} ${pct(content.r, content.h)}`

  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is img or group, and both take a name
    <div
      data-slot="safari"
      role={children ? 'group' : 'img'}
      aria-label={ariaLabel ?? alt ?? (url ? `Safari window showing ${url}` : 'Safari window')}
      {...props}
      className={cn('relative w-(--safari-width) max-w-full aspect-(--safari-aspect)', className)}
      style={
        {
          '--safari-width': `${width}px`,
          '--safari-aspect': `${round(width)} / ${round(height)}`,
          ...style,
        } as React.CSSProperties
      }
    >
      {/* The content reaches a unit under the frame at the sides and bottom, so no hairline shows. */}
      {hasContent && (
        <div
          data-slot="safari-page"
          className="absolute overflow-hidden"
          style={{
            left: pct(page.x - k, width),
            top: pct(page.y, height),
            width: pct(content.w, width),
            height: pct(content.h, height),
            borderBottomLeftRadius: bottomCorner,
            borderBottomRightRadius: bottomCorner,
          }}
        >
          {videoSrc ? (
            <PageVideo src={videoSrc} poster={poster ?? imageSrc} />
          ) : imageSrc ? (
            <img
              src={imageSrc}
              alt=""
              draggable={false}
              decoding="async"
              className="block size-full object-cover object-top"
            />
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
        {!hasContent && <path d={pagePath} className="fill-white dark:fill-neutral-900" />}
        <path d={`${windowPath}${pagePath}`} fillRule="evenodd" className="fill-neutral-200 dark:fill-neutral-700" />
        <path d={toolbarPath} className="fill-neutral-50 dark:fill-neutral-800" />
        <g transform={`scale(${round(k * 10000) / 10000})`}>
          <circle cx={24} cy={26} r={6} fill="#ff5f57" />
          <circle cx={44} cy={26} r={6} fill="#febc2e" />
          <circle cx={64} cy={26} r={6} fill="#28c840" />
          <rect
            x={BAR.x}
            y={BAR.y}
            width={BAR.w}
            height={BAR.h}
            rx={8}
            className="fill-neutral-200 dark:fill-neutral-700"
          />
          {url && <Address url={url} />}
          {mode === 'default' && <ToolbarIcons />}
        </g>
      </svg>
    </div>
  )
}
