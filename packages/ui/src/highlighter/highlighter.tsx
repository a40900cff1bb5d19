'use client'

import * as React from 'react'
import { useMergedRef, useOnScreen } from '../hooks/use-on-screen'
import { seededRandom } from '../lib/seeded-random'
import { cn } from '../lib/utils'

export type AnnotationAction =
  | 'highlight'
  | 'underline'
  | 'box'
  | 'circle'
  | 'strike-through'
  | 'crossed-off'
  | 'bracket'

export type BracketSide = 'left' | 'right' | 'top' | 'bottom'

export type HighlighterProps = Omit<React.ComponentProps<'span'>, 'color'> & {
  /** The text (or inline content) to mark. */
  children: React.ReactNode
  /** The kind of mark drawn. */
  action?: AnnotationAction
  /** Any CSS colour for the mark. */
  color?: string
  /** Pixels wide, each stroke; a highlight is as tall as the line instead. */
  strokeWidth?: number
  /** Milliseconds the whole mark takes to draw. */
  animationDuration?: number
  /** Passes of the pen; more than one looks sketched. */
  iterations?: number
  /** Pixels between the content and the mark. */
  padding?: number
  /** Mark each line the content wraps onto, rather than its whole box. */
  multiline?: boolean
  /** Wait until the content scrolls into view before drawing. */
  isView?: boolean
  /** Sides a `bracket` is drawn on. */
  brackets?: BracketSide | BracketSide[]
}

type Point = [number, number]
type Box = { x: number; y: number; w: number; h: number }
/** One stroke of the pen: the points it passes through, and how wide it is. */
type Stroke = { points: Point[]; width: number; highlight?: boolean }

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'
const SVG_NS = 'http://www.w3.org/2000/svg'
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? React.useEffect : React.useLayoutEffect

const lerp = (a: number, b: number, t: number) => a + (b - a) * t

/**
 * A line as a hand would draw it: ends a little off, and a slight, uneven bow along the way (a cubic
 * curve whose two handles are pushed sideways by different amounts), sampled every few pixels.
 */
function handLine(from: Point, to: Point, random: () => number, roughness = 1): Point[] {
  const [x1, y1] = from
  const [x2, y2] = to
  const length = Math.hypot(x2 - x1, y2 - y1) || 1
  const jitter = (scale: number) => (random() * 2 - 1) * scale * roughness
  const end = Math.min(2, length * 0.02)
  const start: Point = [x1 + jitter(end), y1 + jitter(end)]
  const finish: Point = [x2 + jitter(end), y2 + jitter(end)]
  // Across the line: the unit normal, scaled by a bow that grows with length but stays small.
  const nx = -(y2 - y1) / length
  const ny = (x2 - x1) / length
  const bow = Math.min(3, length * 0.025)
  const b1 = jitter(bow)
  const b2 = jitter(bow)
  const c1: Point = [lerp(start[0], finish[0], 1 / 3) + nx * b1, lerp(start[1], finish[1], 1 / 3) + ny * b1]
  const c2: Point = [lerp(start[0], finish[0], 2 / 3) + nx * b2, lerp(start[1], finish[1], 2 / 3) + ny * b2]
  const steps = Math.max(4, Math.min(48, Math.ceil(length / 8)))
  return Array.from({ length: steps + 1 }, (_, index) => {
    const t = index / steps
    const u = 1 - t
    return [
      u * u * u * start[0] + 3 * u * u * t * c1[0] + 3 * u * t * t * c2[0] + t * t * t * finish[0],
      u * u * u * start[1] + 3 * u * u * t * c1[1] + 3 * u * t * t * c2[1] + t * t * t * finish[1],
    ] as Point
  })
}

/** A loop around the box that starts anywhere, wobbles a little and overshoots where it began. */
function handEllipse(box: Box, random: () => number): Point[] {
  const cx = box.x + box.w / 2
  const cy = box.y + box.h / 2
  // A little wider than the box, so the loop clears the first and last letters.
  const rx = box.w / 2 + Math.min(8, box.w * 0.05)
  const ry = box.h / 2 + Math.min(4, box.h * 0.1)
  const begin = random() * Math.PI * 2
  const sweep = Math.PI * 2 + 0.25 + random() * 0.35
  const phase = random() * Math.PI * 2
  const wobble = 0.03 + random() * 0.03
  const steps = 48
  return Array.from({ length: steps + 1 }, (_, index) => {
    const angle = begin + (sweep * index) / steps
    // The loop widens slowly as it goes round, as a pen that does not return to its start.
    const grow = 1 + wobble * Math.sin(angle * 2 + phase) + (0.04 * index) / steps
    return [cx + rx * grow * Math.cos(angle), cy + ry * grow * Math.sin(angle)] as Point
  })
}

