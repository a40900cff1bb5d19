// @vitest-environment happy-dom
import { act, render } from '@testing-library/react'
import * as React from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import {
  hydrationErrors,
  installIntersectionObserver,
  installMediaQueries,
  resetItemTest,
  setMediaPreference,
  setTabHidden,
} from '../test-support'
import { RETRO_GRID_SPEED, RetroGrid } from './retro-grid'
import meta from './retro-grid.meta'

afterEach(resetItemTest)

const paused = '[animation-play-state:paused]'

function renderGrid(props: React.ComponentProps<typeof RetroGrid> = {}) {
  const result = render(<RetroGrid {...props} />)
  const root = result.container.querySelector<HTMLElement>('[data-slot="retro-grid"]')
  const plane = root?.querySelector<HTMLElement>('[data-slot="retro-grid-plane"]')
  if (!root || !plane) throw new Error('no retro grid')
  return { ...result, root, plane }
}

const variable = (element: HTMLElement, name: string) => element.style.getPropertyValue(name)

describe('RetroGrid', () => {
  it('renders the tilted, scrolling grid on the server with Magic UI’s defaults', () => {
    const html = renderToString(<RetroGrid />)
    expect(html).toMatch(/^<div aria-hidden="true" data-slot="retro-grid" data-state="running"/)
    expect(html).toContain('class="pointer-events-none absolute inset-0 size-full overflow-hidden"')
    expect(html).toContain('opacity:0.5')
    expect(html).toContain('--retro-grid-angle:65deg')
    expect(html).toContain('--retro-grid-cell-size:60px')
    expect(html).toContain('--retro-grid-light-line:gray')
    expect(html).toContain('--retro-grid-dark-line:gray')
    expect(html).toContain('[perspective:200px]')
    expect(html).toContain('[transform:rotateX(var(--retro-grid-angle))]')
    expect(html).toContain('animate-retro-grid')
    // Lines one cell apart, in the colour the theme picks, faded at the horizon in screen space.
    expect(html).toContain('background-size:var(--retro-grid-cell-size) var(--retro-grid-cell-size)')
    expect(html).toContain('linear-gradient(to right, var(--retro-grid-line) 1px, transparent 0)')
    expect(html).toContain('dark:[--retro-grid-line:var(--retro-grid-dark-line)]')
    expect(html).toContain('transparent calc(50% - 200px / tan(var(--retro-grid-angle)))')
  })

  it('hydrates without errors', async () => {
    expect(await hydrationErrors(<RetroGrid angle={45} lightLineColor="#db2777" />)).toEqual([])
  })

  it('turns the props into the variables the CSS reads', () => {
    const { root } = renderGrid({
      angle: 30,
      cellSize: 40,
      opacity: 0.8,
      lightLineColor: 'rgb(219 39 119)',
      darkLineColor: '#22d3ee',
    })
    expect(root.style.opacity).toBe('0.8')
    expect(variable(root, '--retro-grid-angle')).toBe('30deg')
    expect(variable(root, '--retro-grid-cell-size')).toBe('40px')
    expect(variable(root, '--retro-grid-light-line')).toBe('rgb(219 39 119)')
    expect(variable(root, '--retro-grid-dark-line')).toBe('#22d3ee')
  })

  it('moves at the same speed whatever the cell size: one cell per iteration', () => {
    expect(variable(renderGrid().root, '--retro-grid-duration')).toBe(`${60 / RETRO_GRID_SPEED}s`)
    expect(variable(renderGrid({ cellSize: 120 }).root, '--retro-grid-duration')).toBe(`${120 / RETRO_GRID_SPEED}s`)
  })

  it('keeps the angle between 1 and 89 degrees and the cell at least a pixel', () => {
    expect(variable(renderGrid({ angle: 90 }).root, '--retro-grid-angle')).toBe('89deg')
    expect(variable(renderGrid({ angle: -10 }).root, '--retro-grid-angle')).toBe('1deg')
    expect(variable(renderGrid({ cellSize: 0 }).root, '--retro-grid-cell-size')).toBe('1px')
  })

  it('passes className, style, other props and its ref to the container; the opacity prop wins', () => {
    const ref = React.createRef<HTMLDivElement>()
    const { root } = renderGrid({ ref, className: 'z-0', id: 'floor', style: { zIndex: 1, opacity: 1 }, opacity: 0.3 })
    expect(ref.current).toBe(root)
    expect(root.id).toBe('floor')
    expect(root.className).toContain('z-0')
    expect(root.style.zIndex).toBe('1')
    expect(root.style.opacity).toBe('0.3')
  })

  it('is decorative: hidden from assistive technology and from the pointer', () => {
    const { root } = renderGrid()
    expect(root.getAttribute('aria-hidden')).toBe('true')
    expect(root.className).toContain('pointer-events-none')
  })

  it('pauses while off screen or while the tab is hidden', () => {
    const viewport = installIntersectionObserver()
    const { root, plane } = renderGrid()
    expect(plane.className).not.toContain(paused)
    viewport.setIntersecting(root, false)
    expect(plane.className).toContain(paused)
    expect(root.dataset.state).toBe('paused')
    viewport.setIntersecting(root, true)
    expect(plane.className).not.toContain(paused)
    setTabHidden(true)
    expect(plane.className).toContain(paused)
    setTabHidden(false)
    expect(plane.className).not.toContain(paused)
    expect(root.dataset.state).toBe('running')
  })

  it('stands still for visitors who prefer reduced motion', () => {
    installMediaQueries()
    const viewport = installIntersectionObserver()
    const { root, plane } = renderGrid()
    // Before React knows the preference (the server's markup), the CSS variant already stops it.
    expect(plane.className).toContain('motion-reduce:animate-none')
    act(() => setMediaPreference('reduce', true))
    expect(root.dataset.state).toBe('still')
    expect(plane.className).not.toContain('animate-retro-grid')
    expect(viewport.observed()).toEqual([])
  })

  it('stops watching the viewport on unmount', () => {
    const viewport = installIntersectionObserver()
    const { root, unmount } = renderGrid()
    expect(viewport.observed()).toEqual([root])
    unmount()
    expect(viewport.observed()).toEqual([])
  })

  it('ships its keyframes: a transform moving the plane by exactly one cell', () => {
    const animation = meta.cssVars.theme['animate-retro-grid']
    expect(animation).toBe('retro-grid var(--retro-grid-duration, 0.75s) linear infinite')
    const frames = meta.css['@keyframes retro-grid']
    expect(frames.from).toEqual({ transform: 'translateY(0)' })
    expect(frames.to).toEqual({ transform: 'translateY(var(--retro-grid-cell-size, 60px))' })
  })

  it('documents Magic UI’s props in their order with their defaults', () => {
    expect(meta.props.RetroGrid.map((prop) => prop.name)).toEqual([
      'className',
      'angle',
      'cellSize',
      'opacity',
      'lightLineColor',
      'darkLineColor',
      'ref / ...props',
    ])
    const defaults = Object.fromEntries(
      meta.props.RetroGrid.map((prop) => [prop.name, 'default' in prop ? prop.default : undefined]),
    )
    expect(defaults).toMatchObject({
      angle: '65',
      cellSize: '60',
      opacity: '0.5',
      lightLineColor: "'gray'",
      darkLineColor: "'gray'",
    })
  })
})
