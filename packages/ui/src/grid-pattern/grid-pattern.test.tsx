// @vitest-environment happy-dom
import { render } from '@testing-library/react'
import * as React from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { hydrationErrors, resetItemTest, slotElement } from '../test-support'
import { GridPattern } from './grid-pattern'
import meta from './grid-pattern.meta'

afterEach(resetItemTest)

function grid(container: HTMLElement) {
  return slotElement<SVGSVGElement>(container, 'grid-pattern')
}
const classes = (element: Element) => element.getAttribute('class')?.split(' ') ?? []

describe('GridPattern', () => {
  it('fills its parent with a decorative, pointer-transparent SVG in grey by default', () => {
    const root = grid(render(<GridPattern />).container)
    expect(root.tagName.toLowerCase()).toBe('svg')
    expect(root.getAttribute('aria-hidden')).toBe('true')
    expect(classes(root)).toEqual(
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

  it('lets classes replace the colours and size, and passes SVG props and its ref to the root', () => {
    const ref = React.createRef<SVGSVGElement>()
    const root = grid(
      render(
        <GridPattern
          ref={ref}
          id="backdrop"
          strokeWidth={2}
          style={{ opacity: 0.5 }}
          className="h-[200%] fill-sky-500/20 stroke-sky-500/40 [mask-image:radial-gradient(white,transparent)]"
        />,
      ).container,
    )
    expect(ref.current).toBe(root)
    expect(root.id).toBe('backdrop')
    expect(root.getAttribute('stroke-width')).toBe('2')
    expect(root.getAttribute('style')).toMatch(/opacity:\s*0\.5/)
    expect(classes(root)).toEqual(
      expect.arrayContaining([
        'h-[200%]',
        'fill-sky-500/20',
        'stroke-sky-500/40',
        '[mask-image:radial-gradient(white,transparent)]',
      ]),
    )
    for (const replaced of ['h-full', 'fill-gray-400/30', 'stroke-gray-400/30']) {
      expect(classes(root)).not.toContain(replaced)
    }
  })

  it('draws cells of 40 by 40 pixels shifted by -1, with solid lines, by default', () => {
    const { container } = render(<GridPattern />)
    const pattern = container.querySelector('pattern')
    expect(['width', 'height', 'x', 'y'].map((name) => pattern?.getAttribute(name))).toEqual(['40', '40', '-1', '-1'])
    expect(pattern?.getAttribute('patternUnits')).toBe('userSpaceOnUse')
    const line = pattern?.querySelector('path')
    expect(line?.getAttribute('d')).toBe('M40 .5H.5V40')
    expect(line?.getAttribute('fill')).toBe('none')
    expect(line?.getAttribute('stroke-dasharray')).toBe('0')
    // One rectangle painted with the pattern and no filled cell.
    expect(container.querySelectorAll('rect')).toHaveLength(1)
    expect(container.querySelector('rect')?.getAttribute('fill')).toBe(`url(#${pattern?.id})`)
  })

  it('draws the grid from width, height, x, y and strokeDasharray', () => {
    const { container } = render(<GridPattern width={30} height={20} x={2} y={3} strokeDasharray="4 2" />)
    const pattern = container.querySelector('pattern')
    expect(['width', 'height', 'x', 'y'].map((name) => pattern?.getAttribute(name))).toEqual(['30', '20', '2', '3'])
    expect(pattern?.querySelector('path')?.getAttribute('d')).toBe('M30 .5H.5V20')
    expect(pattern?.querySelector('path')?.getAttribute('stroke-dasharray')).toBe('4 2')
  })

  it('fills the listed cells inside the grid lines, offset like the grid, even a cell listed twice', () => {
    const error = vi.spyOn(console, 'error')
    const { container } = render(
      <GridPattern
        width={20}
        height={10}
        x={5}
        y={6}
        squares={[
          [0, 0],
          [3, 2],
          [3, 2],
        ]}
      />,
    )
    const cells = [...container.querySelectorAll('[data-square]')]
    expect(cells.map((cell) => ['x', 'y', 'width', 'height'].map((name) => cell.getAttribute(name)))).toEqual([
      ['1', '1', '19', '9'],
      ['61', '21', '19', '9'],
      ['61', '21', '19', '9'],
    ])
    const layer = cells[0]?.parentElement
    expect([layer?.getAttribute('x'), layer?.getAttribute('y')]).toEqual(['5', '6'])
    expect(error).not.toHaveBeenCalled()
  })

  it('gives every instance its own pattern id, safe inside url()', () => {
    const { container } = render(
      <>
        <GridPattern />
        <GridPattern width={10} />
      </>,
    )
    const ids = [...container.querySelectorAll('pattern')].map((pattern) => pattern.id)
    expect(new Set(ids).size).toBe(2)
    for (const id of ids) expect(id).toMatch(/^[a-zA-Z0-9_-]+$/)
    const fills = [...container.querySelectorAll('[data-slot="grid-pattern"] > rect')].map((rect) =>
      rect.getAttribute('fill'),
    )
    expect(fills).toEqual(ids.map((id) => `url(#${id})`))
  })

  it('renders the whole grid on the server and hydrates without errors', async () => {
    const html = renderToString(<GridPattern squares={[[1, 1]]} />)
    expect(html).toContain('data-slot="grid-pattern"')
    expect(html).toContain('aria-hidden="true"')
    expect(html).toContain('<pattern')
    expect(html).toContain('data-square=""')
    expect(
      await hydrationErrors(
        <div>
          <GridPattern squares={[[1, 1]]} />
          <GridPattern strokeDasharray="4 2" />
        </div>,
      ),
    ).toEqual([])
  })

  it('documents Magic UI’s props in their order with their defaults, and has no motion', () => {
    expect(meta.still).toBe(true)
    expect(meta.props.GridPattern.map((prop) => prop.name)).toEqual([
      'width',
      'height',
      'x',
      'y',
      'squares',
      'strokeDasharray',
      'className',
      'ref / ...props',
    ])
    const defaults = Object.fromEntries(
      meta.props.GridPattern.map((prop) => [prop.name, 'default' in prop ? prop.default : undefined]),
    )
    expect(defaults).toMatchObject({
      width: '40',
      height: '40',
      x: '-1',
      y: '-1',
      squares: '[]',
      strokeDasharray: "'0'",
    })
  })
})
