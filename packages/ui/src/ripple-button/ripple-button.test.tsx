// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  expectButtonBasics,
  hydrationErrors,
  installMediaQueries,
  resetMediaPreferences,
  setMediaPreference,
} from '../test-support'
import { RippleButton } from './ripple-button'
import meta from './ripple-button.meta'

beforeEach(() => installMediaQueries())
afterEach(() => {
  cleanup()
  resetMediaPreferences()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const ripples = (container: HTMLElement) => [
  ...container.querySelectorAll<HTMLElement>('[data-slot="ripple-button-ripple"]'),
]

function placeButton(button: HTMLElement) {
  vi.spyOn(button, 'getBoundingClientRect').mockReturnValue({
    left: 100,
    top: 50,
    width: 120,
    height: 40,
    right: 220,
    bottom: 90,
    x: 100,
    y: 50,
    toJSON: () => ({}),
  })
}

describe('RippleButton', () => {
  it('is a real button: type "button" unless told, props and ref passed on, keyboard-activated, inert when disabled', () => {
    expectButtonBasics(RippleButton)
  })

  it('starts a ripple where the pointer pressed, calls onClick, and removes the ripple after its duration', () => {
    vi.useFakeTimers()
    const onClick = vi.fn()
    const { container } = render(
      <RippleButton onClick={onClick} rippleColor="#ff0000" duration="0.5s">
        Go
      </RippleButton>,
    )
    const button = screen.getByRole('button')
    placeButton(button)
    fireEvent.click(button, { detail: 1, clientX: 130, clientY: 60 })
    expect(onClick).toHaveBeenCalledTimes(1)
    const [ripple] = ripples(container)
    expect(ripple?.style.left).toBe('30px')
    expect(ripple?.style.top).toBe('10px')
    expect(Number.parseFloat(ripple?.style.width ?? '')).toBeCloseTo(Math.hypot(120, 40), 3)
    expect(ripple?.style.backgroundColor).toBe('#ff0000')
    expect(ripple?.style.getPropertyValue('--ripple-button-duration')).toBe('0.5s')
    expect(ripple?.className).toContain('animate-ripple-button')
    expect(ripple?.parentElement?.getAttribute('aria-hidden')).toBe('true')

    fireEvent.click(button, { detail: 1, clientX: 200, clientY: 80 })
    expect(ripples(container)).toHaveLength(2)
    act(() => vi.advanceTimersByTime(499))
    expect(ripples(container)).toHaveLength(2)
    act(() => vi.advanceTimersByTime(1))
    expect(ripples(container)).toHaveLength(0)
  })

  it('uses 600ms and white by default', () => {
    vi.useFakeTimers()
    const { container } = render(<RippleButton>Go</RippleButton>)
    fireEvent.click(screen.getByRole('button'), { detail: 1 })
    const [ripple] = ripples(container)
    expect(ripple?.style.backgroundColor).toBe('#ffffff')
    expect(ripple?.style.getPropertyValue('--ripple-button-duration')).toBe('600ms')
    act(() => vi.advanceTimersByTime(599))
    expect(ripples(container)).toHaveLength(1)
    act(() => vi.advanceTimersByTime(1))
    expect(ripples(container)).toHaveLength(0)
  })

  it('ripples from the centre when pressed from the keyboard', () => {
    const onClick = vi.fn()
    const { container } = render(<RippleButton onClick={onClick}>Go</RippleButton>)
    const button = screen.getByRole('button')
    placeButton(button)
    button.focus()
    expect(document.activeElement).toBe(button)
    // Enter and Space on a focused button fire a click without a pointer: detail 0, no coordinates.
    fireEvent.click(button, { detail: 0 })
    expect(onClick).toHaveBeenCalledTimes(1)
    const [ripple] = ripples(container)
    expect(ripple?.style.left).toBe('60px')
    expect(ripple?.style.top).toBe('20px')
  })

  it('does nothing while disabled', () => {
    const onClick = vi.fn()
    const { container } = render(
      <RippleButton disabled onClick={onClick}>
        Go
      </RippleButton>,
    )
    const button = screen.getByRole('button') as HTMLButtonElement
    expect(button.disabled).toBe(true)
    expect(button.className).toContain('disabled:opacity-50')
    fireEvent.click(button, { detail: 1 })
    expect(onClick).not.toHaveBeenCalled()
    expect(ripples(container)).toHaveLength(0)
  })

  it('makes no ripples for visitors who prefer reduced motion, but still clicks', () => {
    setMediaPreference('reduce', true)
    const onClick = vi.fn()
    const { container } = render(<RippleButton onClick={onClick}>Go</RippleButton>)
    fireEvent.click(screen.getByRole('button'), { detail: 1 })
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(ripples(container)).toHaveLength(0)
    act(() => setMediaPreference('reduce', false))
    fireEvent.click(screen.getByRole('button'), { detail: 1 })
    expect(ripples(container)).toHaveLength(1)
  })

  it('clears pending removals when unmounted', () => {
    vi.useFakeTimers()
    const { unmount } = render(<RippleButton>Go</RippleButton>)
    fireEvent.click(screen.getByRole('button'), { detail: 1 })
    expect(vi.getTimerCount()).toBe(1)
    unmount()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('ships its own prefixed keyframes', () => {
    expect(meta.cssVars.theme['animate-ripple-button']).toBe(
      'ripple-button-spread var(--ripple-button-duration) ease-out both',
    )
    expect(meta.css['@keyframes ripple-button-spread']).toEqual({
      from: { scale: '0', opacity: '0.35' },
      to: { scale: '2', opacity: '0' },
    })
  })

  it('renders on the server and hydrates without errors', async () => {
    const html = renderToString(<RippleButton>Server</RippleButton>)
    expect(html).toContain('data-slot="ripple-button"')
    expect(html).toContain('type="button"')
    expect(html).toContain('Server')
    expect(await hydrationErrors(<RippleButton rippleColor="#38bdf8">Hydrate</RippleButton>)).toEqual([])
  })
})
