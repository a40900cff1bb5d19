import * as React from 'react'
import { cn } from '../lib/utils'
import { DottedMapFrame } from './dotted-map-frame'
import { DOTTED_MAP_LAND } from './dotted-map-land'

export interface Marker {
  lat: number
  lng: number
  /** Radius of the marker, in map units; `dotRadius` when unset. */
  size?: number
  /** Pulse this marker (`true`) or keep it still (`false`) whatever the map's `pulse` says. */
  pulse?: boolean
}

/** A marker as `renderMarkerOverlay` gets it: its own fields, with its place on the map instead of lat/lng. */
export type MapMarker<M extends Marker = Marker> = Omit<M, 'lat' | 'lng'> & { x: number; y: number }

export type MarkerOverlayArgs<M extends Marker = Marker> = {
  marker: MapMarker<M>
  index: number
  /** Centre of the marker, in map units. */
  x: number
  y: number
  /** Radius of the marker, in map units. */
  r: number
}

export interface DottedMapProps<M extends Marker = Marker> extends React.SVGProps<SVGSVGElement> {
  /** Width of the map's coordinate space (its viewBox); the svg itself fills its parent. */
  width?: number
  /** Height of the map's coordinate space. */
  height?: number
  /** About how many grid points to sample, land or sea: more gives smaller steps and more dots. */
  mapSamples?: number
  markers?: M[]
  /** Colour of the land dots; `currentColor` when unset, so `text-*` classes colour them. */
  dotColor?: string
  markerColor?: string
  dotRadius?: number
  /** Offset every other row by half a step, for a honeycomb look. */
  stagger?: boolean
  /** Pulse every marker (a marker's `pulse: false` opts out); otherwise only markers with `pulse: true` pulse. */
  pulse?: boolean
  /** Draws extra SVG for each marker (a label, an icon), in map units, above the marker. */
  renderMarkerOverlay?: (args: MarkerOverlayArgs<M>) => React.ReactNode
}

/*
 * The map is the world between 56°S and 71°N and 179°W and 179°E in the Web Mercator projection,
 * stretched over `width`×`height`: the framing of the dotted maps people know, without Antarctica.
 */
const WEST = -179
const EAST = 179
const mercator = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360))
const TOP = mercator(71)
const BOTTOM = mercator(-56)
const latitudeAt = (y: number) => (Math.atan(Math.sinh(y)) * 180) / Math.PI

/** Reads the run lengths of `dotted-map-land.ts` (base64 VLQ, water first) into one byte per cell. */
export function decodeRuns(runs: string, cellCount: number): Uint8Array {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
  const cells = new Uint8Array(cellCount)
  let position = 0
  let land = false
  let value = 0
  let shift = 0
  for (const char of runs) {
    const digit = alphabet.indexOf(char)
    value += (digit & 31) * 2 ** shift
    if (digit & 32) {
      shift += 5
      continue
    }
    if (land) cells.fill(1, position, position + value)
    position += value
    land = !land
    value = 0
    shift = 0
  }
  return cells
}

let landCells: Uint8Array | undefined

/** Whether a place is land in the shipped Natural Earth data (0.5° cells; nothing south of 60°S). */
export function isLand(lat: number, lng: number): boolean {
  const { resolution, north, columns, rows, runs } = DOTTED_MAP_LAND
  landCells ??= decodeRuns(runs, columns * rows)
  const row = Math.floor((north - lat) / resolution)
  if (row < 0 || row >= rows) return false
  const column = Math.floor((((((lng + 180) % 360) + 360) % 360) / resolution) % columns)
  return landCells[row * columns + column] === 1
}

export type DottedMapLayoutOptions = { width: number; height: number; mapSamples: number; stagger: boolean }

export type DottedMapLayout = {
  rows: number
  columns: number
  /** Centres of the land dots, in map units. */
  points: Array<{ x: number; y: number }>
  /** The grid point nearest to a place, land or sea: where a marker there is drawn. */
  place: (lat: number, lng: number) => { x: number; y: number }
}

/**
 * The grid for a map size and sample count, and which of its points are land. The grid has about
 * `mapSamples` points with the map's aspect ratio; with `stagger`, even rows sit a quarter step left
 * and odd rows a quarter step right, so the pattern stays inside the map on both sides.
 */
function computeLayout({ width, height, mapSamples, stagger }: DottedMapLayoutOptions): DottedMapLayout {
  const aspect = width / height
  const rows = Math.max(1, Math.round(Math.sqrt(Math.max(0, mapSamples) / aspect)))
  const columns = Math.max(1, Math.round(rows * aspect))
  const stepX = width / columns
  const stepY = height / rows
  const shift = (row: number) => (stagger ? (Math.abs(row) % 2 === 1 ? stepX / 4 : -stepX / 4) : 0)
  const lngAt = (x: number) => WEST + (x / width) * (EAST - WEST)

  const points: DottedMapLayout['points'] = []
  for (let row = 0; row < rows; row++) {
    const y = (row + 0.5) * stepY
    const lat = latitudeAt(TOP - (y / height) * (TOP - BOTTOM))
    for (let column = 0; column < columns; column++) {
      const x = (column + 0.5) * stepX + shift(row)
      if (isLand(lat, lngAt(x))) points.push({ x, y })
    }
  }

  const place = (lat: number, lng: number) => {
    // The projection runs to infinity at the poles; a marker there stays finite, off the map's edge.
    const y = mercator(Math.min(85, Math.max(-85, lat)))
    const row = Math.round(((TOP - y) / (TOP - BOTTOM)) * rows - 0.5)
    const column = Math.round((((lng - WEST) / (EAST - WEST)) * width - shift(row)) / stepX - 0.5)
    return { x: (column + 0.5) * stepX + shift(row), y: (row + 0.5) * stepY }
  }
  return { rows, columns, points, place }
}

