// @vitest-environment happy-dom

import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { render } from '@testing-library/react'
import * as React from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { hydrationErrors, installIntersectionObserver, resetItemTest, setTabHidden, slotElement } from '../test-support'
import { DottedMap, decodeRuns, dottedMapLayout, isLand, type Marker } from './dotted-map'

afterEach(resetItemTest)

const defaults = { width: 150, height: 75, mapSamples: 5000, stagger: true }

/** The dots' circles, read back from the path: the left edge of each, in map units. */
function dotStarts(path: string): Array<[number, number]> {
  const starts: Array<[number, number]> = []
  let x = 0
  let y = 0
  for (const [, command, dx, dy] of path.matchAll(/([Mm])(-?[\d.]+)[ ,]?(-?[\d.]+)/g)) {
    x = command === 'M' ? Number(dx) : x + Number(dx)
    y = command === 'M' ? Number(dy) : y + Number(dy)
    starts.push([x, y])
  }
  return starts
}

const near = (a: number, b: number) => Math.abs(a - b) < 1e-6

describe('land data', () => {
  it('reads run lengths, water first, with multi-digit values', () => {
    // 'C' is 2; 'D' is 3; 'oB' is 8 + 32 × 1 = 40.
    expect([...decodeRuns('CD', 5)]).toEqual([0, 0, 1, 1, 1])
    const cells = decodeRuns('oBC', 42)
    expect(cells.slice(0, 40).every((cell) => cell === 0)).toBe(true)
    expect([...cells.slice(40)]).toEqual([1, 1])
  })

  it('knows land from sea at known places', () => {
    const land: Array<[number, number]> = [
      [23, 13], // Sahara
      [51.5, -0.1], // London
      [-25, 134], // central Australia
      [40, -100], // Great Plains
      [-10, -55], // Amazon
      [64, 100], // Siberia
      [37.57, 126.98], // Seoul
    ]
    const sea: Array<[number, number]> = [
      [30, -40], // North Atlantic
      [0, -150], // Pacific
      [-20, 80], // Indian Ocean
      [35, 18], // Mediterranean
      [-57, -60], // Drake Passage
    ]
    for (const [lat, lng] of land) expect(isLand(lat, lng), `${lat}, ${lng}`).toBe(true)
    for (const [lat, lng] of sea) expect(isLand(lat, lng), `${lat}, ${lng}`).toBe(false)
  })

  it('wraps longitudes and has no land outside the stored band', () => {
    expect(isLand(64, 100 + 360)).toBe(true)
    expect(isLand(64, 100 - 360)).toBe(true)
    expect(isLand(89, 0)).toBe(false)
    expect(isLand(-80, 0)).toBe(false)
  })
})

describe('dottedMapLayout', () => {
  it('samples about mapSamples grid points in the map’s aspect ratio', () => {
    const layout = dottedMapLayout(defaults)
    expect([layout.rows, layout.columns]).toEqual([50, 100])
    const square = dottedMapLayout({ ...defaults, width: 100, height: 100, mapSamples: 400 })
    expect([square.rows, square.columns]).toEqual([20, 20])
    const finer = dottedMapLayout({ ...defaults, mapSamples: 20_000 })
    expect(finer.points.length).toBeGreaterThan(layout.points.length * 3.5)
  })

  it('keeps a land share of the points, all inside the map', () => {
    const { points, rows, columns } = dottedMapLayout(defaults)
    const share = points.length / (rows * columns)
    expect(share).toBeGreaterThan(0.2)
    expect(share).toBeLessThan(0.45)
    for (const { x, y } of points) {
      expect(x).toBeGreaterThan(0)
      expect(x).toBeLessThan(150)
      expect(y).toBeGreaterThan(0)
      expect(y).toBeLessThan(75)
    }
  })

  it('offsets every other row by half a step only when staggered', () => {
    const columnOffsets = (stagger: boolean) => {
      const { points, columns } = dottedMapLayout({ ...defaults, stagger })
      const step = 150 / columns
      return new Set(points.map(({ x }) => Math.round(((x / step) % 1) * 100) / 100))
    }
    // Unstaggered dots sit at cell centres; staggered ones a quarter step to either side.
    expect([...columnOffsets(false)]).toEqual([0.5])
    expect([...columnOffsets(true)].sort()).toEqual([0.25, 0.75])
  })

  it('places markers on the grid point nearest to them', () => {
    const layout = dottedMapLayout(defaults)
    const london = layout.place(51.5072, -0.1276)
    expect(layout.points.some((point) => near(point.x, london.x) && near(point.y, london.y))).toBe(true)
    const seoul = layout.place(37.5665, 126.978)
    expect(seoul.x).toBeGreaterThan(london.x)
    expect(seoul.y).toBeGreaterThan(london.y)
    const pole = layout.place(90, 0)
    expect(Number.isFinite(pole.y)).toBe(true)
    expect(pole.y).toBeLessThan(0)
  })

  it('is computed once per size', () => {
    expect(dottedMapLayout(defaults)).toBe(dottedMapLayout({ ...defaults }))
  })
})

