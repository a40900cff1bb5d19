'use client'

import * as React from 'react'
import { useVisiblePlayback } from '../hooks/use-visible-playback'
import { cn } from '../lib/utils'

export type VideoTextProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The video that shows through the letters. */
  src: string
  /** Classes for the root, which fills its positioned parent (`relative size-full`) by default. */
  className?: string
  /** Play on its own, while on screen in a visible tab and without reduced motion. */
  autoPlay?: boolean
  /** Keep the video silent; browsers only play silent videos unprompted. */
  muted?: boolean
  /** Start again at the end. */
  loop?: boolean
  /** How much of the video the browser loads ahead. */
  preload?: 'auto' | 'metadata' | 'none'
  /** The text the video is cut to; read by screen readers as it is. */
  children: React.ReactNode
  /** Letter size: a number is a percentage of the root's width (in `vw` of the mask), a string any SVG length. */
  fontSize?: string | number
  /** Weight of the letters. */
  fontWeight?: string | number
  /** Horizontal alignment of the text around the centre: `start`, `middle` or `end`. */
  textAnchor?: string
  /** Vertical alignment of the text around the centre, as SVG's `dominant-baseline`. */
  dominantBaseline?: string
  /** Font of the letters; an installed or generic family, as the mask cannot load web fonts. */
  fontFamily?: string
  /** The root element. */
  as?: React.ElementType
}

/** The plain text inside `children`, however it is nested in elements. */
function textOf(node: React.ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') return String(node)
  if (Array.isArray(node)) return node.map(textOf).join('')
  if (React.isValidElement<{ children?: React.ReactNode }>(node)) return textOf(node.props.children)
  return ''
}

/** Makes a value safe inside SVG markup, text or a quoted attribute. */
const escapeXml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

type MaskOptions = {
  fontSize: string | number
  fontWeight: string | number
  textAnchor: string
  dominantBaseline: string
  fontFamily: string
}

/**
 * The text as an SVG image for `mask-image`: opaque letters on transparency, centred in a box the
 * size of the element. It depends only on its inputs, so server and browser build the same string.
 */
export function videoTextMask(text: string, options: MaskOptions): string {
  const size = typeof options.fontSize === 'number' ? `${options.fontSize}vw` : options.fontSize
  const attributes: Array<[string, string]> = [
    ['font-size', size],
    ['font-weight', String(options.fontWeight)],
    ['text-anchor', options.textAnchor],
    ['dominant-baseline', options.dominantBaseline],
    ['font-family', options.fontFamily],
  ]
  const attributeText = attributes.map(([name, value]) => `${name}='${escapeXml(value)}'`).join(' ')
  const root = `<svg xmlns='http://www.w3.org/2000/svg' width='100%' height='100%'>`
  const svg = `${root}<text x='50%' y='50%' ${attributeText}>${escapeXml(text)}</text></svg>`
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`
}

type VideoProps = Pick<VideoTextProps, 'src' | 'muted' | 'loop' | 'preload'>

/** The video, playing only while someone can see it and has not asked for reduced motion. */
function VisibleVideo(props: VideoProps) {
  const ref = React.useRef<HTMLVideoElement>(null)
  const playing = useVisiblePlayback(ref)
  return <Video {...props} videoRef={ref} playing={playing} />
}

function Video({
  src,
  muted,
  loop,
  preload,
  videoRef,
  playing = false,
}: VideoProps & { videoRef?: React.Ref<HTMLVideoElement>; playing?: boolean }) {
  return (
    <video
      ref={videoRef}
      src={src}
      muted={muted}
      loop={loop}
      preload={preload}
      playsInline
      data-playing={playing || undefined}
      className="size-full object-cover"
    />
  )
}

/**
 * A video seen through the letters of a text: the video fills the element, and an SVG mask of the
 * text, built in render, lets it show only inside the glyphs. The video plays while the element is
 * on screen in a visible tab, and rests on a still frame under reduced motion.
 *
 * Screen readers get the text once, from a visually hidden copy; the video and its mask are hidden
 * from them.
 */
export function VideoText({
  src,
  children,
  className,
  autoPlay = true,
  muted = true,
  loop = true,
  preload = 'auto',
  fontSize = 20,
  fontWeight = 'bold',
  textAnchor = 'middle',
  dominantBaseline = 'middle',
  fontFamily = 'sans-serif',
  as: Component = 'div',
  ...props
}: VideoTextProps) {
  const mask = videoTextMask(textOf(children), { fontSize, fontWeight, textAnchor, dominantBaseline, fontFamily })
  const video = { src, muted, loop, preload }

  return (
    <Component data-slot="video-text" {...props} className={cn('relative size-full', className)}>
      <div
        aria-hidden="true"
        data-slot="video-text-mask"
        className="absolute inset-0 flex items-center justify-center"
        style={{
          maskImage: mask,
          WebkitMaskImage: mask,
          maskSize: 'contain',
          WebkitMaskSize: 'contain',
          maskRepeat: 'no-repeat',
          WebkitMaskRepeat: 'no-repeat',
          maskPosition: 'center',
          WebkitMaskPosition: 'center',
        }}
      >
        {autoPlay ? <VisibleVideo {...video} /> : <Video {...video} />}
      </div>
      <span className="sr-only">{children}</span>
    </Component>
  )
}
