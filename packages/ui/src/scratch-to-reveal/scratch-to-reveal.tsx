'use client'

import * as React from 'react'
import { cn } from '../lib/utils'

const DEFAULT_GRADIENT_COLORS = ['#A97CF8', '#F38CB8', '#FDCC92'] as const
const BRUSH_RADIUS = 30
const MAX_DIMENSION = 4096
/** Reading every 4th pixel is plenty to measure the scratched share and four times cheaper. */
const SAMPLE_STRIDE = 4

export interface ScratchToRevealProps {
  /** What the scratch-off layer hides. */
  children: React.ReactNode
  /** Width of the card in CSS pixels. */
  width: number
  /** Height of the card in CSS pixels. */
  height: number
  /** Share of the surface (0–100) that must be scratched off to reveal everything. */
  minScratchPercentage?: number
  className?: string
  /** Called once, when the content is revealed by scratching or by the reveal button. */
  onComplete?: () => void
  /** Colours of the scratch-off layer's diagonal gradient, from the top-left corner. */
  gradientColors?: readonly string[]
  /** Label of the button that reveals everything at once (shown when focused from the keyboard). */
  revealLabel?: string
}

const clampDimension = (value: number) => (Number.isFinite(value) ? Math.min(Math.max(value, 1), MAX_DIMENSION) : 1)
const clampPercentage = (value: number) => (Number.isFinite(value) ? Math.min(Math.max(value, 0), 100) : 50)

function cssGradient(colors: readonly string[]) {
  if (colors.length === 1) return colors[0]
  return `linear-gradient(to bottom right, ${colors.join(', ')})`
}

/**
 * Capture keeps a stroke that leaves the card going, but it is only a nicety: the browser throws
 * (NotFoundError) for a pointer it no longer or never tracked as active, such as one released before
 * the handler ran or a synthesized event, and the stroke must start anyway. Without capture the
 * stroke simply ends where the pointer leaves the card.
 */
function capturePointer(element: Element, pointerId: number) {
  try {
    element.setPointerCapture?.(pointerId)
  } catch {}
}

/**
 * A card covered by a gradient you scratch off with a mouse, finger or pen; once enough is gone the
 * rest clears and `onComplete` runs, once. A real button (it appears when focused from the keyboard,
 * and screen readers find it) reveals everything in one go. The hidden content stays out of the
 * accessibility tree until it is revealed. The layer is drawn at the screen's pixel density, and on
 * the server it is a plain CSS gradient, so nothing shows through before the page hydrates.
 */
