// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  hydrationErrors,
  installMediaQueries,
  resetMediaPreferences,
  setMediaPreference,
  setTabHidden,
} from '../test-support'
import { MagicCard, type MagicCardProps } from './magic-card'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  resetMediaPreferences()
  setTabHidden(false)
})

function renderCard(props: Partial<MagicCardProps> = {}) {
  const result = render(
    <MagicCard {...props}>
      <p>Hello</p>
    </MagicCard>,
  )
  const card = result.container.querySelector<HTMLElement>('[data-slot="magic-card"]')
  if (!card) throw new Error('no card')
  vi.spyOn(card, 'getBoundingClientRect').mockReturnValue({ left: 100, top: 50, width: 300, height: 200 } as DOMRect)
  const spotlight = () => card.querySelector<HTMLElement>('[data-slot="magic-card-spotlight"]')
  const position = () => [card.style.getPropertyValue('--magic-card-x'), card.style.getPropertyValue('--magic-card-y')]
  return { ...result, card, spotlight, position }
}

const mouse = { pointerType: 'mouse', clientX: 130, clientY: 90 }

describe('MagicCard', () => {
  it('renders at rest with Magic UI’s defaults, its light out of the card', () => {
    const { card, spotlight, position, getByText } = renderCard()
    expect(getByText('Hello')).toBeTruthy()
    expect(card.hasAttribute('data-active')).toBe(false)
    expect(position()).toEqual(['-420px', '-420px'])
    expect(spotlight()?.style.opacity).toBe('0')
    const border = card.querySelector<HTMLElement>('[data-slot="magic-card-border"]')
    expect(border?.style.background).toContain('200px circle')
    expect(border?.style.background).toContain('#9E7AFF')
    expect(border?.style.background).toContain('#FE8BBB')
    // No colour given: the spotlight takes the theme's, switched by dark mode in CSS.
    expect(card.style.getPropertyValue('--magic-card-spot')).toBe('')
    expect(card.className).toContain('dark:[--magic-card-spot:#262626]')
  })

  it('follows the mouse, relative to the card, and shows the spotlight', () => {
    const { card, spotlight, position } = renderCard()
    fireEvent.pointerEnter(card, mouse)
    expect(position()).toEqual(['30px', '40px'])
    expect(card.hasAttribute('data-active')).toBe(true)
    expect(spotlight()?.style.opacity).toBe('0.8')
    fireEvent.pointerMove(card, { ...mouse, clientX: 250, clientY: 60 })
    expect(position()).toEqual(['150px', '10px'])
    fireEvent.pointerLeave(card, mouse)
    expect(position()).toEqual(['-420px', '-420px'])
    expect(spotlight()?.style.opacity).toBe('0')
  })

  it('uses the colours and opacity it is given', () => {
    const { card, spotlight } = renderCard({ gradientColor: '#123456', gradientOpacity: 0.5, gradientSize: 120 })
    expect(card.style.getPropertyValue('--magic-card-spot')).toBe('#123456')
    fireEvent.pointerMove(card, mouse)
    expect(spotlight()?.style.opacity).toBe('0.5')
    expect(spotlight()?.style.background).toContain('120px circle')
  })

  it('ignores touch', () => {
    const { card, position } = renderCard()
    fireEvent.pointerEnter(card, { ...mouse, pointerType: 'touch' })
    fireEvent.pointerMove(card, { ...mouse, pointerType: 'touch' })
    expect(card.hasAttribute('data-active')).toBe(false)
    expect(position()).toEqual(['-420px', '-420px'])
  })

  it('stays at rest under reduced motion, and puts the light out when it is switched on', () => {
    installMediaQueries()
    const { card, position } = renderCard()
    fireEvent.pointerMove(card, mouse)
    expect(card.hasAttribute('data-active')).toBe(true)
    act(() => setMediaPreference('reduce', true))
    expect(card.hasAttribute('data-active')).toBe(false)
    expect(position()).toEqual(['-420px', '-420px'])
    fireEvent.pointerMove(card, mouse)
    expect(card.hasAttribute('data-active')).toBe(false)
  })

  it('puts the light out when the window loses focus or the tab is hidden', () => {
    const { card } = renderCard()
    fireEvent.pointerMove(card, mouse)
    act(() => {
      window.dispatchEvent(new Event('blur'))
    })
    expect(card.hasAttribute('data-active')).toBe(false)
    fireEvent.pointerMove(card, mouse)
    setTabHidden(true)
    expect(card.hasAttribute('data-active')).toBe(false)
  })

  it('shows a glowing orb under the mouse in orb mode', () => {
    const { card, spotlight } = renderCard({ mode: 'orb', glowOpacity: 0.6 })
    expect(spotlight()).toBeNull()
    const orb = card.querySelector<HTMLElement>('[data-slot="magic-card-orb"]')
    expect(orb?.style.opacity).toBe('0')
    expect(orb?.style.width).toBe('420px')
    expect(orb?.style.background).toContain('#ee4f27')
    fireEvent.pointerMove(card, mouse)
    expect(orb?.style.opacity).toBe('0.6')
  })

  it('hides its layers from screen readers, passes div props and runs the caller’s handlers', () => {
    const onPointerMove = vi.fn()
    const { card } = renderCard({ 'aria-label': 'Plan', onPointerMove, id: 'plan' })
    expect(card.id).toBe('plan')
    expect(card.getAttribute('aria-label')).toBe('Plan')
    const layers = [...card.children].slice(0, -1)
    expect(layers.length).toBe(3)
    for (const layer of layers) expect(layer.getAttribute('aria-hidden')).toBe('true')
    fireEvent.pointerMove(card, mouse)
    expect(onPointerMove).toHaveBeenCalledOnce()
  })

  it('renders on the server and hydrates without warnings', async () => {
    const card = (
      <MagicCard className="rounded-xl">
        <p>Server</p>
      </MagicCard>
    )
    const html = renderToString(card)
    expect(html).toContain('Server')
    expect(html).toContain('--magic-card-x:-420px')
    expect(await hydrationErrors(card)).toEqual([])
  })
})
