// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react'
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
import { BorderBeam, beamTiming } from './border-beam'
import meta from './border-beam.meta'

afterEach(resetItemTest)

const paused = '[animation-play-state:paused]'

function parts(container: HTMLElement) {
  const frame = container.querySelector<HTMLElement>('[data-slot="border-beam"]')
  const light = container.querySelector<HTMLElement>('[data-slot="border-beam-light"]')
  if (!frame || !light) throw new Error('no beam')
  return { frame, light }
}

describe('beamTiming', () => {
  it('runs a linear lap forever, started `delay` seconds in, like Magic UI’s beam', () => {
    expect(beamTiming(6, 2, undefined)).toEqual({
      animationDuration: '6s',
      animationDelay: '-2s',
      animationTimingFunction: 'linear',
      animationIterationCount: 'infinite',
      animationDirection: 'normal',
    })
  })

  it('lets a transition override duration, delay, easing, repeats and direction', () => {
    expect(beamTiming(6, 2, { duration: 3, delay: 1, ease: 'easeInOut', repeat: 2, repeatType: 'reverse' })).toEqual({
      animationDuration: '3s',
      animationDelay: '1s',
      animationTimingFunction: 'cubic-bezier(0.42, 0, 0.58, 1)',
      animationIterationCount: '3',
      animationDirection: 'alternate',
    })
    expect(beamTiming(6, 0, { ease: [0.1, 0.2, 0.3, 0.4] }).animationTimingFunction).toBe(
      'cubic-bezier(0.1, 0.2, 0.3, 0.4)',
    )
    expect(beamTiming(6, 0, { ease: (t: number) => t * t }).animationTimingFunction).toMatch(/^linear\(0, 0\.0006,/)
  })

  it('turns a spring into a CSS linear() easing that ends at rest, lasting until it settles', () => {
    const stiff = beamTiming(6, 0, { type: 'spring', stiffness: 300, damping: 30 })
    const soft = beamTiming(6, 0, { type: 'spring', stiffness: 60, damping: 20 })
    expect(soft.animationTimingFunction).toMatch(/^linear\(0, .*, 1\)$/)
    expect(Number.parseFloat(soft.animationDuration)).toBeGreaterThan(Number.parseFloat(stiff.animationDuration))
    // An under-damped spring overshoots its target on the way.
    const bouncy = beamTiming(6, 0, { type: 'spring', stiffness: 200, damping: 5 })
    const points = bouncy.animationTimingFunction.slice(7, -1).split(', ').map(Number)
    expect(Math.max(...points)).toBeGreaterThan(1.2)
  })
})

describe('BorderBeam', () => {
  it('renders on the server with Magic UI’s defaults', () => {
    const html = renderToString(<BorderBeam />)
    expect(html).toContain('data-slot="border-beam"')
    expect(html).toContain('--border-beam-width:1px')
    expect(html).toContain('width:50px')
    expect(html).toContain('offset-path:rect(0 auto auto 0 round 50px)')
    expect(html).toContain('--border-beam-from:#ffaa40')
    expect(html).toContain('--border-beam-to:#9c40ff')
    expect(html).toContain('animation-duration:6s')
    expect(html).toContain('animate-border-beam')
  })

  it('hydrates without errors', async () => {
    expect(await hydrationErrors(<BorderBeam size={80} reverse initialOffset={10} />)).toEqual([])
  })

  it('is decorative: hidden from assistive technology and from the pointer, drawn only on the border', () => {
    const { container } = render(<BorderBeam borderWidth={3} />)
    const { frame } = parts(container)
    expect(frame.getAttribute('aria-hidden')).toBe('true')
    expect(frame.className).toContain('pointer-events-none')
    expect(frame.className).toContain('[mask-composite:exclude]')
    expect(frame.style.getPropertyValue('--border-beam-width')).toBe('3px')
  })

  it('goes from the initial offset one lap on, or back one lap when reversed', () => {
    const forward = parts(render(<BorderBeam initialOffset={20} />).container).light
    expect(forward.style.getPropertyValue('--border-beam-start')).toBe('20%')
    expect(forward.style.getPropertyValue('--border-beam-end')).toBe('120%')
    cleanup()
    const back = parts(render(<BorderBeam initialOffset={20} reverse />).container).light
    expect(back.style.getPropertyValue('--border-beam-start')).toBe('80%')
    expect(back.style.getPropertyValue('--border-beam-end')).toBe('-20%')
  })

  it('gives className and style to the beam, so gradient stops and styles replace the defaults', () => {
    const { container } = render(
      <BorderBeam className="from-transparent via-red-500 to-transparent" style={{ opacity: 0.5 }} />,
    )
    const { light } = parts(container)
    expect(light.className).toContain('via-red-500')
    expect(light.className).not.toContain('via-(--border-beam-to)')
    expect(light.style.opacity).toBe('0.5')
  })

  it('pauses while off screen or while the tab is hidden', () => {
    const viewport = installIntersectionObserver()
    const { container } = render(<BorderBeam />)
    const { frame, light } = parts(container)
    expect(light.className).not.toContain(paused)
    viewport.setIntersecting(frame, false)
    expect(light.className).toContain(paused)
    expect(frame.hasAttribute('data-paused')).toBe(true)
    viewport.setIntersecting(frame, true)
    expect(light.className).not.toContain(paused)
    setTabHidden(true)
    expect(light.className).toContain(paused)
    setTabHidden(false)
    expect(light.className).not.toContain(paused)
  })

  it('stands still at its start for visitors who prefer reduced motion, and stops watching the viewport', () => {
    installMediaQueries()
    const viewport = installIntersectionObserver()
    const { container } = render(<BorderBeam initialOffset={30} />)
    const { frame, light } = parts(container)
    expect(light.className).toContain('animate-border-beam')
    expect(light.className).toContain('motion-reduce:animate-none')
    act(() => setMediaPreference('reduce', true))
    expect(light.className).not.toContain('animate-border-beam')
    expect(frame.hasAttribute('data-reduced-motion')).toBe(true)
    expect(light.style.offsetDistance).toBe('30%')
    expect(viewport.observed()).toEqual([])
  })

  it('ships its keyframes, moving the beam along its offset path only', () => {
    expect(meta.cssVars.theme['animate-border-beam']).toBe('border-beam 6s linear infinite')
    expect(meta.css['@keyframes border-beam']).toEqual({
      from: { 'offset-distance': 'var(--border-beam-start, 0%)' },
      to: { 'offset-distance': 'var(--border-beam-end, 100%)' },
    })
  })

  it('documents Magic UI’s props in their order with their defaults', () => {
    expect(meta.props.BorderBeam.map((prop) => prop.name)).toEqual([
      'className',
      'size',
      'duration',
      'delay',
      'colorFrom',
      'colorTo',
      'transition',
      'style',
      'reverse',
      'initialOffset',
      'borderWidth',
    ])
    const defaults = Object.fromEntries(
      meta.props.BorderBeam.map((prop) => [prop.name, 'default' in prop ? prop.default : undefined]),
    )
    expect(defaults).toMatchObject({
      size: '50',
      duration: '6',
      delay: '0',
      colorFrom: "'#ffaa40'",
      colorTo: "'#9c40ff'",
      reverse: 'false',
      initialOffset: '0',
      borderWidth: '1',
    })
  })
})
