// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react'
import * as React from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { hydrationErrors, installMediaQueries, resetMediaPreferences, setMediaPreference } from '../test-support'
import { ScrollProgress, type ScrollProgressProps } from './scroll-progress'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  resetMediaPreferences()
})

/** Gives an element a scroll size (happy-dom lays nothing out) and scrolls it to `top`. */
function scroll(element: HTMLElement, top: number) {
  Object.defineProperty(element, 'scrollHeight', { configurable: true, value: 1000 })
  Object.defineProperty(element, 'clientHeight', { configurable: true, value: 200 })
  Object.defineProperty(element, 'scrollTop', { configurable: true, value: top })
  fireEvent.scroll(element)
}

function Panel(props: ScrollProgressProps) {
  const panel = React.useRef<HTMLDivElement>(null)
  return (
    <div>
      <ScrollProgress {...props} container={panel} />
      <div ref={panel} data-testid="panel" />
    </div>
  )
}

const scaleOf = (bar: HTMLElement | null) => Number(/scaleX\(([\d.]+)\)/.exec(bar?.style.transform ?? '')?.[1] ?? 1)

describe('ScrollProgress', () => {
  it('is a decorative bar fixed to the top of the page, empty before any scroll', () => {
    const { container } = render(<ScrollProgress />)
    const bar = container.querySelector<HTMLElement>('[data-slot="scroll-progress"]')
    expect(bar?.getAttribute('aria-hidden')).toBe('true')
    expect(bar?.className).toContain('fixed')
    expect(bar?.className).toContain('origin-left')
    expect(bar?.style.transform).toBe('scaleX(0)')
  })

  it('takes classes and div attributes, and lets a caller expose it', () => {
    const { container } = render(
      <ScrollProgress className="absolute h-1" id="reading" aria-hidden={false} role="progressbar" aria-label="Read" />,
    )
    const bar = container.querySelector<HTMLElement>('[data-slot="scroll-progress"]')
    expect(bar?.className).toContain('absolute')
    expect(bar?.className).not.toContain('fixed')
    expect(bar?.id).toBe('reading')
    expect(bar?.getAttribute('aria-hidden')).toBe('false')
    expect(bar?.getAttribute('role')).toBe('progressbar')
  })

  it('fills as the container scrolls', async () => {
    const { container, getByTestId } = render(<Panel />)
    const bar = container.querySelector<HTMLElement>('[data-slot="scroll-progress"]')
    scroll(getByTestId('panel'), 400)
    await waitFor(() => expect(scaleOf(bar)).toBeCloseTo(0.5, 2), { timeout: 5000 })
    scroll(getByTestId('panel'), 800)
    await waitFor(() => expect(scaleOf(bar)).toBeCloseTo(1, 2), { timeout: 5000 })
  })

  it('follows the page by default', async () => {
    const { container } = render(<ScrollProgress />)
    const bar = container.querySelector<HTMLElement>('[data-slot="scroll-progress"]')
    const page = document.documentElement
    Object.defineProperty(page, 'scrollHeight', { configurable: true, value: 2000 })
    Object.defineProperty(page, 'clientHeight', { configurable: true, value: 1000 })
    Object.defineProperty(page, 'scrollTop', { configurable: true, value: 250 })
    fireEvent.scroll(window)
    await waitFor(() => expect(scaleOf(bar)).toBeCloseTo(0.25, 2), { timeout: 5000 })
  })

  it('tracks the scroll position exactly, without the spring, under reduced motion', async () => {
    installMediaQueries()
    const { container, getByTestId } = render(<Panel />)
    act(() => setMediaPreference('reduce', true))
    const bar = container.querySelector<HTMLElement>('[data-slot="scroll-progress"]')
    const seen: number[] = []
    const observer = new MutationObserver(() => seen.push(scaleOf(bar)))
    if (bar) observer.observe(bar, { attributes: true, attributeFilter: ['style'] })
    scroll(getByTestId('panel'), 400)
    await waitFor(() => expect(scaleOf(bar)).toBe(0.5), { timeout: 5000 })
    observer.disconnect()
    // One step straight to the answer: no spring frames in between.
    expect(seen.filter((scale) => scale > 0 && scale < 0.5)).toEqual([])
  })

  it('renders on the server and hydrates without warnings', async () => {
    expect(renderToString(<ScrollProgress />)).toContain('scaleX(0)')
    expect(await hydrationErrors(<ScrollProgress />)).toEqual([])
  })
})
