// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { hydrationErrors, installIntersectionObserver, setTabHidden } from '../test-support'
import { FALLS_PER_ITERATION, Meteors, meteorLayout } from './meteors'
import meta from './meteors.meta'

afterEach(() => {
  cleanup()
  setTabHidden(false)
  vi.unstubAllGlobals()
})

const paused = '[animation-play-state:paused]'
const seconds = (value: string) => Number(value.replace(/s$/, ''))
const meteorsIn = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('.animate-meteor')]

describe('meteorLayout', () => {
  it('makes exactly the requested number of meteors, twenty by default', () => {
    expect(meteorLayout()).toHaveLength(20)
    expect(meteorLayout({ number: 30 })).toHaveLength(30)
    expect(meteorLayout({ number: 7.9 })).toHaveLength(7)
    expect(meteorLayout({ number: 0 })).toEqual([])
    expect(meteorLayout({ number: -3 })).toEqual([])
  })

  it('is deterministic for a seed, so server and client render the same markup', () => {
    expect(meteorLayout({ number: 30, seed: 7 })).toEqual(meteorLayout({ number: 30, seed: 7 }))
    expect(meteorLayout({ number: 30, seed: 7 })).not.toEqual(meteorLayout({ number: 30, seed: 8 }))
  })

  it('keeps positions within the area and timings within Magic UI’s default ranges', () => {
    for (const meteor of meteorLayout({ number: 200, seed: 3 })) {
      const left = Number(meteor.left.replace(/%$/, ''))
      const top = Number(meteor.top.replace(/px$/, ''))
      expect(left).toBeGreaterThanOrEqual(-10)
      expect(left).toBeLessThanOrEqual(100)
      expect(top).toBeLessThanOrEqual(-5)
      expect(top).toBeGreaterThanOrEqual(-45)
      expect(seconds(meteor.animationDelay)).toBeGreaterThanOrEqual(0.2)
      expect(seconds(meteor.animationDelay)).toBeLessThanOrEqual(1.2)
      // One fall takes 2 to 10 seconds; an iteration holds several falls.
      expect(seconds(meteor.animationDuration) / FALLS_PER_ITERATION).toBeGreaterThanOrEqual(2)
      expect(seconds(meteor.animationDuration) / FALLS_PER_ITERATION).toBeLessThanOrEqual(10)
    }
  })

  it('follows the given delay and duration ranges, in either order', () => {
    const layouts = [
      meteorLayout({ number: 100, minDelay: 1, maxDelay: 3, minDuration: 4, maxDuration: 5, seed: 9 }),
      meteorLayout({ number: 100, minDelay: 3, maxDelay: 1, minDuration: 5, maxDuration: 4, seed: 9 }),
    ]
    for (const layout of layouts) {
      const delays = layout.map((meteor) => seconds(meteor.animationDelay))
      const falls = layout.map((meteor) => seconds(meteor.animationDuration) / FALLS_PER_ITERATION)
      expect(Math.min(...delays)).toBeGreaterThanOrEqual(1)
      expect(Math.max(...delays)).toBeLessThanOrEqual(3)
      expect(Math.min(...falls)).toBeGreaterThanOrEqual(4)
      expect(Math.max(...falls)).toBeLessThanOrEqual(5)
      // Spread over the range, not stuck at one end.
      expect(Math.max(...delays) - Math.min(...delays)).toBeGreaterThan(1.5)
    }
  })
})

