/*
 * Writes packages/ui/src/dotted-map/dotted-map-land.ts: which cells of a latitude/longitude grid are
 * land, for the dotted-map item. The source is Natural Earth's 1:110m land (public domain), as the
 * `land-110m.json` TopoJSON of the world-atlas npm package (ISC), which is not a dependency of the
 * project: fetch it once and pass its path.
 *
 *   npm pack world-atlas@2.0.2 && tar xzf world-atlas-2.0.2.tgz
 *   bun scripts/dotted-map-land.ts package/land-110m.json
 *
 * A cell is land when its centre lies inside the land polygons (even-odd rule, one scanline per
 * row). The grid is read row by row from the north and stored as run lengths, water first, each a
 * base64 VLQ (5 bits a digit, the sixth bit meaning "more digits follow"); `decodeRuns` in
 * dotted-map.tsx reads it back.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'

/** Degrees per cell. */
export const RESOLUTION = 0.5
/** The band of latitudes stored: the map shows -56° to 71°, and no land lies north of 84°. */
export const NORTH = 84
export const SOUTH = -60

export const VLQ_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

type Position = [number, number]
type Topology = {
  transform?: { scale: Position; translate: Position }
  arcs: Position[][]
  objects: Record<string, { type: string; geometries?: Geometry[] } & Geometry>
}
type Geometry = { type: string; arcs?: number[][] | number[][][] }

/** Arcs as absolute longitude/latitude points, undoing TopoJSON's quantization and delta coding. */
function decodeArcs(topology: Topology): Position[][] {
  const { transform } = topology
  return topology.arcs.map((arc) => {
    if (!transform) return arc
    let x = 0
    let y = 0
    return arc.map(([dx, dy]) => {
      x += dx
      y += dy
      return [x * transform.scale[0] + transform.translate[0], y * transform.scale[1] + transform.translate[1]]
    })
  })
}

/** Every edge of the land's rings. Direction and ring order do not matter to the even-odd rule. */
function landEdges(topology: Topology, object: string): Array<[Position, Position]> {
  const arcs = decodeArcs(topology)
  const root = topology.objects[object]
  if (!root) throw new Error(`no object '${object}' in the topology`)
  const geometries = root.type === 'GeometryCollection' ? (root.geometries ?? []) : [root]
  const rings: number[][] = geometries.flatMap((geometry) => {
    if (geometry.type === 'Polygon') return geometry.arcs as number[][]
    if (geometry.type === 'MultiPolygon') return (geometry.arcs as number[][][]).flat()
    return []
  })
  const edges: Array<[Position, Position]> = []
  for (const ring of rings) {
    for (const index of ring) {
      // A negative index (~i) is arc i reversed; direction is irrelevant here.
      const arc = arcs[index < 0 ? ~index : index] ?? []
      for (let i = 1; i < arc.length; i++) edges.push([arc[i - 1] as Position, arc[i] as Position])
    }
  }
  return edges
}

/** Row-major cells from the north-west corner, 1 for land. */
export function rasterize(edges: Array<[Position, Position]>) {
  const columns = Math.round(360 / RESOLUTION)
  const rows = Math.round((NORTH - SOUTH) / RESOLUTION)
  const cells = new Uint8Array(columns * rows)
  for (let row = 0; row < rows; row++) {
    const lat = NORTH - (row + 0.5) * RESOLUTION
    const crossings: number[] = []
    for (const [[x1, y1], [x2, y2]] of edges) {
      if (y1 > lat === y2 > lat) continue
      crossings.push(x1 + ((lat - y1) / (y2 - y1)) * (x2 - x1))
    }
    crossings.sort((a, b) => a - b)
    for (let i = 0; i + 1 < crossings.length; i += 2) {
      const from = Math.max(0, Math.ceil(((crossings[i] as number) + 180) / RESOLUTION - 0.5))
      const to = Math.min(columns - 1, Math.floor(((crossings[i + 1] as number) + 180) / RESOLUTION - 0.5))
      for (let column = from; column <= to; column++) cells[row * columns + column] = 1
    }
  }
  return { columns, rows, cells }
}

export function encodeRuns(cells: Uint8Array): string {
  const runs: number[] = []
  let current = 0
  let length = 0
  for (const cell of cells) {
    if (cell === current) {
      length++
      continue
    }
    runs.push(length)
    current = cell
    length = 1
  }
  runs.push(length)
  let encoded = ''
  for (let value of runs) {
    do {
      const digit = value & 31
      value >>>= 5
      encoded += VLQ_ALPHABET[value > 0 ? digit | 32 : digit]
    } while (value > 0)
  }
  return encoded
}

if (import.meta.main) {
  const [input] = process.argv.slice(2)
  if (!input) throw new Error('usage: bun scripts/dotted-map-land.ts path/to/world-atlas/land-110m.json')
  const topology = JSON.parse(readFileSync(input, 'utf8')) as Topology
  const { columns, rows, cells } = rasterize(landEdges(topology, 'land'))
  const runs = encodeRuns(cells)
  const out = resolve(import.meta.dirname, '../packages/ui/src/dotted-map/dotted-map-land.ts')
  const chunks = runs.match(/.{1,100}/g) ?? []
  writeFileSync(
    out,
    `/**
 * Land of Natural Earth's 1:110m physical vectors (public domain), sampled at the centre of each
 * ${RESOLUTION}° cell from ${NORTH}°N to ${-SOUTH}°S, west to east from 180°W. Stored row by row from the north as
 * run lengths of water and land, in turn and water first, each a base64 VLQ. Written by
 * scripts/dotted-map-land.ts; regenerate rather than edit.
 */
export const DOTTED_MAP_LAND = {
  resolution: ${RESOLUTION},
  north: ${NORTH},
  columns: ${columns},
  rows: ${rows},
  runs:
${chunks.map((chunk) => `    '${chunk}'`).join(' +\n')},
} as const
`,
  )
  const land = cells.reduce((sum, cell) => sum + cell, 0)
  console.log(`${out}: ${columns}×${rows} cells, ${land} land, ${runs.length} characters`)
}
