// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react'
import * as React from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { hydrationErrors } from '../test-support'
import { SmoothCursor, type SmoothCursorProps } from './smooth-cursor'

const media = { reduce: false, fine: true }
const listeners = new Set<() => void>()
function setMedia(next: Partial<typeof media>) {
  Object.assign(media, next)
  for (const listener of listeners) listener()
}

beforeEach(() => {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        media: query,
        get matches() {
          if (query.includes('prefers-reduced-motion')) return media.reduce
          if (query.includes('any-pointer: fine')) return media.fine
          return false
        },
        addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  )
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  media.reduce = false
  media.fine = true
  listeners.clear()
  document.documentElement.className = ''
})

const html = () => document.documentElement
const cursorOf = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-slot="smooth-cursor"]')

function mouseMove(target: EventTarget, clientX: number, clientY: number, timeStamp?: number) {
  const event = new PointerEvent('pointermove', { bubbles: true, pointerType: 'mouse', clientX, clientY })
  if (timeStamp !== undefined) Object.defineProperty(event, 'timeStamp', { value: timeStamp })
  act(() => {
    target.dispatchEvent(event)
  })
}

function Scoped() {
  const area = React.useRef<HTMLDivElement>(null)
  return (
    <div ref={area} data-testid="area">
      <SmoothCursor container={area} />
    </div>
  )
}

function renderCursor(props: SmoothCursorProps = {}) {
  const result = render(<SmoothCursor {...props} />)
  return { ...result, cursor: () => cursorOf(result.container) }
}

describe('SmoothCursor', () => {
  it('waits for a moving mouse before it shows and hides the system cursor', async () => {
    const { cursor } = renderCursor()
    expect(cursor()?.dataset.state).toBe('hidden')
    expect(cursor()?.getAttribute('aria-hidden')).toBe('true')
    expect(html().className).toBe('')
    mouseMove(window, 100, 50)
    expect(cursor()?.dataset.state).toBe('visible')
    expect(html().classList.contains('cursor-none!')).toBe(true)
    expect(html().classList.contains('**:cursor-none!')).toBe(true)
    // It appears where the mouse is instead of flying in from the corner.
    await waitFor(() => expect(cursor()?.style.transform).toContain('translateX(100px) translateY(50px)'))
  })

  it('gives the system cursor back on any key, on leaving the page and when the window loses focus', () => {
    const { cursor } = renderCursor()
    mouseMove(window, 10, 10)
    fireEvent.keyDown(document.body, { key: 'Tab' })
    expect(cursor()?.dataset.state).toBe('hidden')
    expect(html().className).toBe('')
    mouseMove(window, 12, 10)
    expect(cursor()?.dataset.state).toBe('visible')
    fireEvent.pointerLeave(html(), { pointerType: 'mouse' })
    expect(html().className).toBe('')
    mouseMove(window, 14, 10)
    act(() => {
      window.dispatchEvent(new Event('blur'))
    })
    expect(cursor()?.dataset.state).toBe('hidden')
    expect(html().className).toBe('')
  })

  it('ignores touch and puts itself away when a finger touches the screen', () => {
    const { cursor } = renderCursor()
    fireEvent.pointerMove(window, { pointerType: 'touch', clientX: 5, clientY: 5 })
    expect(cursor()?.dataset.state).toBe('hidden')
    mouseMove(window, 10, 10)
    fireEvent.pointerDown(window, { pointerType: 'touch' })
    expect(cursor()?.dataset.state).toBe('hidden')
    expect(html().className).toBe('')
  })

  it('renders nothing and leaves the cursor alone on touch-only devices and under reduced motion', () => {
    media.fine = false
    const { cursor } = renderCursor()
    expect(cursor()).toBeNull()
    mouseMove(window, 10, 10)
    expect(html().className).toBe('')
    act(() => setMedia({ fine: true }))
    expect(cursor()).not.toBeNull()
    mouseMove(window, 10, 10)
    expect(html().className).not.toBe('')
    act(() => setMedia({ reduce: true }))
    expect(cursor()).toBeNull()
    expect(html().className).toBe('')
  })

  it('turns to face the way the mouse moves', async () => {
    const { cursor } = renderCursor()
    mouseMove(window, 100, 100, 1000)
    mouseMove(window, 140, 100, 1010)
    await waitFor(
      () => {
        const angle = Number(/rotate\((-?[\d.]+)deg\)/.exec(cursor()?.style.transform ?? '')?.[1])
        expect(angle).toBeCloseTo(90, 0)
      },
      { timeout: 5000 },
    )
  })

  it('with a container, answers the mouse only there and hides the cursor only there', () => {
    const { getByTestId, container } = render(<Scoped />)
    const area = getByTestId('area')
    mouseMove(window, 10, 10)
    expect(cursorOf(container)?.dataset.state).toBe('hidden')
    mouseMove(area, 10, 10)
    expect(cursorOf(container)?.dataset.state).toBe('visible')
    expect(area.classList.contains('cursor-none!')).toBe(true)
    expect(html().className).toBe('')
    fireEvent.pointerLeave(area, { pointerType: 'mouse' })
    expect(area.className).toBe('')
  })

  it('draws a custom cursor and the caller’s classes', () => {
    const { cursor } = renderCursor({ cursor: <span>ring</span>, className: 'z-10' })
    expect(cursor()?.textContent).toBe('ring')
    expect(cursor()?.className).toContain('z-10')
    expect(cursor()?.className).not.toContain('z-[100]')
  })

  it('takes springConfig, whole or in part, without complaint', () => {
    const { cursor, rerender } = renderCursor({
      springConfig: { damping: 30, stiffness: 200, mass: 0.5, restDelta: 0.01 },
    })
    rerender(<SmoothCursor springConfig={{ stiffness: 600 }} />)
    expect(cursor()).not.toBeNull()
  })

  it('restores the system cursor on unmount', () => {
    const { unmount } = renderCursor()
    mouseMove(window, 10, 10)
    expect(html().className).not.toBe('')
    unmount()
    expect(html().className).toBe('')
  })

  it('renders nothing on the server and hydrates without warnings', async () => {
    expect(renderToString(<SmoothCursor />)).toBe('')
    expect(await hydrationErrors(<SmoothCursor />)).toEqual([])
  })
})
