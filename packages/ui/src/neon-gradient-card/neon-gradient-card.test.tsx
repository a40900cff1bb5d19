// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
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
import { NeonGradientCard } from './neon-gradient-card'
import meta from './neon-gradient-card.meta'

afterEach(resetItemTest)

const paused = '[animation-play-state:paused]'

function card(container: HTMLElement) {
  return slotElement(container, 'neon-gradient-card')
}
const drifting = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('.h-\\[200\\%\\]')]

describe('NeonGradientCard', () => {
  it('renders on the server with Magic UI’s defaults around its children', () => {
    const html = renderToString(
      <NeonGradientCard>
        <p>Hello</p>
      </NeonGradientCard>,
    )
    expect(html).toContain('--neon-border-size:2px')
    expect(html).toContain('--neon-border-radius:20px')
    expect(html).toContain('--neon-content-radius:18px')
    expect(html).toContain('--neon-first-color:#ff00aa')
    expect(html).toContain('--neon-second-color:#00FFF1')
    expect(html).toContain('<p>Hello</p>')
    expect(html.match(/animate-neon-gradient-card/g)).toHaveLength(2)
  })

  it('hydrates without errors', async () => {
    expect(await hydrationErrors(<NeonGradientCard borderSize={5}>Hydrate</NeonGradientCard>)).toEqual([])
  })

  it('turns borderSize, borderRadius and neonColors into the variables its layers read', () => {
    const { container } = render(
      <NeonGradientCard borderSize={4} borderRadius={12} neonColors={{ firstColor: 'red', secondColor: 'blue' }} />,
    )
    const style = card(container).style
    expect(style.getPropertyValue('--neon-border-size')).toBe('4px')
    expect(style.getPropertyValue('--neon-border-radius')).toBe('12px')
    expect(style.getPropertyValue('--neon-content-radius')).toBe('8px')
    expect(style.getPropertyValue('--neon-first-color')).toBe('red')
    expect(style.getPropertyValue('--neon-second-color')).toBe('blue')
    // A border thicker than the radius leaves square inner corners rather than a negative radius.
    cleanup()
    const thick = card(render(<NeonGradientCard borderSize={30} borderRadius={20} />).container)
    expect(thick.style.getPropertyValue('--neon-content-radius')).toBe('0px')
  })

  it('gives children to the content and className, style, other props and its ref to the card', () => {
    const ref = React.createRef<HTMLDivElement>()
    const { container } = render(
      <NeonGradientCard ref={ref} className="max-w-sm" style={{ marginTop: 8 }} data-testid="neon" aria-label="Plan">
        <button type="button">Choose</button>
      </NeonGradientCard>,
    )
    const element = card(container)
    expect(ref.current).toBe(element)
    expect(element.className).toContain('max-w-sm')
    expect(element.style.marginTop).toBe('8px')
    expect(element.dataset.testid).toBe('neon')
    expect(screen.getByLabelText('Plan')).toBe(element)
    const content = container.querySelector('[data-slot="neon-gradient-card-content"]')
    expect(content?.contains(screen.getByRole('button', { name: 'Choose' }))).toBe(true)
  })

  it('keeps its border and glow decorative, behind the content, the glow blurred by a third of the card', () => {
    const { container } = render(<NeonGradientCard>Text</NeonGradientCard>)
    const layers = container.querySelector<HTMLElement>('[data-slot="neon-gradient-card-layers"]')
    expect(layers?.getAttribute('aria-hidden')).toBe('true')
    expect(layers?.className).toContain('pointer-events-none')
    expect(layers?.className).toContain('-z-10')
    expect(layers?.className).toContain('-inset-(--neon-border-size)')
    const glow = container.querySelector<HTMLElement>('[data-slot="neon-gradient-card-glow"]')
    expect(glow?.style.filter).toBe('blur(calc((100cqw - 2 * var(--neon-border-size)) / 3))')
    expect(drifting(container)).toHaveLength(2)
  })

  it('pauses while off screen or while the tab is hidden', () => {
    const viewport = installIntersectionObserver()
    const { container } = render(<NeonGradientCard>Text</NeonGradientCard>)
    const element = card(container)
    for (const layer of drifting(container)) expect(layer.className).not.toContain(paused)
    viewport.setIntersecting(element, false)
    expect(element.hasAttribute('data-paused')).toBe(true)
    for (const layer of drifting(container)) expect(layer.className).toContain(paused)
    viewport.setIntersecting(element, true)
    for (const layer of drifting(container)) expect(layer.className).not.toContain(paused)
    setTabHidden(true)
    for (const layer of drifting(container)) expect(layer.className).toContain(paused)
    setTabHidden(false)
    for (const layer of drifting(container)) expect(layer.className).not.toContain(paused)
  })

  it('holds a still gradient border for visitors who prefer reduced motion', () => {
    installMediaQueries()
    const viewport = installIntersectionObserver()
    const { container } = render(<NeonGradientCard>Text</NeonGradientCard>)
    for (const layer of drifting(container)) expect(layer.className).toContain('motion-reduce:animate-none')
    act(() => setMediaPreference('reduce', true))
    expect(card(container).hasAttribute('data-reduced-motion')).toBe(true)
    expect(drifting(container)).toHaveLength(2)
    for (const layer of drifting(container)) {
      expect(layer.className).not.toContain('animate-neon-gradient-card')
      expect(layer.className).toContain('linear-gradient(0deg,var(--neon-first-color),var(--neon-second-color))')
    }
    expect(viewport.observed()).toEqual([])
  })

  it('ships its keyframes with Magic UI’s timing, moving the gradient by transform only', () => {
    expect(meta.cssVars.theme['animate-neon-gradient-card']).toBe('neon-gradient-card-drift 3s ease infinite alternate')
    expect(meta.css['@keyframes neon-gradient-card-drift']).toEqual({
      from: { transform: 'translateY(0)' },
      to: { transform: 'translateY(-50%)' },
    })
  })

  it('documents Magic UI’s props in their order with their defaults', () => {
    expect(meta.props.NeonGradientCard.map((prop) => prop.name)).toEqual([
      'className',
      'children',
      'borderSize',
      'borderRadius',
      'neonColors',
    ])
    const defaults = Object.fromEntries(
      meta.props.NeonGradientCard.map((prop) => [prop.name, 'default' in prop ? prop.default : undefined]),
    )
    expect(defaults).toMatchObject({
      borderSize: '2',
      borderRadius: '20',
      neonColors: "{ firstColor: '#ff00aa', secondColor: '#00FFF1' }",
    })
  })
})
