// @vitest-environment happy-dom
import { render } from '@testing-library/react'
import * as React from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { hydrationErrors, resetItemTest, slotElement } from '../test-support'
import { HexagonPattern, hexagonCorners, honeycomb, tileEdges } from './hexagon-pattern'
import meta from './hexagon-pattern.meta'

afterEach(resetItemTest)

const root = (container: HTMLElement) => slotElement<SVGSVGElement>(container, 'hexagon-pattern')
const classes = (element: Element) => element.getAttribute('class')?.split(' ') ?? []
const attributes = (element: Element | null | undefined, names: string[]) =>
  names.map((name) => element?.getAttribute(name))

type Segment = [number, number, number, number]
function segments(d: string): Segment[] {
  return [...d.matchAll(/M(-?[\d.]+) (-?[\d.]+)L(-?[\d.]+) (-?[\d.]+)/g)].map(
    (match) => match.slice(1).map(Number) as Segment,
  )
}
const polygonPoints = (polygon: Element | undefined) =>
  (polygon?.getAttribute('points') ?? '').split(' ').map((point) => point.split(',').map(Number))
const sqrt3 = Math.sqrt(3)

describe('HexagonPattern', () => {
  it('fills its parent with a decorative, pointer-transparent SVG in grey by default', () => {
    const svg = root(render(<HexagonPattern />).container)
    expect(svg.tagName.toLowerCase()).toBe('svg')
    expect(svg.getAttribute('aria-hidden')).toBe('true')
    expect(classes(svg)).toEqual(
      expect.arrayContaining([
        'pointer-events-none',
        'absolute',
        'inset-0',
        'h-full',
        'w-full',
        'fill-gray-400/30',
        'stroke-gray-400/30',
      ]),
    )
  })

  it('lets classes replace the colours, and passes SVG props and its ref to the root', () => {
    const ref = React.createRef<SVGSVGElement>()
    const svg = root(
      render(
        <HexagonPattern
          ref={ref}
          id="honeycomb"
          role="presentation"
          strokeWidth={2}
          className="skew-y-6 fill-amber-500/20 stroke-amber-500/40"
        />,
      ).container,
    )
    expect(ref.current).toBe(svg)
    expect(svg.id).toBe('honeycomb')
    expect(svg.getAttribute('role')).toBe('presentation')
    expect(svg.getAttribute('stroke-width')).toBe('2')
    expect(classes(svg)).toEqual(expect.arrayContaining(['skew-y-6', 'fill-amber-500/20', 'stroke-amber-500/40']))
    for (const replaced of ['fill-gray-400/30', 'stroke-gray-400/30']) expect(classes(svg)).not.toContain(replaced)
  })

  it('repeats a tile of two flat-topped hexagons of radius 40, shifted by -1, with solid lines by default', () => {
    const { container } = render(<HexagonPattern />)
    const pattern = container.querySelector('pattern')
    expect(attributes(pattern, ['width', 'height', 'x', 'y', 'patternUnits'])).toEqual([
      '120',
      String(Math.round(sqrt3 * 40 * 1000) / 1000),
      '-1',
      '-1',
      'userSpaceOnUse',
    ])
    expect(root(container).dataset.direction).toBe('horizontal')
    const outline = pattern?.querySelector('path')
    expect(outline?.getAttribute('fill')).toBe('none')
    expect(outline?.getAttribute('stroke-dasharray')).toBe('0')
    expect(container.querySelectorAll('rect')).toHaveLength(1)
    expect(container.querySelector('rect')?.getAttribute('fill')).toBe(`url(#${pattern?.id})`)
    expect(container.querySelectorAll('[data-hexagon]')).toHaveLength(0)
  })

  it('sizes the tile from radius, gap and direction, with facing edges exactly gap apart', () => {
    const { container, rerender } = render(<HexagonPattern radius={20} direction="vertical" x={3} y={4} />)
    const pattern = () => container.querySelector('pattern')
    expect(attributes(pattern(), ['width', 'height', 'x', 'y'])).toEqual([
      String(Math.round(sqrt3 * 20 * 1000) / 1000),
      '60',
      '3',
      '4',
    ])
    expect(root(container).dataset.direction).toBe('vertical')

    rerender(<HexagonPattern radius={40} gap={20} strokeDasharray="4 2" />)
    expect(Number(pattern()?.getAttribute('width'))).toBeCloseTo(2 * (60 + (sqrt3 / 2) * 20), 3)
    expect(Number(pattern()?.getAttribute('height'))).toBeCloseTo(sqrt3 * 40 + 20, 3)
    expect(pattern()?.querySelector('path')?.getAttribute('stroke-dasharray')).toBe('4 2')

    // Between any two neighbours, the distance between centres is two apothems plus the gap.
    for (const direction of ['horizontal', 'vertical'] as const) {
      const { center } = honeycomb(40, 20, direction)
      const [cx, cy] = center(2, 2)
      const neighbours =
        direction === 'horizontal'
          ? [center(2, 3), center(3, 2), center(3, 1)]
          : [center(3, 2), center(2, 3), center(1, 3)]
      for (const [nx, ny] of neighbours) expect(Math.hypot(nx - cx, ny - cy)).toBeCloseTo(sqrt3 * 40 + 20, 6)
    }
  })

  it('draws every outline edge of a tile once, each a side of a regular hexagon, seamless across tiles', () => {
    for (const [radius, gap, direction] of [
      [40, 0, 'horizontal'],
      [40, 0, 'vertical'],
      [25, 10, 'horizontal'],
      [25, 10, 'vertical'],
    ] as const) {
      const { tileWidth, tileHeight } = honeycomb(radius, gap, direction)
      const lines = segments(tileEdges(radius, gap, direction))
      expect(lines.length).toBeGreaterThan(4)
      const key = (line: number[]) => line.map((value) => (Math.round(value * 100) / 100 + 0).toFixed(2)).join(' ')
      const keys = new Set(lines.map(key))
      expect(keys.size).toBe(lines.length)
      for (const [x1, y1, x2, y2] of lines) expect(Math.hypot(x2 - x1, y2 - y1)).toBeCloseTo(radius, 2)

      // An edge on or across the tile's border is drawn in the neighbouring tile too, so no line is cut.
      const inside = ([x1, y1, x2, y2]: Segment) =>
        Math.max(x1, x2) >= -1 &&
        Math.min(x1, x2) <= tileWidth + 1 &&
        Math.max(y1, y2) >= -1 &&
        Math.min(y1, y2) <= tileHeight + 1
      const sorted = ([x1, y1, x2, y2]: Segment): Segment =>
        x1 < x2 || (x1 === x2 && y1 < y2) ? [x1, y1, x2, y2] : [x2, y2, x1, y1]
      for (const [x1, y1, x2, y2] of lines) {
        for (const [dx, dy] of [
          [tileWidth, 0],
          [-tileWidth, 0],
          [0, tileHeight],
          [0, -tileHeight],
        ] as const) {
          const moved = [x1 + dx, y1 + dy, x2 + dx, y2 + dy].map((value) => Math.round(value * 1000) / 1000) as Segment
          if (inside(moved)) expect(keys.has(key(sorted(moved)))).toBe(true)
        }
      }
    }
  })

  it('fills the listed hexagons on the outlines’ own grid, a pixel inside them, even one listed twice', () => {
    const error = vi.spyOn(console, 'error')
    const { container, rerender } = render(
      <HexagonPattern
        x={5}
        y={6}
        hexagons={[
          [0, 0],
          [1, 0],
          [1, 0],
        ]}
      />,
    )
    const filled = () => [...container.querySelectorAll('[data-hexagon]')]
    expect(filled()).toHaveLength(3)
    const layer = filled()[0]?.parentElement
    expect(attributes(layer, ['x', 'y'])).toEqual(['5', '6'])
    expect(filled()[0]?.getAttribute('stroke-width')).toBe('0')
    // Column 0 starts at the top left; column 1 is half a row lower.
    const apothem = (sqrt3 / 2) * 40
    expect(polygonPoints(filled()[0])[0]).toEqual([30 + 39, Math.round(apothem * 1000) / 1000])
    expect(polygonPoints(filled()[1])[0]).toEqual([90 + 39, Math.round(2 * apothem * 1000) / 1000])
    expect(filled()[2]?.getAttribute('points')).toBe(filled()[1]?.getAttribute('points'))

    // Pointy-topped: row 1 sits half a column to the right.
    rerender(<HexagonPattern direction="vertical" hexagons={[[0, 1]]} />)
    const corners = polygonPoints(filled()[0])
    const center = [
      corners.reduce((sum, [px]) => sum + (px ?? 0), 0) / 6,
      corners.reduce((sum, [, py]) => sum + (py ?? 0), 0) / 6,
    ]
    expect(center[0]).toBeCloseTo(sqrt3 * 40, 2)
    expect(center[1]).toBeCloseTo(90, 2)
    expect(error).not.toHaveBeenCalled()
  })

  it('puts each filled hexagon exactly inside one hexagon of the outlines', () => {
    for (const direction of ['horizontal', 'vertical'] as const) {
      const { center, tileWidth, tileHeight } = honeycomb(40, 0, direction)
      const lines = segments(tileEdges(40, 0, direction))
      const vertices = new Set(lines.flatMap(([x1, y1, x2, y2]) => [`${x1},${y1}`, `${x2},${y2}`]))
      // Hexagon [1, 1] lies in the first tile or straddles its border; its corners, brought back into
      // the tile, are corners of the outlines.
      for (const [px, py] of hexagonCorners(center(1, 1), 40, direction)) {
        const x = px - Math.floor(px / tileWidth) * tileWidth
        const y = py - Math.floor(py / tileHeight) * tileHeight
        const near = [...vertices].some((vertex) => {
          const [vx, vy] = vertex.split(',').map(Number) as [number, number]
          return Math.abs(vx - x) < 0.01 && Math.abs(vy - y) < 0.01
        })
        expect(near).toBe(true)
      }
    }
  })

  it('still draws a pattern, never NaN, for a radius or gap out of range', () => {
    const { container } = render(<HexagonPattern radius={0} gap={-10} hexagons={[[1, 1]]} />)
    const html = container.innerHTML
    expect(html).not.toContain('NaN')
    expect(Number(container.querySelector('pattern')?.getAttribute('width'))).toBeGreaterThan(0)
  })

  it('gives every instance its own pattern id, safe inside url()', () => {
    const { container } = render(
      <>
        <HexagonPattern />
        <HexagonPattern direction="vertical" />
      </>,
    )
    const ids = [...container.querySelectorAll('pattern')].map((pattern) => pattern.id)
    expect(new Set(ids).size).toBe(2)
    for (const id of ids) expect(id).toMatch(/^[a-zA-Z0-9_-]+$/)
  })

  it('renders the whole pattern on the server and hydrates without errors', async () => {
    const html = renderToString(<HexagonPattern hexagons={[[1, 1]]} />)
    expect(html).toContain('data-slot="hexagon-pattern"')
    expect(html).toContain('<pattern')
    expect(html).toContain('data-hexagon=""')
    expect(
      await hydrationErrors(
        <div>
          <HexagonPattern hexagons={[[1, 1]]} />
          <HexagonPattern direction="vertical" gap={8} strokeDasharray="4 2" />
        </div>,
      ),
    ).toEqual([])
  })

  it('documents Magic UI’s props in their order with their defaults, and has no motion', () => {
    expect(meta.still).toBe(true)
    expect(meta.props.HexagonPattern.map((prop) => prop.name)).toEqual([
      'radius',
      'gap',
      'x',
      'y',
      'direction',
      'hexagons',
      'strokeDasharray',
      'className',
      'ref / ...props',
    ])
    const defaults = Object.fromEntries(
      meta.props.HexagonPattern.map((prop) => [prop.name, 'default' in prop ? prop.default : undefined]),
    )
    expect(defaults).toMatchObject({
      radius: '40',
      gap: '0',
      x: '-1',
      y: '-1',
      direction: "'horizontal'",
      strokeDasharray: "'0'",
    })
  })
})
