// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { hydrationErrors, installMediaQueries, resetMediaPreferences, setMediaPreference } from '../test-support'
import { CoolMode, type CoolModeProps } from './cool-mode'
import meta from './cool-mode.meta'

/** Frames run only when a test says so. */
const frames = new Map<number, FrameRequestCallback>()
let nextFrame = 0
let clock = 0

function step(count = 1) {
  act(() => {
    for (let i = 0; i < count; i++) {
      const callbacks = [...frames.values()]
      frames.clear()
      clock += 1000 / 60
      for (const callback of callbacks) callback(clock)
    }
  })
}

beforeEach(() => {
  installMediaQueries()
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    nextFrame += 1
    frames.set(nextFrame, callback)
    return nextFrame
  })
  vi.stubGlobal('cancelAnimationFrame', (handle: number) => frames.delete(handle))
})

afterEach(() => {
  cleanup()
  frames.clear()
  resetMediaPreferences()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const layer = () => document.querySelector<HTMLElement>('[data-slot="cool-mode-layer"]')
const particles = () => [...(layer()?.children ?? [])] as HTMLElement[]
const press = { button: 0, pointerType: 'mouse', clientX: 120, clientY: 300 }

function renderButton(props: Partial<CoolModeProps> = {}) {
  render(
    <CoolMode {...props}>
      <button type="button">Click me</button>
    </CoolMode>,
  )
  return screen.getByRole('button', { name: 'Click me' })
}

describe('CoolMode', () => {
  it('only wraps its child until the visitor presses it: no layer, no frames', () => {
    const button = renderButton()
    expect(button.parentElement?.dataset.slot).toBe('cool-mode')
    expect(layer()).toBeNull()
    expect(frames.size).toBe(0)
  })

  it('sprays particles from the pointer while pressed, moved by transform in a decorative layer', () => {
    const button = renderButton()
    fireEvent.pointerDown(button, press)
    step(10)
    expect(layer()?.getAttribute('aria-hidden')).toBe('true')
    expect(layer()?.style.position).toBe('fixed')
    expect(layer()?.style.pointerEvents).toBe('none')
    const count = particles().length
    expect(count).toBeGreaterThanOrEqual(4)
    expect(particles()[0]?.style.transform).toMatch(/^translate3d\(.+\) rotate\(.+deg\)$/)
    expect(particles()[0]?.querySelector('circle')).not.toBeNull()
    fireEvent.pointerUp(button, press)
    step(5)
    expect(particles().length).toBeLessThanOrEqual(count)
  })

  it('lets every particle fall away, then stops its frame loop and removes the layer', () => {
    const button = renderButton()
    fireEvent.pointerDown(button, press)
    step(6)
    // pointerleave does not bubble: the wrapper gets its own when the pointer leaves it.
    fireEvent.pointerLeave(button.parentElement as HTMLElement, press)
    expect(particles().length).toBeGreaterThan(0)
    step(400)
    expect(particles().length).toBe(0)
    expect(layer()).toBeNull()
    expect(frames.size).toBe(0)
  })

  it('keeps no more than particleCount in the air and honours size', () => {
    const button = renderButton({ options: { particleCount: 3, size: 18 } })
    fireEvent.pointerDown(button, press)
    step(30)
    expect(particles().length).toBe(3)
    expect(particles().every((p) => p.style.width === '18px')).toBe(true)
  })

  it('removes every particle, frame and listener when it unmounts mid-flight', () => {
    const added = vi.spyOn(HTMLElement.prototype, 'addEventListener')
    const removed = vi.spyOn(HTMLElement.prototype, 'removeEventListener')
    const result = render(
      <CoolMode>
        <button type="button">Click me</button>
      </CoolMode>,
    )
    const button = screen.getByRole('button')
    const host = button.parentElement as HTMLElement
    fireEvent.pointerDown(button, press)
    step(8)
    expect(particles().length).toBeGreaterThan(0)
    expect(frames.size).toBe(1)
    result.unmount()
    expect(layer()).toBeNull()
    expect(document.body.querySelectorAll('svg').length).toBe(0)
    expect(frames.size).toBe(0)
    const on = added.mock.contexts.filter((context) => context === host).length
    const off = removed.mock.contexts.filter((context) => context === host).length
    expect(on).toBeGreaterThan(0)
    expect(off).toBe(on)
    host.dispatchEvent(new PointerEvent('pointerdown', press))
    step(5)
    expect(layer()).toBeNull()
  })

  it('takes only its own particles and window listener with it when another element keeps the layer', () => {
    const windowAdded = vi.spyOn(window, 'addEventListener')
    const windowRemoved = vi.spyOn(window, 'removeEventListener')
    const first = render(
      <CoolMode options={{ particle: 'A' }}>
        <button type="button">One</button>
      </CoolMode>,
    )
    render(
      <CoolMode options={{ particle: 'B' }}>
        <button type="button">Two</button>
      </CoolMode>,
    )
    fireEvent.pointerDown(screen.getByRole('button', { name: 'One' }), press)
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Two' }), press)
    step(8)
    expect(particles().some((p) => p.textContent === 'A')).toBe(true)
    const blurListener = windowAdded.mock.calls.filter(([type]) => type === 'blur').length
    first.unmount()
    expect(layer()).not.toBeNull()
    expect(particles().length).toBeGreaterThan(0)
    expect(particles().every((p) => p.textContent === 'B')).toBe(true)
    expect(windowRemoved.mock.calls.filter(([type]) => type === 'blur').length).toBe(1)
    expect(blurListener).toBe(2)
    expect(frames.size).toBe(1)
  })

  it('shares one layer between elements and keeps it until the last particle is gone', () => {
    render(
      <>
        <CoolMode>
          <button type="button">One</button>
        </CoolMode>
        <CoolMode>
          <button type="button">Two</button>
        </CoolMode>
      </>,
    )
    fireEvent.pointerDown(screen.getByRole('button', { name: 'One' }), press)
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Two' }), press)
    step(5)
    expect(document.querySelectorAll('[data-slot="cool-mode-layer"]').length).toBe(1)
    fireEvent.pointerUp(screen.getByRole('button', { name: 'One' }), press)
    step(400)
    expect(layer()).not.toBeNull()
    fireEvent.pointerUp(screen.getByRole('button', { name: 'Two' }), press)
    step(400)
    expect(layer()).toBeNull()
  })

  it('sends a burst from the centre when activated from the keyboard', () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 100, y: 100, width: 100, height: 40 }),
    )
    const button = renderButton({ options: { size: 20 } })
    fireEvent.click(button, { detail: 1 })
    expect(layer()).toBeNull()
    fireEvent.click(button, { detail: 0 })
    expect(particles().length).toBe(12)
    expect(particles()[0]?.style.transform).toContain('translate3d(140px, 110px, 0')
  })

  it('launches nothing under reduced motion unless the caller opts in', () => {
    setMediaPreference('reduce', true)
    const button = renderButton()
    fireEvent.pointerDown(button, press)
    fireEvent.click(button, { detail: 0 })
    step(10)
    expect(layer()).toBeNull()
    expect(frames.size).toBe(0)
    cleanup()
    const loud = renderButton({ respectReducedMotion: false })
    fireEvent.pointerDown(loud, press)
    step(3)
    expect(particles().length).toBeGreaterThan(0)
  })

  it('shows emoji as text and URLs as images, never parsing a particle as HTML', () => {
    const emoji = renderButton({ options: { particle: '🎉', size: 20 } })
    fireEvent.click(emoji, { detail: 0 })
    expect(particles()[0]?.textContent).toBe('🎉')
    cleanup()
    const image = renderButton({ options: { particle: '/avatar.png' } })
    fireEvent.click(image, { detail: 0 })
    expect(particles()[0]?.querySelector('img')?.getAttribute('src')).toBe('/avatar.png')
    expect(particles()[0]?.querySelector('img')?.getAttribute('alt')).toBe('')
    cleanup()
    const markup = renderButton({ options: { particle: '<img src=x onerror=alert(1)>' } })
    fireEvent.click(markup, { detail: 0 })
    expect(particles()[0]?.querySelector('img')).toBeNull()
    expect(particles()[0]?.textContent).toBe('<img src=x onerror=alert(1)>')
  })

  it('uses speedHorz and speedUp as fixed speeds', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.9)
    const button = renderButton({ options: { size: 20, speedHorz: 4, speedUp: 10 } })
    fireEvent.pointerDown(button, { ...press, clientX: 110, clientY: 310 })
    // Spawned at (100, 300) and moved one frame: left by speedHorz (direction 1), up by speedUp.
    step(1)
    expect(particles()[0]?.style.transform).toContain('translate3d(96px, 290px, 0')
  })

  it('renders on the server and hydrates without warnings', async () => {
    const node = (
      <CoolMode>
        <button type="button">Go</button>
      </CoolMode>
    )
    expect(renderToString(node)).toBe('<span data-slot="cool-mode"><button type="button">Go</button></span>')
    expect(await hydrationErrors(node)).toEqual([])
  })

  it('documents Magic UI’s options in their order', () => {
    expect(meta.props.CoolMode.map((prop) => prop.name).slice(0, 5)).toEqual([
      'particle',
      'size',
      'particleCount',
      'speedHorz',
      'speedUp',
    ])
  })
})
