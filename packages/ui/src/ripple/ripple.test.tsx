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
import { Ripple } from './ripple'
import meta from './ripple.meta'

afterEach(resetItemTest)

const paused = '[animation-play-state:paused]'

function renderRipple(props: React.ComponentProps<typeof Ripple> = {}) {
  const result = render(<Ripple {...props} />)
  const root = result.container.querySelector<HTMLElement>('[data-slot="ripple"]')
  if (!root) throw new Error('no ripple')
  const circles = () => [...root.querySelectorAll<HTMLElement>('[data-slot="ripple-circle"]')]
  return { ...result, root, circles }
}

describe('Ripple', () => {
  it('renders Magic UI’s eight circles on the server: 70px apart, 0.03 fainter and 0.06 s later each', () => {
    const html = renderToString(<Ripple />)
    expect(html).toContain('aria-hidden="true"')
    expect(html.match(/data-slot="ripple-circle"/g)).toHaveLength(8)
    expect(html).toContain('animate-ripple-pulse')
    expect(html).toContain('--ripple-duration:2s')

    const { circles } = renderRipple()
    expect(circles().map((circle) => circle.style.width)).toEqual(
      [210, 280, 350, 420, 490, 560, 630, 700].map((size) => `${size}px`),
    )
    expect(circles().map((circle) => Number(circle.style.opacity))).toEqual([
      0.24, 0.21, 0.18, 0.15, 0.12, 0.09, 0.06, 0.03,
    ])
    expect(circles().map((circle) => circle.style.animationDelay)).toEqual([
      '0s',
      '0.06s',
      '0.12s',
      '0.18s',
      '0.24s',
      '0.3s',
      '0.36s',
      '0.42s',
    ])
  })

  it('hydrates without errors', async () => {
    expect(await hydrationErrors(<Ripple numCircles={4} />)).toEqual([])
  })

  it('centres every circle by its margins, leaving the transform to the pulse', () => {
    const { circles } = renderRipple({ mainCircleSize: 100, numCircles: 2 })
    const [inner, outer] = circles()
    expect([inner?.style.width, inner?.style.height, inner?.style.marginTop, inner?.style.marginLeft]).toEqual([
      '100px',
      '100px',
      '-50px',
      '-50px',
    ])
    expect([outer?.style.width, outer?.style.marginLeft]).toEqual(['170px', '-85px'])
    for (const circle of circles()) {
      expect(circle.className).toContain('top-1/2')
      expect(circle.className).toContain('left-1/2')
      expect(circle.style.transform).toBe('')
    }
  })

  it('draws numCircles circles from mainCircleSize and mainCircleOpacity, never below zero opacity', () => {
    const { circles } = renderRipple({ mainCircleSize: 50, mainCircleOpacity: 0.1, numCircles: 5 })
    expect(circles()).toHaveLength(5)
    expect(circles().map((circle) => circle.style.width)).toEqual(['50px', '120px', '190px', '260px', '330px'])
    expect(circles().map((circle) => Number(circle.style.opacity))).toEqual([0.1, 0.07, 0.04, 0.01, 0])
  })

  it('is a decorative, pointer-transparent, unselectable layer that takes className, style, props and its ref', () => {
    const ref = React.createRef<HTMLDivElement>()
    const { root } = renderRipple({
      ref,
      id: 'ripple',
      duration: 3,
      style: { zIndex: 1 },
      className: '[mask-image:none] opacity-50',
    })
    expect(ref.current).toBe(root)
    expect(root.id).toBe('ripple')
    expect(root.getAttribute('aria-hidden')).toBe('true')
    expect(root.style.zIndex).toBe('1')
    expect(root.style.getPropertyValue('--ripple-duration')).toBe('3s')
    for (const utility of ['pointer-events-none', 'absolute', 'inset-0', 'select-none', 'opacity-50']) {
      expect(root.className).toContain(utility)
    }
    // A caller's mask replaces the default fade.
    expect(root.className).toContain('[mask-image:none]')
    expect(root.className).not.toContain('linear-gradient')
  })

  it('pauses while off screen or while the tab is hidden', () => {
    const viewport = installIntersectionObserver()
    const { root, circles } = renderRipple()
    const pausedCircles = () => circles().filter((circle) => circle.className.includes(paused))
    expect(viewport.observed()).toEqual([root])
    expect(pausedCircles()).toHaveLength(0)
    viewport.setIntersecting(root, false)
    expect(root.hasAttribute('data-paused')).toBe(true)
    expect(pausedCircles()).toHaveLength(8)
    viewport.setIntersecting(root, true)
    expect(pausedCircles()).toHaveLength(0)
    setTabHidden(true)
    expect(pausedCircles()).toHaveLength(8)
    setTabHidden(false)
    expect(pausedCircles()).toHaveLength(0)
  })

  it('keeps the circles still for visitors who prefer reduced motion', () => {
    installMediaQueries()
    const viewport = installIntersectionObserver()
    const { root, circles } = renderRipple()
    // Before React knows the preference, CSS already stops the pulse.
    for (const circle of circles()) expect(circle.className).toContain('motion-reduce:animate-none')
    act(() => setMediaPreference('reduce', true))
    expect(root.hasAttribute('data-reduced-motion')).toBe(true)
    expect(circles()).toHaveLength(8)
    for (const circle of circles()) expect(circle.className).not.toContain('animate-ripple-pulse')
    expect(viewport.observed()).toEqual([])
  })

  it('ships its keyframes, prefixed and animating transform only', () => {
    expect(meta.cssVars.theme['animate-ripple-pulse']).toBe('ripple-pulse var(--ripple-duration, 2s) ease infinite')
    const frames = Object.values(meta.css['@keyframes ripple-pulse'])
    expect(frames.length).toBeGreaterThan(1)
    for (const frame of frames) expect(Object.keys(frame)).toEqual(['transform'])
    expect(meta.cssVars.theme['color-foreground']).toBe('var(--foreground)')
  })

  it('documents Magic UI’s props in their order with their defaults', () => {
    expect(meta.props.Ripple.map((prop) => prop.name)).toEqual([
      'mainCircleSize',
      'mainCircleOpacity',
      'numCircles',
      'className',
      'duration',
      'ref / ...props',
    ])
    const defaults = Object.fromEntries(
      meta.props.Ripple.map((prop) => [prop.name, 'default' in prop ? prop.default : undefined]),
    )
    expect(defaults).toMatchObject({ mainCircleSize: '210', mainCircleOpacity: '0.24', numCircles: '8', duration: '2' })
  })
})
