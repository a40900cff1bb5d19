// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react'
import { MotionGlobalConfig } from 'motion/react'
import * as React from 'react'
import { renderToString } from 'react-dom/server'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  hydrationErrors,
  installIntersectionObserver,
  installMediaQueries,
  resetMediaPreferences,
  setMediaPreference,
  setTabHidden,
} from '../test-support'
import { AnimatedList, AnimatedListItem } from './animated-list'

// The tests check which items are there, not frames, so motion jumps straight to each target. The
// one test that looks at the starting pose lets motion animate with its own frame loop: happy-dom's
// Web Animations reject when motion cancels them, so they are taken away for this file.
MotionGlobalConfig.skipAnimations = true
const waapi = Object.getOwnPropertyDescriptor(Element.prototype, 'animate')
beforeAll(() => {
  Reflect.deleteProperty(Element.prototype, 'animate')
})
afterAll(() => {
  if (waapi) Object.defineProperty(Element.prototype, 'animate', waapi)
})

beforeEach(() => {
  vi.useFakeTimers()
  installMediaQueries()
})
afterEach(() => {
  cleanup()
  setTabHidden(false)
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  resetMediaPreferences()
})

const items = ['One', 'Two', 'Three', 'Four']
const list = (props: Partial<React.ComponentProps<typeof AnimatedList>> = {}) => (
  <AnimatedList {...props}>
    {items.map((item) => (
      <p key={item}>{item}</p>
    ))}
  </AnimatedList>
)
const shown = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-slot="animated-list-item"]')].map((item) => item.textContent)
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))

describe('AnimatedList', () => {
  it('adds one item per second by default, newest on top, and stops after the last', () => {
    const { container } = render(list())
    expect(shown(container)).toEqual(['One'])
    advance(999)
    expect(shown(container)).toEqual(['One'])
    advance(1)
    expect(shown(container)).toEqual(['Two', 'One'])
    advance(2000)
    expect(shown(container)).toEqual(['Four', 'Three', 'Two', 'One'])
    advance(5000)
    expect(shown(container)).toHaveLength(4)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('follows the delay prop and passes className and props through', () => {
    const { container } = render(list({ delay: 250, className: 'custom', 'aria-label': 'Feed' }))
    const root = container.querySelector('[data-slot="animated-list"]')
    expect(root?.className).toContain('custom')
    expect(root?.getAttribute('aria-label')).toBe('Feed')
    expect(root?.getAttribute('role')).toBe('list')
    advance(250)
    expect(shown(container)).toEqual(['Two', 'One'])
    for (const item of container.querySelectorAll('[data-slot="animated-list-item"]'))
      expect(item.getAttribute('role')).toBe('listitem')
  })

  it('waits while off screen and carries on when it scrolls back', () => {
    const viewport = installIntersectionObserver()
    const { container } = render(list())
    const root = container.querySelector('[data-slot="animated-list"]')
    viewport.setIntersecting(root, false)
    expect(root?.hasAttribute('data-paused')).toBe(true)
    advance(5000)
    expect(shown(container)).toEqual(['One'])
    viewport.setIntersecting(root, true)
    expect(root?.hasAttribute('data-paused')).toBe(false)
    advance(1000)
    expect(shown(container)).toEqual(['Two', 'One'])
  })

  it('waits while the tab is hidden', () => {
    const { container } = render(list())
    setTabHidden(true)
    advance(3000)
    expect(shown(container)).toEqual(['One'])
    setTabHidden(false)
    advance(1000)
    expect(shown(container)).toEqual(['Two', 'One'])
  })

  it('shows every item at once, without motion, under reduced motion', () => {
    const viewport = installIntersectionObserver()
    setMediaPreference('reduce', true)
    const { container } = render(list())
    expect(shown(container)).toEqual(['Four', 'Three', 'Two', 'One'])
    // Plain items: motion sets no inline opacity or transform on them.
    for (const item of container.querySelectorAll<HTMLElement>('[data-slot="animated-list-item"]'))
      expect(item.getAttribute('style')).toBeNull()
    expect(viewport.observed()).toEqual([])
    expect(vi.getTimerCount()).toBe(0)
  })

  it('animates items in from a smaller, transparent pose', () => {
    MotionGlobalConfig.skipAnimations = false
    try {
      const { container } = render(list({ delay: 100 }))
      advance(100)
      const newest = container.querySelector<HTMLElement>('[data-slot="animated-list-item"]')
      expect(newest?.textContent).toBe('Two')
      expect(newest?.style.opacity).toBe('0')
      expect(newest?.style.transform).toContain('scale(0.7)')
    } finally {
      cleanup()
      MotionGlobalConfig.skipAnimations = true
    }
  })

  it('keys bare text children by position and accepts AnimatedListItem on its own', () => {
    const { container } = render(
      <AnimatedList delay={10}>
        {'alpha'}
        {'beta'}
      </AnimatedList>,
    )
    advance(10)
    expect(shown(container)).toEqual(['beta', 'alpha'])
    const single = render(<AnimatedListItem className="solo">x</AnimatedListItem>)
    expect(single.container.querySelector('[data-slot="animated-list-item"]')?.className).toContain('solo')
  })

  it('renders the first item on the server', () => {
    const html = renderToString(list())
    expect(html).toContain('One')
    expect(html).not.toContain('Two')
  })

  it('hands its element to a ref of the caller', () => {
    const ref = React.createRef<HTMLDivElement>()
    const { container } = render(list({ ref }))
    expect(ref.current).toBe(container.querySelector('[data-slot="animated-list"]'))
  })

  it('hydrates without warnings', async () => {
    expect(await hydrationErrors(list())).toEqual([])
  })
})