const layouts = new Map<string, DottedMapLayout>()

/** `computeLayout`, remembered for the last few sizes: most pages show one map, re-rendered often. */
export function dottedMapLayout(options: DottedMapLayoutOptions): DottedMapLayout {
  const key = `${options.width}:${options.height}:${options.mapSamples}:${options.stagger}`
  const cached = layouts.get(key)
  if (cached) return cached
  const layout = computeLayout(options)
  layouts.set(key, layout)
  if (layouts.size > 8) layouts.delete(layouts.keys().next().value as string)
  return layout
}

/** A number in thousandths of a map unit (far below a pixel), written as briefly as SVG allows: `.4`, `-.4`. */
const thousandths = (n: number) => String(n / 1000).replace(/^(-?)0\./, '$1.')

/**
 * Every dot as one path of circles: one element to parse, hydrate and paint instead of thousands.
 * Each circle is two half-circle arcs from its left edge, and the pen moves on relative to the last.
 */
function dotsPath(points: DottedMapLayout['points'], r: number): string {
  const radius = Math.round(r * 1000)
  if (!(radius > 0)) return ''
  const rr = thousandths(radius)
  const arc = `a${rr} ${rr} 0 1 0 ${thousandths(2 * radius)} 0a${rr} ${rr} 0 1 0-${thousandths(2 * radius)} 0`
  let path = ''
  let lastX = 0
  let lastY = 0
  for (const { x, y } of points) {
    const left = Math.round(x * 1000) - radius
    const top = Math.round(y * 1000)
    path += `${path ? 'm' : 'M'}${thousandths(left - lastX)} ${thousandths(top - lastY)}${arc}`
    lastX = left
    lastY = top
  }
  return path.replace(/ -/g, '-')
}

const ring = 'animate-dotted-map-pulse group-data-[paused]/dotted-map:[animation-play-state:paused]'

/**
 * A world map drawn in dots, with markers placed by latitude and longitude. The land comes with the
 * component (Natural Earth, public domain), so it renders on the server and needs no request or
 * package. Markers sit on the nearest grid point; pulsing ones send out two rings that scale and
 * fade (transform and opacity only), pause while the map is unseen, and are left out under reduced
 * motion. Unlabelled, the map is decorative and hidden from assistive technology; give it an
 * `aria-label` and it becomes an image with that name.
 */
export function DottedMap<M extends Marker = Marker>({
  width = 150,
  height = 75,
  mapSamples = 5000,
  markers = [],
  dotColor,
  markerColor = '#FF6900',
  dotRadius = 0.2,
  stagger = true,
  pulse = false,
  renderMarkerOverlay,
  className,
  style,
  ...svgProps
}: DottedMapProps<M>) {
  const layout = dottedMapLayout({ width, height, mapSamples, stagger })
  const dots = React.useMemo(() => dotsPath(layout.points, dotRadius), [layout, dotRadius])
  const pulses = (marker: M) => (pulse ? marker.pulse !== false : marker.pulse === true)
  const labelled = svgProps['aria-label'] !== undefined || svgProps['aria-labelledby'] !== undefined

  return (
    <DottedMapFrame
      data-slot="dotted-map"
      viewBox={`0 0 ${width} ${height}`}
      role={labelled ? 'img' : undefined}
      aria-hidden={labelled ? undefined : true}
      animated={markers.some(pulses)}
      className={cn('group/dotted-map text-gray-500', className)}
      style={{ width: '100%', height: '100%', ...style }}
      {...svgProps}
    >
      {dots && <path data-slot="dotted-map-dots" d={dots} fill={dotColor ?? 'currentColor'} />}
      {markers.map((marker, index) => {
        const { lat, lng, ...fields } = marker
        const { x, y } = layout.place(lat, lng)
        const r = marker.size ?? dotRadius
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: markers are drawn in the order given, and two may share a place
          <g key={`${x}-${y}-${index}`} data-slot="dotted-map-marker">
            <circle cx={x} cy={y} r={r} fill={markerColor} />
            {pulses(marker) && (
              // Scaled about the marker's centre: the rings are drawn at the origin of a translated group.
              <g transform={`translate(${x} ${y})`} pointerEvents="none" className="motion-reduce:hidden">
                <circle r={r} fill="none" stroke={markerColor} strokeWidth={0.2} className={ring} />
                <circle
                  r={r}
                  fill="none"
                  stroke={markerColor}
                  strokeWidth={0.2}
                  strokeOpacity={0.9}
                  className={cn(ring, '[animation-delay:-0.7s]')}
                />
              </g>
            )}
            {renderMarkerOverlay?.({ marker: { ...fields, x, y } as MapMarker<M>, index, x, y, r })}
          </g>
        )
      })}
    </DottedMapFrame>
  )
}
