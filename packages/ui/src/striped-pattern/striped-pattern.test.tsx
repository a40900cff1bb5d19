// @vitest-environment happy-dom
import { render } from '@testing-library/react'
import * as React from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { hydrationErrors, resetItemTest, slotElement } from '../test-support'
import { StripedPattern, stripePath } from './striped-pattern'
import meta from './striped-pattern.meta'

afterEach(resetItemTest)

const stripes = (container: HTMLElement) => slotElement<SVGSVGElement>(container, 'striped-pattern')
const classes = (element: Element) => element.getAttribute('class')?.split(' ') ?? []

/** The line segments of a path made of `M x y L x y` pairs. */
function segments(d: string) {
  return [...d.matchAll(/M(-?[\d.]+) (-?[\d.]+)L(-?[\d.]+) (-?[\d.]+)/g)].map(
    (match) => match.slice(1).map(Number) as [number, number, number, number],
  )
}

describe('StripedPattern', () => {
  it('covers its parent above its siblings as a decorative, pointer-transparent SVG in the text colour', () => {
    const root = stripes(render(<StripedPattern />).container)
    expect(root.tagName.toLowerCase()).toBe('svg')
    expect(root.getAttribute('aria-hidden')).toBe('true')
    expect(classes(root)).toEqual(
      expect.arrayContaining([
        'pointer-events-none',
        'absolute',
        'inset-0',
        'z-10',
        'h-full',
        'w-full',
        'stroke-current',
        'stroke-[0.5]',
      ]),
    )
    // The lines set no stroke of their own, so the root's colour, width and dashes reach them.
    const path = root.querySelector('pattern path')
    for (const name of ['stroke', 'stroke-width', 'stroke-dasharray']) expect(path?.hasAttribute(name)).toBe(false)
    // The painted rectangle itself has no outline.
    expect(root.querySelector(':scope > rect')?.getAttribute('stroke')).toBe('none')
  })

  it('lets classes replace the width, colour and layer, and passes SVG props and its ref to the root', () => {
    const ref = React.createRef<SVGSVGElement>()
    const root = stripes(
      render(
        <StripedPattern
          ref={ref}
          id="hatching"
          style={{ opacity: 0.5 }}
          className="z-0 stroke-sky-500 stroke-[0.3] [stroke-dasharray:8,4] [mask-image:radial-gradient(white,transparent)]"
        />,
      ).container,
    )
    expect(ref.current).toBe(root)
    expect(root.id).toBe('hatching')
    expect(root.getAttribute('style')).toMatch(/opacity:\s*0\.5/)
    expect(classes(root)).toEqual(
      expect.arrayContaining(['z-0', 'stroke-sky-500', 'stroke-[0.3]', '[stroke-dasharray:8,4]']),
    )
    for (const replaced of ['z-10', 'stroke-current', 'stroke-[0.5]']) expect(classes(root)).not.toContain(replaced)
  })

  it('tiles 40 by 40 pixels shifted by -1 with stripes rising to the right, by default', () => {
    const { container } = render(<StripedPattern />)
    const pattern = container.querySelector('pattern')
    expect(['width', 'height', 'x', 'y'].map((name) => pattern?.getAttribute(name))).toEqual(['40', '40', '-1', '-1'])
    expect(pattern?.getAttribute('patternUnits')).toBe('userSpaceOnUse')
    expect(stripes(container).dataset.direction).toBe('left')
    expect(container.querySelector(':scope rect')?.getAttribute('fill')).toBe(`url(#${pattern?.id})`)
    // The tile's diagonal from bottom left to top right, and its neighbours' through the corners.
    expect(segments(pattern?.querySelector('path')?.getAttribute('d') ?? '')).toEqual([
      [-40, 40, 0, 0],
      [0, 40, 40, 0],
      [40, 40, 80, 0],
    ])
  })

  it('draws the tile from width, height, x, y and direction', () => {
    const { container } = render(<StripedPattern width={12} height={8} x={3} y={4} direction="right" />)
    const pattern = container.querySelector('pattern')
    expect(['width', 'height', 'x', 'y'].map((name) => pattern?.getAttribute(name))).toEqual(['12', '8', '3', '4'])
    expect(segments(pattern?.querySelector('path')?.getAttribute('d') ?? '')).toEqual([
      [-12, 0, 0, 8],
      [0, 0, 12, 8],
      [12, 0, 24, 8],
    ])
  })

  it('keeps every stripe of a tile parallel, one tile apart, falling or rising with the direction', () => {
    for (const direction of ['left', 'right'] as const) {
      const lines = segments(stripePath(30, 10, direction))
      for (const [x1, y1, x2, y2] of lines) {
        expect(x2 - x1).toBe(30)
        expect((y2 - y1) * (direction === 'left' ? -1 : 1)).toBe(10)
      }
      expect(lines.map(([x1]) => x1)).toEqual([-30, 0, 30])
    }
  })

  it('gives every instance its own pattern id, safe inside url()', () => {
    const { container } = render(
      <>
        <StripedPattern />
        <StripedPattern direction="right" />
      </>,
    )
    const ids = [...container.querySelectorAll('pattern')].map((pattern) => pattern.id)
    expect(new Set(ids).size).toBe(2)
    for (const id of ids) expect(id).toMatch(/^[a-zA-Z0-9_-]+$/)
  })

  it('renders the whole pattern on the server and hydrates without errors', async () => {
    const html = renderToString(<StripedPattern />)
    expect(html).toContain('data-slot="striped-pattern"')
    expect(html).toContain('<pattern')
    expect(
      await hydrationErrors(
        <div>
          <StripedPattern />
          <StripedPattern direction="right" width={10} height={10} />
        </div>,
      ),
    ).toEqual([])
  })

  it('documents Magic UI’s props in their order with their defaults, and has no motion', () => {
    expect(meta.still).toBe(true)
    expect(meta.props.StripedPattern.map((prop) => prop.name)).toEqual([
      'width',
      'height',
      'x',
      'y',
      'direction',
      'className',
      'ref / ...props',
    ])
    const defaults = Object.fromEntries(
      meta.props.StripedPattern.map((prop) => [prop.name, 'default' in prop ? prop.default : undefined]),
    )
    expect(defaults).toMatchObject({ width: '40', height: '40', x: '-1', y: '-1', direction: "'left'" })
  })
})