describe('DottedMap', () => {
  it('renders on the server as an svg of land dots filling its parent', () => {
    const html = renderToString(<DottedMap />)
    expect(html).toContain('viewBox="0 0 150 75"')
    expect(html).toContain('data-slot="dotted-map-dots"')
    expect(html).toContain('width:100%;height:100%')
  })

  it('is no client module, so a Server Component can pass it renderMarkerOverlay', () => {
    const source = readFileSync(resolve(import.meta.dirname, 'dotted-map.tsx'), 'utf8')
    expect(source.trimStart().startsWith("'use client'")).toBe(false)
  })

  it('draws one circle per land point, with dotRadius and dotColor', () => {
    const { container, rerender } = render(<DottedMap />)
    const svg = slotElement<SVGSVGElement>(container, 'dotted-map')
    const dots = () => slotElement<SVGPathElement>(container, 'dotted-map-dots')
    const starts = dotStarts(dots().getAttribute('d') ?? '')
    const { points } = dottedMapLayout(defaults)
    expect(starts).toHaveLength(points.length)
    starts.forEach(([x, y], index) => {
      expect(Math.abs(x + 0.2 - (points[index]?.x ?? 0))).toBeLessThan(0.002)
      expect(Math.abs(y - (points[index]?.y ?? 0))).toBeLessThan(0.002)
    })
    expect(dots().getAttribute('d')).toContain('a.2 .2 0 1 0 .4 0')
    expect(dots().getAttribute('fill')).toBe('currentColor')
    expect(svg.getAttribute('class')).toContain('text-gray-500')

    rerender(<DottedMap dotRadius={0.1} dotColor="#333333" />)
    expect(dots().getAttribute('d')).toContain('a.1 .1 0 1 0 .2 0')
    expect(dots().getAttribute('fill')).toBe('#333333')

    rerender(<DottedMap dotRadius={0} />)
    expect(container.querySelector('[data-slot="dotted-map-dots"]')).toBeNull()
  })

  it('takes width, height and mapSamples for its grid, and passes other svg props on', () => {
    const { container } = render(
      <DottedMap
        width={200}
        height={100}
        mapSamples={800}
        id="world"
        className="text-sky-500"
        style={{ maxHeight: 300 }}
        data-testid="map"
      />,
    )
    const svg = slotElement<SVGSVGElement>(container, 'dotted-map')
    expect(svg.getAttribute('viewBox')).toBe('0 0 200 100')
    expect(svg.hasAttribute('width')).toBe(false)
    expect(svg.id).toBe('world')
    expect(svg.getAttribute('data-testid')).toBe('map')
    expect(svg.getAttribute('class')).toContain('text-sky-500')
    expect(svg.getAttribute('class')).not.toContain('text-gray-500')
    expect(svg.getAttribute('style')).toContain('max-height: 300px')
    expect(svg.getAttribute('style')).toContain('width: 100%')
    const starts = dotStarts(slotElement(container, 'dotted-map-dots').getAttribute('d') ?? '')
    expect(starts).toHaveLength(
      dottedMapLayout({ width: 200, height: 100, mapSamples: 800, stagger: true }).points.length,
    )
  })

  it('draws markers at their places, sized by size or dotRadius, in markerColor', () => {
    const markers: Marker[] = [
      { lat: 51.5072, lng: -0.1276, size: 1.5 },
      { lat: 37.5665, lng: 126.978 },
    ]
    const { container, rerender } = render(<DottedMap markers={markers} />)
    const circles = () =>
      [...container.querySelectorAll('[data-slot="dotted-map-marker"] > circle')].map((circle) => ({
        x: Number(circle.getAttribute('cx')),
        y: Number(circle.getAttribute('cy')),
        r: circle.getAttribute('r'),
        fill: circle.getAttribute('fill'),
      }))
    const london = dottedMapLayout(defaults).place(51.5072, -0.1276)
    expect(circles()).toHaveLength(2)
    expect(circles()[0]).toEqual({ ...london, r: '1.5', fill: '#FF6900' })
    expect(circles()[1]?.r).toBe('0.2')

    rerender(<DottedMap markers={markers} markerColor="#22c55e" />)
    expect(circles().map((circle) => circle.fill)).toEqual(['#22c55e', '#22c55e'])
  })

  it('hands renderMarkerOverlay each marker’s own fields and place', () => {
    type City = Marker & { label: string }
    const overlay = vi.fn(({ marker, x, y }: { marker: { label: string }; x: number; y: number }) => (
      <text x={x} y={y}>
        {marker.label}
      </text>
    ))
    const cities: City[] = [{ lat: 48.8566, lng: 2.3522, size: 1, label: 'Paris' }]
    const { container } = render(<DottedMap<City> markers={cities} renderMarkerOverlay={overlay} />)
    const place = dottedMapLayout(defaults).place(48.8566, 2.3522)
    expect(overlay).toHaveBeenCalledWith({
      marker: { size: 1, label: 'Paris', ...place },
      index: 0,
      ...place,
      r: 1,
    })
    expect(container.querySelector('[data-slot="dotted-map-marker"] text')?.textContent).toBe('Paris')
  })

  it('pulses every marker with pulse, but a marker’s own pulse wins', () => {
    const markers: Marker[] = [
      { lat: 0, lng: 20 },
      { lat: 10, lng: 20, pulse: false },
      { lat: 20, lng: 20, pulse: true },
    ]
    const pulsing = (container: HTMLElement) =>
      [...container.querySelectorAll('[data-slot="dotted-map-marker"]')].map(
        (marker) => marker.querySelectorAll('.animate-dotted-map-pulse').length,
      )
    const { container, rerender } = render(<DottedMap markers={markers} pulse />)
    expect(pulsing(container)).toEqual([2, 0, 2])
    rerender(<DottedMap markers={markers} />)
    expect(pulsing(container)).toEqual([0, 0, 2])
  })

  it('scales and fades the rings about the marker, paused while unseen and left out under reduced motion', () => {
    const { container } = render(<DottedMap markers={[{ lat: 0, lng: 20, size: 0.5, pulse: true }]} />)
    const rings = [...container.querySelectorAll('.animate-dotted-map-pulse')]
    const group = rings[0]?.parentElement
    expect(group?.getAttribute('class')).toContain('motion-reduce:hidden')
    const { x, y } = dottedMapLayout(defaults).place(0, 20)
    expect(group?.getAttribute('transform')).toBe(`translate(${x} ${y})`)
    for (const ring of rings) {
      expect(ring.getAttribute('r')).toBe('0.5')
      expect(ring.hasAttribute('cx')).toBe(false)
      expect(ring.getAttribute('class')).toContain('group-data-[paused]/dotted-map:[animation-play-state:paused]')
    }
    // The second ring runs half a cycle ahead, so a ring leaves every 0.7 s.
    expect(rings[1]?.getAttribute('class')).toContain('[animation-delay:-0.7s]')
    expect(slotElement(container, 'dotted-map').getAttribute('class')).toContain('group/dotted-map')
  })

  it('marks itself paused off screen or in a hidden tab, and watches nothing without pulsing markers', () => {
    const viewport = installIntersectionObserver()
    const { container, rerender, unmount } = render(<DottedMap markers={[{ lat: 0, lng: 20 }]} />)
    expect(viewport.observed()).toEqual([])

    rerender(<DottedMap markers={[{ lat: 0, lng: 20 }]} pulse />)
    const svg = slotElement(container, 'dotted-map')
    expect(viewport.observed()).toEqual([svg])
    expect(svg.hasAttribute('data-paused')).toBe(false)
    viewport.setIntersecting(svg, false)
    expect(svg.hasAttribute('data-paused')).toBe(true)
    viewport.setIntersecting(svg, true)
    expect(svg.hasAttribute('data-paused')).toBe(false)
    setTabHidden(true)
    expect(svg.hasAttribute('data-paused')).toBe(true)
    setTabHidden(false)
    expect(svg.hasAttribute('data-paused')).toBe(false)
    unmount()
    expect(viewport.observed()).toEqual([])
  })

  it('is hidden from assistive technology unless labelled, then an image', () => {
    const { container, rerender } = render(<DottedMap />)
    const svg = () => slotElement(container, 'dotted-map')
    expect(svg().getAttribute('aria-hidden')).toBe('true')
    expect(svg().hasAttribute('role')).toBe(false)
    rerender(<DottedMap aria-label="Our offices" />)
    expect(svg().hasAttribute('aria-hidden')).toBe(false)
    expect(svg().getAttribute('role')).toBe('img')
    expect(svg().getAttribute('aria-label')).toBe('Our offices')
  })

  it('forwards a ref to the svg', () => {
    const ref = React.createRef<SVGSVGElement>()
    const { container } = render(<DottedMap ref={ref} pulse markers={[{ lat: 0, lng: 20 }]} />)
    expect(ref.current).toBe(slotElement(container, 'dotted-map'))
  })

  it('hydrates without warnings', async () => {
    const markers: Marker[] = [{ lat: 51.5072, lng: -0.1276, pulse: true }]
    expect(
      await hydrationErrors(
        <DottedMap markers={markers} renderMarkerOverlay={({ x, y }) => <circle cx={x} cy={y} r={1} />} />,
      ),
    ).toEqual([])
  })
})
