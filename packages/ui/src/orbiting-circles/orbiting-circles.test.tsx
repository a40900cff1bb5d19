// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  hydrationErrors,
  installIntersectionObserver,
  installMediaQueries,
  resetMediaPreferences,
  setMediaPreference,
  setTabHidden,
} from '../test-support'
import { OrbitingCircles } from './orbiting-circles'

afterEach(() => {
  cleanup()
  setTabHidden(false)
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  resetMediaPreferences()
})

const paused = '[animation-play-state:paused]'
const ring = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-slot="orbiting-circles"]')
const items = (container: HTMLElement) => [
  ...container.querySelectorAll<HTMLElement>('[data-slot="orbiting-circles-item"]'),
]

describe('OrbitingCircles', () => {
  it('spaces the children evenly around the circle with the documented defaults', () => {
    const { container } = render(
      <OrbitingCircles>
        <span>a</span>
        <span>b</span>
        {null}
        <span>c</span>
        <span>d</span>
      </OrbitingCircles>,
    )
    const orbiting = items(container)
    expect(orbiting).toHaveLength(4)
    expect(orbiting.map((item) => item.style.getPropertyValue('--orbit-angle'))).toEqual([
      '0deg',
      '90deg',
      '180deg',
      '270deg',
    ])
    const first = orbiting[0]
    expect(first?.style.getPropertyValue('--orbit-radius')).toBe('160px')
    expect(first?.style.getPropertyValue('--orbit-duration')).toBe('20s')
    expect(first?.style.getPropertyValue('--icon-size')).toBe('30px')
    // The default delay of 10 s is a head start: the orbit is running from the first frame.
    expect(first?.style.animationDelay).toBe('-10s')
    expect(first?.className).toContain('animate-orbiting-circles-orbit')
    expect(first?.className).toContain('size-(--icon-size)')
    expect(first?.className).not.toContain('[animation-direction:reverse]')
  })

  it('divides the duration by speed and reverses the direction', () => {
    const { container } = render(
      <OrbitingCircles duration={30} speed={3} radius={90} iconSize={40} delay={2} reverse>
        <span>a</span>
      </OrbitingCircles>,
    )
    const [item] = items(container)
    expect(item?.style.getPropertyValue('--orbit-duration')).toBe('10s')
    expect(item?.style.getPropertyValue('--orbit-radius')).toBe('90px')
    expect(item?.style.getPropertyValue('--icon-size')).toBe('40px')
    expect(item?.style.animationDelay).toBe('-2s')
    expect(item?.className).toContain('[animation-direction:reverse]')
  })

  it('places still items where the running orbit starts, so reduced motion keeps them on the circle', () => {
    // A 5 s head start on a 20 s orbit is a quarter turn, clockwise or, reversed, anticlockwise.
    const { container, rerender } = render(
      <OrbitingCircles delay={5} radius={100}>
        <span>a</span>
        <span>b</span>
      </OrbitingCircles>,
    )
    expect(items(container).map((item) => item.style.transform)).toEqual([
      'rotate(90deg) translateY(-100px) rotate(-90deg)',
      'rotate(270deg) translateY(-100px) rotate(-270deg)',
    ])
    expect(items(container)[0]?.className).toContain('motion-reduce:animate-none')
    rerender(
      <OrbitingCircles delay={5} radius={100} reverse>
        <span>a</span>
      </OrbitingCircles>,
    )
    expect(items(container)[0]?.style.transform).toBe('rotate(-90deg) translateY(-100px) rotate(90deg)')
  })

  it('passes className and div props to every orbiting item, as Magic UI does', () => {
    const onClick = vi.fn()
    const { container } = render(
      <OrbitingCircles className="border bg-white" title="app" onClick={onClick} style={{ opacity: 0.5 }}>
        <span>a</span>
        <span>b</span>
      </OrbitingCircles>,
    )
    for (const item of items(container)) {
      expect(item.className).toContain('border bg-white')
      expect(item.getAttribute('title')).toBe('app')
      expect(item.style.opacity).toBe('0.5')
      // The caller's style is merged with, not instead of, the orbit's variables.
      expect(item.style.getPropertyValue('--orbit-radius')).toBe('160px')
    }
    items(container)[1]?.click()
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('draws a decorative path of the given radius unless path is false', () => {
    const { container, rerender } = render(
      <OrbitingCircles radius={80}>
        <span>a</span>
      </OrbitingCircles>,
    )
    const svg = ring(container)?.querySelector('svg')
    expect(svg?.getAttribute('aria-hidden')).toBe('true')
    expect(svg?.querySelector('circle')?.getAttribute('r')).toBe('80')
    // The ring's own layer lets the pointer through; the items take it back.
    expect(ring(container)?.className).toContain('pointer-events-none')
    expect(items(container)[0]?.className).toContain('pointer-events-auto')
    rerender(
      <OrbitingCircles path={false}>
        <span>a</span>
      </OrbitingCircles>,
    )
    expect(ring(container)?.querySelector('svg')).toBeNull()
  })

  it('pauses while off screen or in a hidden tab, and resumes', () => {
    const viewport = installIntersectionObserver()
    const { container } = render(
      <OrbitingCircles>
        <span>a</span>
        <span>b</span>
      </OrbitingCircles>,
    )
    const root = ring(container)
    expect(viewport.observed()).toEqual([root])
    expect(root?.hasAttribute('data-paused')).toBe(false)

    viewport.setIntersecting(root, false)
    expect(root?.hasAttribute('data-paused')).toBe(true)
    for (const item of items(container)) expect(item.className).toContain(paused)
    viewport.setIntersecting(root, true)
    for (const item of items(container)) expect(item.className).not.toContain(paused)

    setTabHidden(true)
    for (const item of items(container)) expect(item.className).toContain(paused)
    setTabHidden(false)
    for (const item of items(container)) expect(item.className).not.toContain(paused)
  })

  it('stops watching the viewport under reduced motion, where nothing moves', () => {
    installMediaQueries()
    const viewport = installIntersectionObserver()
    render(
      <OrbitingCircles>
        <span>a</span>
      </OrbitingCircles>,
    )
    expect(viewport.observed()).toHaveLength(1)
    act(() => setMediaPreference('reduce', true))
    expect(viewport.observed()).toEqual([])
  })

  it('renders on the server and hydrates without warnings', async () => {
    const html = renderToString(
      <OrbitingCircles radius={120}>
        <span>a</span>
        <span>b</span>
        <span>c</span>
      </OrbitingCircles>,
    )
    expect(html).toContain('data-slot="orbiting-circles"')
    expect(html.match(/data-slot="orbiting-circles-item"/g)).toHaveLength(3)
    expect(html).toContain('--orbit-angle:120deg')
    expect(
      await hydrationErrors(
        <OrbitingCircles radius={120} delay={3} reverse>
          <span>a</span>
          <span>b</span>
          <span>c</span>
        </OrbitingCircles>,
      ),
    ).toEqual([])
  })
})