/** The strokes of one pass of the pen over one box. */
function pass(
  action: AnnotationAction,
  box: Box,
  padding: number,
  strokeWidth: number,
  brackets: BracketSide[],
  index: number,
  random: () => number,
): Stroke[] {
  const { x, y, w, h } = box
  const stroke = (points: Point[]): Stroke => ({ points, width: strokeWidth })
  switch (action) {
    case 'underline': {
      const line = y + h + padding
      return [stroke(handLine([x - padding, line], [x + w + padding, line], random))]
    }
    case 'strike-through': {
      const line = y + h / 2
      return [stroke(handLine([x - padding, line], [x + w + padding, line], random))]
    }
    case 'crossed-off':
      return [
        stroke(handLine([x - padding, y - padding], [x + w + padding, y + h + padding], random)),
        stroke(handLine([x + w + padding, y - padding], [x - padding, y + h + padding], random)),
      ]
    case 'box': {
      const left = x - padding
      const top = y - padding
      const right = x + w + padding
      const bottom = y + h + padding
      const sides = [
        handLine([left, top], [right, top], random),
        handLine([right, top], [right, bottom], random),
        handLine([right, bottom], [left, bottom], random),
        handLine([left, bottom], [left, top], random),
      ]
      return [stroke(sides.flat())]
    }
    case 'circle':
      return [stroke(handEllipse({ x: x - padding, y: y - padding, w: w + 2 * padding, h: h + 2 * padding }, random))]
    case 'bracket': {
      const left = x - padding
      const top = y - padding
      const right = x + w + padding
      const bottom = y + h + padding
      const arm = Math.max(4, Math.min(10, Math.min(w, h) * 0.25))
      const shapes: Record<BracketSide, Point[]> = {
        left: [
          [left + arm, top],
          [left, top],
          [left, bottom],
          [left + arm, bottom],
        ],
        right: [
          [right - arm, top],
          [right, top],
          [right, bottom],
          [right - arm, bottom],
        ],
        top: [
          [left, top + arm],
          [left, top],
          [right, top],
          [right, top + arm],
        ],
        bottom: [
          [left, bottom - arm],
          [left, bottom],
          [right, bottom],
          [right, bottom - arm],
        ],
      }
      return brackets.map((side) => {
        const corners = shapes[side]
        return stroke(corners.slice(1).flatMap((corner, at) => handLine(corners[at] as Point, corner, random)))
      })
    }
    default: {
      // A marker: one broad stroke through the middle of the line, back and forth on each pass.
      const middle = y + h / 2
      const ends: [Point, Point] = [
        [x - padding, middle],
        [x + w + padding, middle],
      ]
      const [from, to] = index % 2 ? [ends[1], ends[0]] : ends
      return [{ points: handLine(from, to, random, 0.6), width: h, highlight: true }]
    }
  }
}

function strokeLength(points: Point[]) {
  let length = 0
  for (let index = 1; index < points.length; index++) {
    const [ax, ay] = points[index - 1] as Point
    const [bx, by] = points[index] as Point
    length += Math.hypot(bx - ax, by - ay)
  }
  return length
}

const round = (value: number) => Math.round(value * 100) / 100
const pathData = (points: Point[]) =>
  points.map(([x, y], index) => `${index ? 'L' : 'M'}${round(x)} ${round(y)}`).join(' ')

function hashSeed(text: string) {
  let hash = 2166136261
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 16777619)
  return hash >>> 0
}

/**
 * Marks its content as a pen would: a highlighter stroke behind it, an underline, a box, a circle,
 * a strike-through, a cross or brackets, drawn on in `animationDuration` milliseconds with
 * `iterations` passes of the pen for a sketched look. Drop-in for Magic UI's `Highlighter`, drawn
 * with SVG of its own.
 *
 * The mark is measured from the content's boxes once it is laid out: with `multiline`, each line it
 * wraps onto is marked in turn. It is redrawn, still, when the layout around it changes, and stays
 * the same shape (its wobble is seeded per instance). With `isView` it waits until the content is
 * well into the viewport. Visitors who prefer reduced motion get the finished mark at once.
 */