describe('Meteors', () => {
  it('renders twenty meteors on the server with no props, inside a decorative layer', () => {
    const html = renderToString(<Meteors />)
    expect(html.match(/animate-meteor/g)).toHaveLength(20)
    expect(html).toContain('aria-hidden="true"')
    expect(html).toContain('data-slot="meteors"')
    expect(html).toContain('--meteor-angle:215deg')
    expect(html).toContain('pointer-events-none')
  })

  it('renders the same markup for the same props, and other meteors for another seed', () => {
    expect(renderToString(<Meteors number={30} seed={4} />)).toBe(renderToString(<Meteors number={30} seed={4} />))
    expect(renderToString(<Meteors number={30} seed={4} />)).not.toBe(renderToString(<Meteors number={30} seed={5} />))
  })

  it('hydrates the server HTML without errors', async () => {
    expect(await hydrationErrors(<Meteors number={30} seed={2} className="-z-10" />)).toEqual([])
  })

  it('places and times each meteor from its layout, and turns them by the angle', () => {
    const { container } = render(<Meteors number={12} minDelay={1} maxDelay={2} angle={235} seed={6} />)
    const layout = meteorLayout({ number: 12, minDelay: 1, maxDelay: 2, seed: 6 })
    const meteors = meteorsIn(container)
    expect(meteors).toHaveLength(12)
    meteors.forEach((meteor, index) => {
      expect(meteor.style.left).toBe(layout[index]?.left)
      expect(meteor.style.top).toBe(layout[index]?.top)
      expect(meteor.style.animationDelay).toBe(layout[index]?.animationDelay)
      expect(meteor.style.animationDuration).toBe(layout[index]?.animationDuration)
    })
    const shower = container.querySelector<HTMLElement>('[data-slot="meteors"]')
    expect(shower?.style.getPropertyValue('--meteor-angle')).toBe('235deg')
  })

  it('gives className to every meteor, letting a text colour replace the default', () => {
    const { container } = render(<Meteors number={5} className="-z-10 text-sky-300" />)
    for (const meteor of meteorsIn(container)) {
      expect(meteor.className).toContain('-z-10')
      expect(meteor.className).toContain('text-sky-300')
      expect(meteor.className).not.toContain('text-zinc-400')
    }
  })

  it('is decorative: hidden from assistive technology and from the pointer', () => {
    const { container } = render(<Meteors />)
    const shower = container.querySelector<HTMLElement>('[data-slot="meteors"]')
    expect(shower?.getAttribute('aria-hidden')).toBe('true')
    expect(shower?.className).toContain('pointer-events-none')
    expect(shower?.textContent).toBe('')
  })

  it('shows no meteor to visitors who prefer reduced motion', () => {
    const { container } = render(<Meteors number={8} />)
    for (const meteor of meteorsIn(container)) expect(meteor.className).toContain('motion-reduce:hidden')
  })

  it('pauses while off screen or while the tab is hidden', () => {
    const viewport = installIntersectionObserver()
    const { container } = render(<Meteors number={6} />)
    const shower = container.querySelector<HTMLElement>('[data-slot="meteors"]')
    for (const meteor of meteorsIn(container)) expect(meteor.className).not.toContain(paused)

    viewport.setIntersecting(shower, false)
    expect(shower?.hasAttribute('data-paused')).toBe(true)
    for (const meteor of meteorsIn(container)) expect(meteor.className).toContain(paused)
    viewport.setIntersecting(shower, true)
    for (const meteor of meteorsIn(container)) expect(meteor.className).not.toContain(paused)

    setTabHidden(true)
    for (const meteor of meteorsIn(container)) expect(meteor.className).toContain(paused)
    setTabHidden(false)
    expect(shower?.hasAttribute('data-paused')).toBe(false)
  })

  it('ships its keyframes: ten falls per iteration, moving by transform and opacity only', () => {
    expect(meta.cssVars.theme['animate-meteor']).toBe('meteor 50s linear infinite backwards')
    const frames = meta.css['@keyframes meteor']
    const properties = new Set(Object.values(frames).flatMap((frame) => Object.keys(frame)))
    expect([...properties].sort()).toEqual(['opacity', 'transform'])
    const starts = Object.entries(frames).filter(([, frame]) => frame.transform?.endsWith('translateX(0)'))
    expect(starts.map(([offset]) => offset)).toEqual([
      '0%',
      '10%',
      '20%',
      '30%',
      '40%',
      '50%',
      '60%',
      '70%',
      '80%',
      '90%',
    ])
    // Each fall starts invisible, so the jump back to its start never shows, and ends invisible.
    for (const [, frame] of starts) expect(frame.opacity).toBe('0')
    expect(frames['100%']).toEqual({
      transform: 'rotate(var(--meteor-angle, 215deg)) translateX(-500px)',
      opacity: '0',
    })
    expect(frames['90.01%, 97%']).toEqual({ opacity: '1' })
  })

  it('documents Magic UI’s props first, with their defaults, then the seed', () => {
    expect(meta.props.Meteors.map((prop) => [prop.name, 'default' in prop ? prop.default : undefined])).toEqual([
      ['number', '20'],
      ['minDelay', '0.2'],
      ['maxDelay', '1.2'],
      ['minDuration', '2'],
      ['maxDuration', '10'],
      ['angle', '215'],
      ['className', undefined],
      ['seed', '1'],
    ])
  })
})
