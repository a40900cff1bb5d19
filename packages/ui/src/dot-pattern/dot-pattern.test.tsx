// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { installIntersectionObserver, setTabHidden } from '../test-support'
import { DotPattern, glowCells } from './dot-pattern'

afterEach(() => {
  cleanup()
  setTabHidden(false)
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('DotPattern', () => {
  it('fills its parent with a decorative, pointer-transparent pattern of dots', () => {
    const { container } = render(
      <DotPattern className="fill-red-500 [mask-image:radial-gradient(white,transparent)]" />,
    )
    const root = container.querySelector('[data-slot="dot-pattern"]')
    expect(root?.getAttribute('aria-hidden')).toBe('true')
    for (const utility of ['absolute', 'inset-0', 'pointer-events-none']) expect(root?.className).toContain(utility)
    expect(root?.className).toContain('[mask-image:radial-gradient(white,transparent)]')
    // A caller's fill class replaces the default currentColor fill instead of fighting it.
    expect(root?.className).toContain('fill-red-500')
    expect(root?.className).not.toContain('fill-current')
  })

  it('paints the dots in currentColor, neutral by default and coloured by text-* classes', () => {
    const { container, rerender } = render(<DotPattern glow />)
    const root = () => container.querySelector('[data-slot="dot-pattern"]')
    const classes = () => root()?.className.split(' ') ?? []
    expect(classes()).toEqual(expect.arrayContaining(['fill-current', 'text-neutral-400/80']))
    // No circle sets a fill of its own, so every dot and halo inherits the root's currentColor.
    expect(container.querySelectorAll('circle').length).toBeGreaterThan(1)
    for (const circle of container.querySelectorAll('circle')) expect(circle.hasAttribute('fill')).toBe(false)

    rerender(<DotPattern className="text-red-500 dark:text-red-400" />)
    expect(classes()).toEqual(expect.arrayContaining(['fill-current', 'text-red-500', 'dark:text-red-400']))
    expect(classes()).not.toContain('text-neutral-400/80')
  })

  it('draws the grid from width, height, x, y, cx, cy and cr', () => {
    const { container } = render(<DotPattern width={24} height={20} x={3} y={4} cx={5} cy={6} cr={2} />)
    const pattern = container.querySelector('pattern')
    expect(pattern?.getAttribute('width')).toBe('24')
    expect(pattern?.getAttribute('height')).toBe('20')
    expect(pattern?.getAttribute('x')).toBe('3')
    expect(pattern?.getAttribute('y')).toBe('4')
    expect(pattern?.getAttribute('patternUnits')).toBe('userSpaceOnUse')
    const circle = pattern?.querySelector('circle')
    expect([circle?.getAttribute('cx'), circle?.getAttribute('cy'), circle?.getAttribute('r')]).toEqual(['5', '6', '2'])
    expect(container.querySelector('rect')?.getAttribute('fill')).toBe(`url(#${pattern?.id})`)
  })

  it('gives every instance its own pattern id, safe inside url()', () => {
    const { container } = render(
      <>
        <DotPattern />
        <DotPattern glow />
      </>,
    )
    const ids = [...container.querySelectorAll('pattern')].map((pattern) => pattern.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(id).toMatch(/^[a-zA-Z0-9_-]+$/)
  })

  it('adds twinkling glow layers on the grid only in glow mode, stopped by reduced motion', () => {
    const { container, rerender } = render(<DotPattern />)
    expect(container.querySelectorAll('[data-glow-layer]')).toHaveLength(0)

    rerender(<DotPattern glow width={10} height={12} cx={2} cy={3} />)
    const layers = [...container.querySelectorAll<SVGElement>('[data-glow-layer]')]
    expect(layers.length).toBeGreaterThan(1)
    const clocks = new Set(layers.map((layer) => layer.style.animationDuration))
    expect(clocks.size).toBe(layers.length)
    for (const layer of layers) {
      expect(layer.getAttribute('class')).toContain('animate-dot-twinkle')
      expect(layer.getAttribute('class')).toContain('motion-reduce:hidden')
      const pattern = layer.querySelector('pattern')
      const tileWidth = Number(pattern?.getAttribute('width'))
      // Glow tiles are whole multiples of the grid, and every lit dot sits on a grid dot.
      expect(tileWidth % 10).toBe(0)
      for (const dot of layer.querySelectorAll('g')) {
        const [, tx, ty] = /translate\(([\d.]+) ([\d.]+)\)/.exec(dot.getAttribute('transform') ?? '') ?? []
        expect((Number(tx) - 2) % 10).toBe(0)
        expect((Number(ty) - 3) % 12).toBe(0)
      }
    }
  })

  it('pauses the twinkle while off screen or in a hidden tab, and never watches a pattern without glow', () => {
    const viewport = installIntersectionObserver()
    const { container, rerender } = render(<DotPattern />)
    expect(viewport.observed()).toEqual([])

    rerender(<DotPattern glow />)
    const root = container.querySelector('[data-slot="dot-pattern"]')
    expect(viewport.observed()).toEqual([root])
    const layers = () => [...container.querySelectorAll('[data-glow-layer]')].map((l) => l.getAttribute('class'))
    const paused = '[animation-play-state:paused]'
    for (const layer of layers()) expect(layer).not.toContain(paused)

    viewport.setIntersecting(root, false)
    expect(root?.hasAttribute('data-paused')).toBe(true)
    for (const layer of layers()) expect(layer).toContain(paused)
    viewport.setIntersecting(root, true)
    for (const layer of layers()) expect(layer).not.toContain(paused)

    setTabHidden(true)
    for (const layer of layers()) expect(layer).toContain(paused)
    setTabHidden(false)
    for (const layer of layers()) expect(layer).not.toContain(paused)
  })

  it('picks the same lit dots on every render, away from the tile edge', () => {
    expect(glowCells(9, 2)).toEqual(glowCells(9, 2))
    expect(glowCells(9, 2)).not.toEqual(glowCells(9, 3))
    for (const [col, row] of glowCells(7, 1)) {
      expect(col).toBeGreaterThan(0)
      expect(col).toBeLessThan(6)
      expect(row).toBeGreaterThan(0)
      expect(row).toBeLessThan(6)
    }
  })

  it('hydrates server HTML with matching ids and no warnings', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const recoverable = vi.fn()
    const element = (
      <div>
        <DotPattern />
        <DotPattern glow />
      </div>
    )
    const host = document.createElement('div')
    host.innerHTML = renderToString(element)
    const serverIds = [...host.querySelectorAll('pattern')].map((pattern) => pattern.id)
    document.body.append(host)
    const root = await act(async () => hydrateRoot(host, element, { onRecoverableError: recoverable }))
    expect([...host.querySelectorAll('pattern')].map((pattern) => pattern.id)).toEqual(serverIds)
    expect(error).not.toHaveBeenCalled()
    expect(recoverable).not.toHaveBeenCalled()
    act(() => root.unmount())
    host.remove()
  })
})
