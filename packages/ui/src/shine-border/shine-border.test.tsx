// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react'
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
import { ShineBorder } from './shine-border'
import meta from './shine-border.meta'

afterEach(resetItemTest)

const paused = '[animation-play-state:paused]'

function ring(container: HTMLElement) {
  return slotElement(container, 'shine-border')
}
const light = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-slot="shine-border-light"]')

describe('ShineBorder', () => {
  it('renders on the server with Magic UI’s defaults: a 1px black shine sweeping every 14 seconds', () => {
    const html = renderToString(<ShineBorder />)
    expect(html).toContain('data-slot="shine-border"')
    expect(html).toContain('--shine-border-width:1px')
    expect(html).toContain('--shine-border-duration:14s')
    expect(html).toContain('radial-gradient(transparent, transparent, #000000, transparent, transparent)')
    expect(html).toContain('animate-shine-border')
  })

  it('hydrates without errors', async () => {
    expect(await hydrationErrors(<ShineBorder shineColor={['#A07CFE', '#FE8FB5']} />)).toEqual([])
  })

  it('blends several colours in order and turns the props into the variables the CSS reads', () => {
    const { container } = render(<ShineBorder shineColor={['red', 'lime', 'blue']} borderWidth={3} duration={5} />)
    expect(light(container)?.style.backgroundImage).toBe(
      'radial-gradient(transparent, transparent, red, lime, blue, transparent, transparent)',
    )
    expect(ring(container).style.getPropertyValue('--shine-border-width')).toBe('3px')
    expect(ring(container).style.getPropertyValue('--shine-border-duration')).toBe('5s')
  })

  it('passes className, style, other props and its ref to the ring', () => {
    const ref = React.createRef<HTMLDivElement>()
    const { container } = render(
      <ShineBorder ref={ref} className="opacity-50" style={{ zIndex: 2 }} data-testid="shine" id="shine" />,
    )
    const element = ring(container)
    expect(ref.current).toBe(element)
    expect(element.className).toContain('opacity-50')
    expect(element.style.zIndex).toBe('2')
    expect(element.dataset.testid).toBe('shine')
    expect(element.id).toBe('shine')
  })

  it('is decorative: hidden from assistive technology and from the pointer, drawn only on the border', () => {
    const element = ring(render(<ShineBorder />).container)
    expect(element.getAttribute('aria-hidden')).toBe('true')
    expect(element.className).toContain('pointer-events-none')
    expect(element.className).toContain('[mask-composite:exclude]')
    expect(element.className).toContain('p-(--shine-border-width)')
  })

  it('pauses while off screen or while the tab is hidden', () => {
    const viewport = installIntersectionObserver()
    const { container } = render(<ShineBorder />)
    expect(light(container)?.className).not.toContain(paused)
    viewport.setIntersecting(ring(container), false)
    expect(light(container)?.className).toContain(paused)
    expect(ring(container).hasAttribute('data-paused')).toBe(true)
    viewport.setIntersecting(ring(container), true)
    expect(light(container)?.className).not.toContain(paused)
    setTabHidden(true)
    expect(light(container)?.className).toContain(paused)
    setTabHidden(false)
    expect(light(container)?.className).not.toContain(paused)
  })

  it('shows a still border in the shine colours to visitors who prefer reduced motion', () => {
    installMediaQueries()
    const viewport = installIntersectionObserver()
    const { container } = render(<ShineBorder shineColor="#A07CFE" />)
    expect(light(container)?.className).toContain('motion-reduce:animate-none')
    act(() => setMediaPreference('reduce', true))
    expect(light(container)).toBeNull()
    expect(ring(container).hasAttribute('data-reduced-motion')).toBe(true)
    expect(ring(container).style.backgroundImage).toBe('linear-gradient(135deg, #A07CFE, #A07CFE)')
    expect(viewport.observed()).toEqual([])
    cleanup()
    const several = ring(render(<ShineBorder shineColor={['red', 'blue']} />).container)
    expect(several.style.backgroundImage).toBe('linear-gradient(135deg, red, blue)')
  })

  it('ships its keyframes, moving the light by transform only', () => {
    expect(meta.cssVars.theme['animate-shine-border']).toBe(
      'shine-border var(--shine-border-duration, 14s) linear infinite',
    )
    const frames = Object.values(meta.css['@keyframes shine-border'])
    for (const frame of frames) expect(Object.keys(frame)).toEqual(['transform'])
  })

  it('documents Magic UI’s props in their order with their defaults', () => {
    expect(meta.props.ShineBorder.map((prop) => prop.name)).toEqual([
      'className',
      'duration',
      'shineColor',
      'borderWidth',
      'style',
    ])
    const defaults = Object.fromEntries(
      meta.props.ShineBorder.map((prop) => [prop.name, 'default' in prop ? prop.default : undefined]),
    )
    expect(defaults).toMatchObject({ duration: '14', shineColor: "'#000000'", borderWidth: '1' })
  })
})
