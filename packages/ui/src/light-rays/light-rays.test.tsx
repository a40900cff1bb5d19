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
  slotElement,
} from '../test-support'
import { LightRays, lightRayLayout, REST } from './light-rays'
import meta from './light-rays.meta'

afterEach(resetItemTest)

const paused = '[animation-play-state:paused]'
const rays = (container: ParentNode) => [...container.querySelectorAll<HTMLElement>('[data-slot="light-rays-ray"]')]

describe('LightRays', () => {
  it('server-renders seven decorative rays over its positioned parent, with Magic UI’s defaults', () => {
    const host = document.createElement('div')
    host.innerHTML = renderToString(<LightRays />)
    const root = slotElement(host, 'light-rays')
    expect(root.getAttribute('aria-hidden')).toBe('true')
    for (const name of ['pointer-events-none', 'absolute', 'inset-0', 'overflow-hidden', 'rounded-[inherit]']) {
      expect(root.className.split(' ')).toContain(name)
    }
    expect(root.style.getPropertyValue('--light-rays-color')).toBe('rgba(160, 210, 255, 0.2)')
    expect(root.style.getPropertyValue('--light-rays-blur')).toBe('36px')
    expect(root.style.getPropertyValue('--light-rays-length')).toBe('70vh')
    expect(rays(host)).toHaveLength(7)
    for (const ray of rays(host)) expect(ray.className).toContain('animate-light-rays')
  })

  it('places each ray from the layout: position, width, tilt, swing, timing and brightness', () => {
    const { container } = render(<LightRays opacity={0.5} speed={10} seed={3} />)
    const layout = lightRayLayout({ count: 7, speed: 10, seed: 3 })
    rays(container).forEach((ray, index) => {
      const planned = layout[index]
      if (!planned) throw new Error('more rays than planned')
      expect(ray.style.left).toBe(`${planned.left}%`)
      expect(ray.style.width).toBe(`${planned.width}px`)
      expect(ray.style.getPropertyValue('--light-rays-tilt')).toBe(`${planned.rotate}deg`)
      expect(ray.style.getPropertyValue('--light-rays-swing')).toBe(`${planned.swing}deg`)
      expect(ray.style.animationDelay).toBe(`${planned.delay}s`)
      // Each cycle carries its rest, a tenth of the ray's time, unlit.
      expect(Number.parseFloat(ray.style.animationDuration)).toBeCloseTo(planned.duration * (1 + REST), 1)
      const peak = Number(ray.style.getPropertyValue('--light-rays-peak'))
      expect(peak).toBeCloseTo(0.5 * planned.intensity, 2)
      expect(peak).toBeLessThanOrEqual(0.5)
    })
  })

  it('takes count, colour, blur and length from props; a number length is in px', () => {
    const { container, rerender } = render(<LightRays count={3} color="#fbbf24" blur={12} length={480} />)
    const root = slotElement(container, 'light-rays')
    expect(rays(container)).toHaveLength(3)
    expect(root.style.getPropertyValue('--light-rays-color')).toBe('#fbbf24')
    expect(root.style.getPropertyValue('--light-rays-blur')).toBe('12px')
    expect(root.style.getPropertyValue('--light-rays-length')).toBe('480px')
    rerender(<LightRays count={0} length="90%" />)
    expect(rays(container)).toHaveLength(0)
    expect(root.style.getPropertyValue('--light-rays-length')).toBe('90%')
  })

  it('passes className, style, other props and its ref to the layer', () => {
    const ref = React.createRef<HTMLDivElement>()
    const { container } = render(<LightRays ref={ref} id="rays" className="z-0" style={{ mixBlendMode: 'screen' }} />)
    const root = slotElement(container, 'light-rays')
    expect(ref.current).toBe(root)
    expect(root.id).toBe('rays')
    expect(root.className).toContain('z-0')
    expect(root.style.mixBlendMode).toBe('screen')
    expect(root.style.getPropertyValue('--light-rays-blur')).toBe('36px')
  })

  it('pauses every ray while off screen or in a hidden tab, and runs them again after', () => {
    const viewport = installIntersectionObserver()
    const { container } = render(<LightRays />)
    const root = slotElement(container, 'light-rays')
    const pausedRays = () => rays(container).filter((ray) => ray.className.includes(paused)).length
    expect(viewport.observed()).toEqual([root])
    expect(pausedRays()).toBe(0)
    viewport.setIntersecting(root, false)
    expect(root.hasAttribute('data-paused')).toBe(true)
    expect(pausedRays()).toBe(7)
    viewport.setIntersecting(root, true)
    expect(pausedRays()).toBe(0)
    setTabHidden(true)
    expect(pausedRays()).toBe(7)
    setTabHidden(false)
    expect(pausedRays()).toBe(0)
  })

  it('holds the rays still, half lit, for visitors who prefer reduced motion, and watches nothing', () => {
    installMediaQueries()
    const viewport = installIntersectionObserver()
    const { container } = render(<LightRays />)
    for (const ray of rays(container)) {
      expect(ray.className).toContain('motion-reduce:animate-none')
      expect(ray.className).toContain('motion-reduce:opacity-(--light-rays-still)')
      const still = Number(ray.style.getPropertyValue('--light-rays-still'))
      expect(still).toBeCloseTo(Number(ray.style.getPropertyValue('--light-rays-peak')) / 2, 2)
    }
    act(() => setMediaPreference('reduce', true))
    expect(viewport.observed()).toEqual([])
    expect(slotElement(container, 'light-rays').hasAttribute('data-paused')).toBe(false)
  })

  it('hydrates without warnings', async () => {
    installIntersectionObserver()
    expect(await hydrationErrors(<LightRays count={9} seed={4} />)).toEqual([])
  })
})