export function ScratchToReveal({
  width,
  height,
  minScratchPercentage = 50,
  onComplete,
  children,
  className,
  gradientColors = DEFAULT_GRADIENT_COLORS,
  revealLabel = 'Reveal hidden content',
}: ScratchToRevealProps) {
  const canvasRef = React.useRef<HTMLCanvasElement>(null)
  const contentRef = React.useRef<HTMLDivElement>(null)
  const completeRef = React.useRef(false)
  const activePointer = React.useRef<number | null>(null)
  const lastPoint = React.useRef<{ x: number; y: number } | null>(null)
  const onCompleteRef = React.useRef(onComplete)
  const focusOnReveal = React.useRef(false)
  const [revealed, setRevealed] = React.useState(false)
  const [painted, setPainted] = React.useState(false)

  React.useEffect(() => {
    onCompleteRef.current = onComplete
  }, [onComplete])

  const cardWidth = clampDimension(width)
  const cardHeight = clampDimension(height)
  const threshold = clampPercentage(minScratchPercentage)
  const colors = gradientColors.length > 0 ? gradientColors : DEFAULT_GRADIENT_COLORS
  const colorKey = colors.join('|')

  React.useEffect(() => {
    const canvas = canvasRef.current
    const context = canvas?.getContext('2d', { willReadFrequently: true })
    if (!canvas || !context || completeRef.current) return
    const stops = colorKey.split('|')
    const ratio = Math.min(window.devicePixelRatio || 1, 3)
    canvas.width = Math.round(cardWidth * ratio)
    canvas.height = Math.round(cardHeight * ratio)
    context.setTransform(ratio, 0, 0, ratio, 0, 0)
    context.globalCompositeOperation = 'source-over'
    const gradient = context.createLinearGradient(0, 0, cardWidth, cardHeight)
    stops.forEach((color, index) => {
      gradient.addColorStop(stops.length === 1 ? 0 : index / (stops.length - 1), color)
    })
    context.fillStyle = gradient
    context.fillRect(0, 0, cardWidth, cardHeight)
    setPainted(true)
  }, [cardWidth, cardHeight, colorKey])

  const complete = React.useCallback(() => {
    if (completeRef.current) return
    completeRef.current = true
    activePointer.current = null
    lastPoint.current = null
    setRevealed(true)
    onCompleteRef.current?.()
  }, [])

  const scratchedShare = () => {
    const canvas = canvasRef.current
    const context = canvas?.getContext('2d', { willReadFrequently: true })
    if (!canvas || !context || canvas.width === 0 || canvas.height === 0) return 0
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height)
    let sampled = 0
    let cleared = 0
    for (let alpha = 3; alpha < data.length; alpha += 4 * SAMPLE_STRIDE) {
      sampled += 1
      if (data[alpha] === 0) cleared += 1
    }
    return sampled === 0 ? 0 : (cleared / sampled) * 100
  }

  const scratchAt = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const canvas = event.currentTarget
    const box = canvas.getBoundingClientRect()
    const context = canvas.getContext('2d', { willReadFrequently: true })
    if (!context || box.width <= 0 || box.height <= 0) return
    const point = {
      x: ((event.clientX - box.left) / box.width) * cardWidth,
      y: ((event.clientY - box.top) / box.height) * cardHeight,
    }
    const from = lastPoint.current ?? point
    context.globalCompositeOperation = 'destination-out'
    context.lineCap = 'round'
    context.lineJoin = 'round'
    context.lineWidth = BRUSH_RADIUS * 2
    context.beginPath()
    context.moveTo(from.x, from.y)
    context.lineTo(point.x, point.y)
    context.stroke()
    lastPoint.current = point
  }

  const onPointerDown = (event: React.PointerEvent<HTMLCanvasElement>) => {
    if (completeRef.current || activePointer.current !== null) return
    if (event.pointerType === 'mouse' && event.button !== 0) return
    activePointer.current = event.pointerId
    capturePointer(event.currentTarget, event.pointerId)
    scratchAt(event)
  }

  const onPointerMove = (event: React.PointerEvent<HTMLCanvasElement>) => {
    if (activePointer.current === event.pointerId) scratchAt(event)
  }

  const finishStroke = (event: React.PointerEvent<HTMLCanvasElement>) => {
    if (activePointer.current !== event.pointerId) return
    activePointer.current = null
    lastPoint.current = null
    if (event.currentTarget.hasPointerCapture?.(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId)
    }
    if (threshold === 0 || scratchedShare() >= threshold) complete()
  }

  const revealAll = () => {
    focusOnReveal.current = true
    complete()
  }

  // The button goes away with the cover: keep keyboard focus on what it revealed, once it is no
  // longer inert.
  React.useEffect(() => {
    if (!revealed || !focusOnReveal.current) return
    focusOnReveal.current = false
    contentRef.current?.focus({ preventScroll: true })
  }, [revealed])

  return (
    <div
      data-slot="scratch-to-reveal"
      data-state={revealed ? 'revealed' : 'covered'}
      className={cn('relative isolate overflow-hidden select-none', className)}
      style={{ width: cardWidth, height: cardHeight }}
    >
      <div
        ref={contentRef}
        data-slot="scratch-to-reveal-content"
        tabIndex={-1}
        aria-hidden={revealed ? undefined : true}
        inert={!revealed}
        className={cn(
          'absolute inset-0 flex items-center justify-center outline-none',
          revealed && 'motion-safe:animate-scratch-to-reveal-pop',
          !revealed && !painted && 'invisible',
        )}
      >
        {children}
      </div>
      <canvas
        ref={canvasRef}
        aria-hidden
        data-slot="scratch-to-reveal-cover"
        className={cn(
          'absolute inset-0 z-10 block size-full cursor-crosshair touch-none rounded-[inherit]',
          'transition-opacity duration-300 motion-reduce:transition-none',
          revealed && 'pointer-events-none opacity-0',
        )}
        style={painted ? undefined : { background: cssGradient(colors) }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={finishStroke}
        onPointerCancel={finishStroke}
        onLostPointerCapture={finishStroke}
      />
      {!revealed && (
        <button
          type="button"
          data-slot="scratch-to-reveal-button"
          onClick={revealAll}
          className={cn(
            'pointer-events-none absolute bottom-2 left-1/2 z-20 -translate-x-1/2 rounded-md px-3 py-1.5 opacity-0',
            'bg-white/90 text-xs font-medium text-zinc-900 shadow-sm dark:bg-zinc-900/90 dark:text-zinc-50',
            'focus-visible:pointer-events-auto focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-zinc-900 dark:focus-visible:outline-white',
          )}
        >
          {revealLabel}
        </button>
      )}
    </div>
  )
}