export function Highlighter({
  children,
  action = 'highlight',
  color = '#ffd1dc',
  strokeWidth = 1.5,
  animationDuration = 600,
  iterations = 2,
  padding = 2,
  multiline = true,
  isView = false,
  brackets = 'right',
  className,
  ref,
  ...props
}: HighlighterProps) {
  const elementRef = React.useRef<HTMLSpanElement>(null)
  const svgRef = React.useRef<SVGSVGElement>(null)
  const inView = useOnScreen(elementRef, {
    enabled: isView,
    once: true,
    rootMargin: '-10%',
    tab: false,
    initial: false,
  })
  const show = !isView || inView
  const seed = hashSeed(React.useId())
  const sides = (Array.isArray(brackets) ? brackets : [brackets]).join(' ')

  const setRef = useMergedRef(elementRef, ref)

  useIsomorphicLayoutEffect(() => {
    const element = elementRef.current
    const svg = svgRef.current
    if (!show || !element || !svg) return
    let drawn = ''
    let animated = false

    const draw = () => {
      const origin = svg.getBoundingClientRect()
      // The mark's SVG is one pixel square, so its measured size is the scale of any CSS zoom or
      // transform around it, which the content's boxes carry too and the SVG's own units do not.
      const scaleX = origin.width || 1
      const scaleY = origin.height || 1
      const rects = multiline ? [...element.getClientRects()] : [element.getBoundingClientRect()]
      const boxes = rects
        .filter((rect) => rect.width > 0 && rect.height > 0)
        .map((rect) => ({
          x: (rect.left - origin.left) / scaleX,
          y: (rect.top - origin.top) / scaleY,
          w: rect.width / scaleX,
          h: rect.height / scaleY,
        }))
      const signature = boxes.map((box) => [box.x, box.y, box.w, box.h].map(Math.round).join(',')).join(' ')
      // Nothing moved (a resize elsewhere on the page): keep the mark, and a drawing in progress.
      if (signature === drawn) return
      drawn = signature

      const random = seededRandom(seed)
      const strokes = boxes.flatMap((box) =>
        Array.from({ length: Math.max(1, iterations) }, (_, index) =>
          pass(action, box, padding, strokeWidth, sides.split(' ') as BracketSide[], index, random),
        ).flat(),
      )
      const lengths = strokes.map((stroke) => strokeLength(stroke.points))
      const total = lengths.reduce((sum, length) => sum + length, 0) || 1
      // The first drawing animates; later ones (a reflow) and reduced motion show the finished mark.
      const animate =
        !animated && animationDuration > 0 && !window.matchMedia?.(REDUCED_MOTION_QUERY).matches && boxes.length > 0
      if (boxes.length) animated = true

      svg.replaceChildren()
      let delay = 0
      strokes.forEach((stroke, index) => {
        const length = lengths[index] ?? 0
        const path = document.createElementNS(SVG_NS, 'path')
        path.setAttribute('d', pathData(stroke.points))
        path.setAttribute('fill', 'none')
        path.setAttribute('stroke', color)
        path.setAttribute('stroke-width', String(round(stroke.width)))
        path.setAttribute('stroke-linecap', stroke.highlight ? 'butt' : 'round')
        path.setAttribute('stroke-linejoin', 'round')
        svg.append(path)
        if (!animate || typeof path.animate !== 'function') return
        // Each stroke takes its share of the time by length, one after the other, as a pen would.
        const duration = (animationDuration * length) / total
        path.setAttribute('stroke-dasharray', `${round(length)} ${round(length)}`)
        path.animate([{ strokeDashoffset: round(length) }, { strokeDashoffset: 0 }], {
          duration,
          delay,
          easing: 'ease-out',
          fill: 'backwards',
        })
        delay += duration
      })
    }

    draw()
    // Wrapping changes with the width of what holds the content, and with fonts that load late.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => draw())
    observer?.observe(element)
    if (element.parentElement) observer?.observe(element.parentElement)
    let active = true
    document.fonts?.ready.then(() => active && draw())
    return () => {
      active = false
      observer?.disconnect()
      svg.replaceChildren()
    }
  }, [show, action, color, strokeWidth, animationDuration, iterations, padding, multiline, sides, seed])

  return (
    <span
      data-slot="highlighter"
      data-action={action}
      {...props}
      ref={setRef}
      // Its own stacking context, so the mark sits under the text yet above any background behind it.
      className={cn('relative isolate bg-transparent', multiline ? 'inline' : 'inline-block', className)}
    >
      <svg
        ref={svgRef}
        aria-hidden
        focusable="false"
        data-slot="highlighter-mark"
        className="pointer-events-none absolute top-0 left-0 -z-10 size-px overflow-visible"
      />
      {children}
    </span>
  )
}
