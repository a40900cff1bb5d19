// @vitest-environment happy-dom
import { fireEvent, render } from '@testing-library/react'
import * as React from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { hydrationErrors, resetItemTest } from '../test-support'
import { InteractiveGridPattern } from './interactive-grid-pattern'
import meta from './interactive-grid-pattern.meta'

afterEach(resetItemTest)

function renderGrid(props: React.ComponentProps<typeof InteractiveGridPattern> = {}) {
  const result = render(<InteractiveGridPattern {...props} />)
  const root = result.container.querySelector<SVGSVGElement>('[data-slot="interactive-grid-pattern"]')
  if (!root) throw new Error('no interactive grid pattern')
  const squares = [...root.querySelectorAll<SVGRectElement>('rect')]
  const lit = () => squares.filter((square) => square.hasAttribute('data-hovered'))
  return { ...result, root, squares, lit }
}
const classes = (element: Element | undefined) => element?.getAttribute('class')?.split(' ') ?? []

describe('InteractiveGridPattern', () => {
  it('draws Magic UI’s default grid of 24 by 24 squares of 40 pixels', () => {
    const { root, squares } = renderGrid()
    expect(squares).toHaveLength(576)
    expect([root.getAttribute('width'), root.getAttribute('height')]).toEqual(['960', '960'])
    expect(classes(root)).toEqual(
      expect.arrayContaining(['absolute', 'inset-0', 'h-full', 'w-full', 'border', 'border-gray-400/30']),
    )
    // It reacts to the pointer, so it must not let it through.
    expect(classes(root)).not.toContain('pointer-events-none')
    const square = squares[24 * 2 + 5]
    expect(['x', 'y', 'width', 'height'].map((name) => square?.getAttribute(name))).toEqual(['200', '80', '40', '40'])
    expect(classes(square)).toEqual(expect.arrayContaining(['stroke-gray-400/30', 'fill-transparent']))
  })

  it('lays out squares[0] across and squares[1] down, of width by height pixels', () => {
    const { root, squares } = renderGrid({ width: 10, height: 20, squares: [3, 2] })
    expect(squares).toHaveLength(6)
    expect(squares.map((square) => [square.getAttribute('x'), square.getAttribute('y')])).toEqual([
      ['0', '0'],
      ['10', '0'],
      ['20', '0'],
      ['0', '20'],
      ['10', '20'],
      ['20', '20'],
    ])
    expect([root.getAttribute('width'), root.getAttribute('height')]).toEqual(['30', '40'])
  })

  it('passes className, SVG props and its ref to the svg, and squaresClassName to every square', () => {
    const ref = React.createRef<SVGSVGElement>()
    const { root, squares } = renderGrid({
      ref,
      id: 'grid',
      squares: [2, 2],
      className: 'h-[200%] border-0 skew-y-12',
      squaresClassName: 'stroke-blue-500/20 hover:fill-blue-500',
    })
    expect(ref.current).toBe(root)
    expect(root.id).toBe('grid')
    expect(classes(root)).toEqual(expect.arrayContaining(['h-[200%]', 'border-0', 'skew-y-12']))
    expect(classes(root)).not.toContain('h-full')
    for (const square of squares) {
      expect(classes(square)).toEqual(
        expect.arrayContaining(['stroke-blue-500/20', 'hover:fill-blue-500', 'fill-transparent']),
      )
      expect(classes(square)).not.toContain('stroke-gray-400/30')
    }
  })

  it('is decoration with no tab stop by default, and leaves the accessibility to a caller who gives it a role', () => {
    const hidden = renderGrid({ squares: [2, 2] })
    expect(hidden.root.getAttribute('aria-hidden')).toBe('true')
    expect(hidden.root.hasAttribute('tabindex')).toBe(false)
    expect(hidden.root.querySelectorAll('[tabindex]')).toHaveLength(0)
    hidden.unmount()

    const { root } = renderGrid({ squares: [2, 2], role: 'img', 'aria-label': 'Activity by hour' })
    expect(root.hasAttribute('aria-hidden')).toBe(false)
    expect(root.getAttribute('role')).toBe('img')
    expect(root.getAttribute('aria-label')).toBe('Activity by hour')
  })

  it('lights the square under the pointer and only that one, and none once the pointer leaves', () => {
    const onPointerOver = vi.fn()
    const onPointerLeave = vi.fn()
    const { root, squares, lit } = renderGrid({ squares: [4, 4], onPointerOver, onPointerLeave })
    const [a, b] = [squares[5], squares[6]] as [SVGRectElement, SVGRectElement]

    fireEvent.pointerOver(a)
    expect(lit()).toEqual([a])
    expect(classes(a)).toContain('fill-gray-300/30')
    expect(classes(a)).not.toContain('fill-transparent')

    fireEvent.pointerOver(b)
    expect(lit()).toEqual([b])
    expect(classes(a)).toContain('fill-transparent')
    expect(classes(b)).toContain('fill-gray-300/30')

    // Over the svg but off the squares (beyond the grid), nothing is lit.
    fireEvent.pointerOver(root)
    expect(lit()).toEqual([])

    fireEvent.pointerOver(a)
    fireEvent.pointerLeave(root)
    expect(lit()).toEqual([])
    // The caller's own handlers still run.
    expect(onPointerOver).toHaveBeenCalledTimes(4)
    expect(onPointerLeave).toHaveBeenCalledTimes(1)
  })

  it('lets squaresClassName colour the lit square, as Magic UI merges it last', () => {
    const { squares, lit } = renderGrid({ squares: [2, 2], squaresClassName: 'fill-blue-500/10' })
    const square = squares[1] as SVGRectElement
    fireEvent.pointerOver(square)
    expect(lit()).toEqual([square])
    expect(classes(square)).toContain('fill-blue-500/10')
    expect(classes(square)).not.toContain('fill-gray-300/30')
  })

  it('changes only the square that went dark and the one that lit up when the pointer moves', async () => {
    const { root, squares } = renderGrid()
    const [a, b] = [squares[100], squares[101]] as [SVGRectElement, SVGRectElement]
    fireEvent.pointerOver(a)
    const changed = new Set<Node>()
    const observer = new MutationObserver((records) => {
      for (const record of records) changed.add(record.target)
    })
    observer.observe(root, { attributes: true, subtree: true, childList: true })
    fireEvent.pointerOver(b)
    await new Promise((resolve) => setTimeout(resolve, 0))
    observer.disconnect()
    expect([...changed]).toHaveLength(2)
    expect(changed.has(a)).toBe(true)
    expect(changed.has(b)).toBe(true)
  })

  it('renders every square on the server, none lit, and hydrates without errors', async () => {
    const html = renderToString(<InteractiveGridPattern squares={[5, 4]} />)
    expect(html).toContain('data-slot="interactive-grid-pattern"')
    expect(html).toContain('aria-hidden="true"')
    expect(html.match(/<rect/g)).toHaveLength(20)
    expect(html).not.toContain('data-hovered')
    expect(await hydrationErrors(<InteractiveGridPattern />)).toEqual([])
  })

  it('documents Magic UI’s props in their order with their defaults', () => {
    expect(meta.props.InteractiveGridPattern.map((prop) => prop.name)).toEqual([
      'width',
      'height',
      'squares',
      'className',
      'squaresClassName',
      'ref / ...props',
    ])
    const defaults = Object.fromEntries(
      meta.props.InteractiveGridPattern.map((prop) => [prop.name, 'default' in prop ? prop.default : undefined]),
    )
    expect(defaults).toMatchObject({ width: '40', height: '40', squares: '[24, 24]' })
  })
})
