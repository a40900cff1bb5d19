// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  expectButtonBasics,
  hydrationErrors,
  installIntersectionObserver,
  installMediaQueries,
  resetMediaPreferences,
  setMediaPreference,
  setTabHidden,
} from '../test-support'
import { PulsatingButton } from './pulsating-button'
import meta from './pulsating-button.meta'

beforeEach(() => installMediaQueries())
afterEach(() => {
  cleanup()
  setTabHidden(false)
  resetMediaPreferences()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const paused = '[animation-play-state:paused]'
const pulse = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-slot="pulsating-button-pulse"]')

describe('PulsatingButton', () => {
  it('is a real button: type "button" unless told, props and ref passed on, keyboard-activated, inert when disabled', () => {
    expectButtonBasics(PulsatingButton)
  })

  it('calls a callback ref with the button', () => {
    const calls: Array<HTMLButtonElement | null> = []
    render(<PulsatingButton ref={(node) => void calls.push(node)}>Join</PulsatingButton>)
    expect(calls[0]).toBe(screen.getByRole('button'))
  })

  it('defaults to a 1.5s pulse reaching 8px in the button colour, keeping the caller’s style', () => {
    const { container } = render(<PulsatingButton style={{ marginTop: 4 }}>Join</PulsatingButton>)
    const button = screen.getByRole('button')
    expect(button.style.getPropertyValue('--pulsating-button-duration')).toBe('1.5s')
    expect(button.style.getPropertyValue('--pulsating-button-distance')).toBe('8px')
    expect(button.style.getPropertyValue('--pulsating-button-color')).toBe('')
    expect(button.style.marginTop).toBe('4px')
    expect(button.dataset.variant).toBe('pulse')
    expect(pulse(container)?.className).toContain('animate-pulsating-button-pulse')
    expect(pulse(container)?.getAttribute('aria-hidden')).toBe('true')
  })

  it('takes its colour, duration, distance and variant from its props', () => {
    const { container } = render(
      <PulsatingButton pulseColor="#f472b6" duration="2s" distance="12px" variant="ripple">
        Join
      </PulsatingButton>,
    )
    const button = screen.getByRole('button')
    expect(button.style.getPropertyValue('--pulsating-button-color')).toBe('#f472b6')
    expect(button.style.getPropertyValue('--pulsating-button-duration')).toBe('2s')
    expect(button.style.getPropertyValue('--pulsating-button-distance')).toBe('12px')
    expect(pulse(container)?.className).toContain('animate-pulsating-button-ripple')
    expect(pulse(container)?.className).not.toContain('animate-pulsating-button-pulse')
    // With a colour of its own there is nothing to measure.
    expect(button.style.getPropertyValue('--pulsating-button-bg')).toBe('')
  })

  it('without pulseColor, pulses in the background colour the button actually has', () => {
    render(<PulsatingButton style={{ backgroundColor: 'rgb(14, 165, 233)' }}>Join</PulsatingButton>)
    const button = screen.getByRole('button')
    expect(button.style.getPropertyValue('--pulsating-button-bg')).toBe('rgb(14, 165, 233)')
  })

  it('pauses while off screen or in a hidden tab', () => {
    const viewport = installIntersectionObserver()
    const { container } = render(<PulsatingButton>Join</PulsatingButton>)
    const button = screen.getByRole('button')
    expect(pulse(container)?.className).not.toContain(paused)
    viewport.setIntersecting(button, false)
    expect(pulse(container)?.className).toContain(paused)
    expect(button.hasAttribute('data-paused')).toBe(true)
    viewport.setIntersecting(button, true)
    expect(pulse(container)?.className).not.toContain(paused)
    setTabHidden(true)
    expect(pulse(container)?.className).toContain(paused)
    setTabHidden(false)
    expect(pulse(container)?.className).not.toContain(paused)
  })

  it('stops pulsing for visitors who prefer reduced motion', () => {
    const { container } = render(<PulsatingButton variant="ripple">Join</PulsatingButton>)
    expect(pulse(container)?.className).toContain('motion-reduce:animate-none')
    act(() => setMediaPreference('reduce', true))
    expect(pulse(container)?.className).not.toMatch(/animate-pulsating-button/)
    expect(screen.getByRole('button').hasAttribute('data-paused')).toBe(true)
    act(() => setMediaPreference('reduce', false))
    expect(pulse(container)?.className).toContain('animate-pulsating-button-ripple')
  })

  it('ships both animations with keyframe names of its own', () => {
    expect(meta.cssVars.theme).toMatchObject({
      'animate-pulsating-button-pulse': 'pulsating-button-pulse var(--pulsating-button-duration) ease-out infinite',
      'animate-pulsating-button-ripple': 'pulsating-button-ripple var(--pulsating-button-duration) ease-out infinite',
    })
    expect(Object.keys(meta.css)).toEqual(['@keyframes pulsating-button-pulse', '@keyframes pulsating-button-ripple'])
    expect(meta.css['@keyframes pulsating-button-pulse']['50%']['box-shadow']).toContain(
      'var(--pulsating-button-distance)',
    )
  })

  it('renders on the server and hydrates without errors', async () => {
    const html = renderToString(<PulsatingButton>Server</PulsatingButton>)
    expect(html).toContain('data-slot="pulsating-button"')
    expect(html).toContain('type="button"')
    expect(html).toContain('animate-pulsating-button-pulse')
    expect(html).toContain('--pulsating-button-duration:1.5s')
    expect(await hydrationErrors(<PulsatingButton pulseColor="#38bdf8">Hydrate</PulsatingButton>)).toEqual([])
    expect(await hydrationErrors(<PulsatingButton>Hydrate</PulsatingButton>)).toEqual([])
  })
})
