// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react'
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
import { WarpBackground, warpBeams } from './warp-background'
import meta from './warp-background.meta'

afterEach(resetItemTest)

const paused = '[animation-play-state:paused]'

function renderWarp(props: Partial<React.ComponentProps<typeof WarpBackground>> = {}) {
  const result = render(
    <WarpBackground {...props}>
      <p>Welcome aboard</p>
    </WarpBackground>,
  )
  const root = result.container.querySelector<HTMLElement>('[data-slot="warp-background"]')
  const tunnel = root?.querySelector<HTMLElement>('[data-slot="warp-background-tunnel"]')
  if (!root || !tunnel) throw new Error('no warp background')
  const beams = () => [...tunnel.querySelectorAll<HTMLElement>('[data-warp-beam]')]
  return { ...result, root, tunnel, beams }
}

describe('WarpBackground', () => {
  it('renders the content, four walls and Magic UI’s twelve beams on the server', () => {
    const html = renderToString(
      <WarpBackground>
        <p>Welcome aboard</p>
      </WarpBackground>,
    )
    expect(html).toContain('<p>Welcome aboard</p>')
    expect(html).toContain('class="relative rounded border p-20"')
    expect(html).toContain('--warp-background-perspective:100px')
    expect(html).toContain('--warp-background-grid-color:var(--border)')
    expect(html).toContain('--warp-background-beam-size:5%')
    expect(html.match(/data-warp-wall=""/g)).toHaveLength(4)
    expect(html.match(/data-warp-beam=""/g)).toHaveLength(12)
    expect(html.match(/animation-duration:3s/g)).toHaveLength(12)
    expect(html).toContain('animate-warp-background-beam')
    // Each beam is a coloured head fading to a transparent tail, resting at a share of the wall's depth
    // for when nothing animates it.
    expect(html.match(/background-image:linear-gradient\(hsl\(\d+ 80% 60%\), transparent\)/g)).toHaveLength(12)
    expect(html.match(/transform:translate\(-50%, calc\(0\.\d+ \* 100cqmax\)\)/g)).toHaveLength(12)
    // Every wall carries the grid, in the grid colour, one beam apart.
    const gridLines = /linear-gradient\(var\(--warp-background-grid-color\) 0 1px, transparent 1px\)/g
    const gridCells = /background-size:var\(--warp-background-beam-size\) var\(--warp-background-beam-size\)/g
    expect(html.match(gridLines)).toHaveLength(4)
    expect(html.match(gridCells)).toHaveLength(4)
  })

  it('renders the same beams every time, so it hydrates without errors', async () => {
    const node = (
      <WarpBackground beamsPerSide={4}>
        <p>Welcome aboard</p>
      </WarpBackground>
    )
    expect(renderToString(node)).toBe(renderToString(node))
    expect(await hydrationErrors(node)).toEqual([])
  })

  it('spreads the beams over the grid cells as Magic UI does, with delays between min and max', () => {
    const beams = warpBeams({ beamsPerSide: 3, beamSize: 5, beamDelayMin: 1, beamDelayMax: 2 }, 0)
    expect(beams.map((beam) => beam.left)).toEqual([0, 30, 65])
    for (const beam of beams) {
      expect(beam.delay).toBeGreaterThanOrEqual(1)
      expect(beam.delay).toBeLessThanOrEqual(2)
      expect(beam.hue).toBeGreaterThanOrEqual(0)
      expect(beam.hue).toBeLessThan(360)
      expect(beam.length).toBeGreaterThanOrEqual(1)
      expect(beam.length).toBeLessThanOrEqual(10)
    }
    // Each wall has its own colours and timings.
    expect(warpBeams({}, 1).map((beam) => beam.hue)).not.toEqual(warpBeams({}, 0).map((beam) => beam.hue))
    expect(warpBeams({ beamSize: 10, beamsPerSide: 2 }, 0).map((beam) => beam.left)).toEqual([0, 50])
    expect(warpBeams({ beamsPerSide: 0 }, 0)).toEqual([])
    expect(warpBeams({ beamSize: 0 }, 0)).toEqual([])
  })

  it('turns the props into beams, sizes and timings on the page', () => {
    const { tunnel, beams } = renderWarp({ beamsPerSide: 5, beamSize: 10, beamDuration: 6, perspective: 250 })
    expect(beams()).toHaveLength(20)
    expect(tunnel.style.getPropertyValue('--warp-background-beam-size')).toBe('10%')
    expect(tunnel.style.getPropertyValue('--warp-background-perspective')).toBe('250px')
    const first = beams()[0] as HTMLElement
    expect(first.style.animationDuration).toBe('6s')
    expect(first.style.left).toBe('0%')
    expect(first.className).toContain('w-(--warp-background-beam-size)')
    const delays = beams().map((beam) => Number.parseFloat(beam.style.animationDelay))
    for (const delay of delays) expect(delay).toBeLessThanOrEqual(3)
  })

  it('takes a grid colour for the walls', () => {
    const { tunnel } = renderWarp({ gridColor: 'rgb(255 0 0 / 0.3)' })
    expect(tunnel.style.getPropertyValue('--warp-background-grid-color')).toBe('rgb(255 0 0 / 0.3)')
  })

  it('keeps the tunnel decorative and the content readable and clickable', () => {
    const { tunnel } = renderWarp()
    expect(tunnel.getAttribute('aria-hidden')).toBe('true')
    expect(tunnel.className).toContain('pointer-events-none')
    const content = screen.getByText('Welcome aboard')
    expect(content.closest('[aria-hidden]')).toBeNull()
    expect(content.parentElement?.className).toBe('relative')
  })

  it('passes className, other props and its ref to the outer box', () => {
    const ref = React.createRef<HTMLDivElement>()
    const { root } = renderWarp({ ref, className: 'rounded-xl p-10', id: 'warp', style: { maxWidth: 600 } })
    expect(ref.current).toBe(root)
    expect(root.id).toBe('warp')
    expect(root.style.maxWidth).toBe('600px')
    expect(root.className).toContain('rounded-xl')
    expect(root.className).toContain('p-10')
    expect(root.className).not.toContain('p-20')
  })

  it('pauses the beams while off screen or while the tab is hidden', () => {
    const viewport = installIntersectionObserver()
    const { root, beams } = renderWarp()
    const allPaused = () => beams().every((beam) => beam.className.includes(paused))
    expect(root.dataset.state).toBe('running')
    expect(beams().some((beam) => beam.className.includes(paused))).toBe(false)
    viewport.setIntersecting(root, false)
    expect(allPaused()).toBe(true)
    expect(root.dataset.state).toBe('paused')
    viewport.setIntersecting(root, true)
    expect(beams().some((beam) => beam.className.includes(paused))).toBe(false)
    setTabHidden(true)
    expect(allPaused()).toBe(true)
    setTabHidden(false)
    expect(root.dataset.state).toBe('running')
  })

  it('lets the beams rest in place, unanimated, for visitors who prefer reduced motion', () => {
    installMediaQueries()
    const viewport = installIntersectionObserver()
    const { root, beams } = renderWarp()
    // Before React knows the preference (the server's markup), the CSS variant already stops them.
    expect(beams().every((beam) => beam.className.includes('motion-reduce:animate-none'))).toBe(true)
    act(() => setMediaPreference('reduce', true))
    expect(root.dataset.state).toBe('still')
    expect(beams()).toHaveLength(12)
    for (const beam of beams()) expect(beam.className).not.toContain('animate-warp-background-beam')
    expect(viewport.observed()).toEqual([])
  })

  it('stops watching the viewport on unmount', () => {
    const viewport = installIntersectionObserver()
    const { root, unmount } = renderWarp()
    expect(viewport.observed()).toEqual([root])
    unmount()
    expect(viewport.observed()).toEqual([])
  })

  it('ships its keyframes, moving the beams by transform only', () => {
    expect(meta.cssVars.theme['animate-warp-background-beam']).toBe('warp-background-beam 3s linear infinite both')
    for (const frame of Object.values(meta.css['@keyframes warp-background-beam'])) {
      expect(Object.keys(frame)).toEqual(['transform'])
    }
  })

  it('documents Magic UI’s props in their order with their defaults', () => {
    expect(meta.props.WarpBackground.map((prop) => prop.name)).toEqual([
      'children',
      'perspective',
      'beamsPerSide',
      'beamSize',
      'beamDelayMax',
      'beamDelayMin',
      'beamDuration',
      'gridColor',
      'className',
      'ref / ...props',
    ])
    const defaults = Object.fromEntries(
      meta.props.WarpBackground.map((prop) => [prop.name, 'default' in prop ? prop.default : undefined]),
    )
    expect(defaults).toMatchObject({
      perspective: '100',
      beamsPerSide: '3',
      beamSize: '5',
      beamDelayMax: '3',
      beamDelayMin: '0',
      beamDuration: '3',
      gridColor: "'var(--border)'",
    })
  })
})