describe('lightRayLayout', () => {
  it('gives the same rays for the same seed, and other rays for another', () => {
    expect(lightRayLayout({ seed: 2 })).toEqual(lightRayLayout({ seed: 2 }))
    expect(lightRayLayout({ seed: 2 })).not.toEqual(lightRayLayout({ seed: 3 }))
    expect(lightRayLayout({ count: 2.7 })).toHaveLength(2)
    expect(lightRayLayout({ count: -1 })).toEqual([])
  })

  it('keeps rays inside Magic UI’s ranges, timed around the speed', () => {
    for (const ray of lightRayLayout({ count: 200, speed: 14, seed: 9 })) {
      expect(ray.left).toBeGreaterThanOrEqual(8)
      expect(ray.left).toBeLessThanOrEqual(92)
      expect(Math.abs(ray.rotate)).toBeLessThanOrEqual(28)
      expect(ray.width).toBeGreaterThanOrEqual(160)
      expect(ray.width).toBeLessThanOrEqual(320)
      expect(ray.swing).toBeGreaterThanOrEqual(0.8)
      expect(ray.swing).toBeLessThanOrEqual(2.6)
      expect(ray.delay).toBeLessThanOrEqual(14)
      expect(ray.duration).toBeGreaterThanOrEqual(14 * 0.75)
      expect(ray.duration).toBeLessThanOrEqual(14 * 1.25)
      expect(ray.intensity).toBeGreaterThanOrEqual(0.6)
      expect(ray.intensity).toBeLessThanOrEqual(1)
    }
    // A speed of zero or less would give rays that never move; it counts as a tenth of a second.
    for (const ray of lightRayLayout({ speed: 0 })) expect(ray.duration).toBeGreaterThan(0)
  })
})

describe('metadata', () => {
  it('ships keyframes that light the ray at the middle of its swing and rest unlit for the last part', () => {
    const frames = meta.css['@keyframes light-rays']
    const lit = 1 / (1 + REST)
    expect(Object.keys(frames)).toEqual([
      '0%',
      `${Number(((lit / 2) * 100).toFixed(2))}%`,
      `${Number((lit * 100).toFixed(2))}%, 100%`,
    ])
    expect(frames['0%'].opacity).toBe('0')
    expect(frames['45.45%'].opacity).toContain('--light-rays-peak')
    // The rotate property, not transform: the ray's centring translate stays as it is.
    expect(Object.keys(frames['45.45%'])).toEqual(['opacity', 'rotate'])
    expect(meta.cssVars.theme['animate-light-rays']).toContain('infinite backwards')
  })

  it('documents every prop of Magic UI’s table with its default', () => {
    const defaults = Object.fromEntries(
      meta.props.LightRays.map((prop) => [prop.name, 'default' in prop ? prop.default : undefined]),
    )
    expect(defaults).toMatchObject({
      count: '7',
      color: '"rgba(160, 210, 255, 0.2)"',
      blur: '36',
      opacity: '0.65',
      speed: '14',
      length: '"70vh"',
    })
    expect(Object.keys(defaults)).toEqual(expect.arrayContaining(['className', 'style']))
  })
})
