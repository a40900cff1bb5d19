// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react'
import * as React from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  hydrationErrors,
  installIntersectionObserver,
  installMediaQueries,
  resetMediaPreferences,
  setMediaPreference,
  setTabHidden,
} from '../test-support'
import { Marquee } from './marquee'

afterEach(() => {
  cleanup()
  setTabHidden(false)
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  resetMediaPreferences()
})

const paused = '[animation-play-state:paused]'

describe('Marquee', () => {
  it('renders the requested number of copies, only the first exposed to assistive technology', () => {
    const { container } = render(
      <Marquee repeat={3}>
        <span>logo</span>
      </Marquee>,
    )
    const root = container.querySelector('[data-slot="marquee"]')
    const copies = root?.children ?? []
    expect(copies).toHaveLength(3)
    expect(copies[0]?.getAttribute('aria-hidden')).toBeNull()
    expect(copies[1]?.getAttribute('aria-hidden')).toBe('true')
    expect(copies[2]?.getAttribute('aria-hidden')).toBe('true')
  })

  it('makes the hidden copies inert, so links inside them are not tab stops a second time', () => {
    const { container } = render(
      <Marquee repeat={3}>
        <a href="#pricing">Pricing</a>
      </Marquee>,
    )
    const copies = [...(container.querySelector('[data-slot="marquee"]')?.children ?? [])]
    expect(copies.map((copy) => copy.hasAttribute('inert'))).toEqual([false, true, true])
    // The server sends the attribute too, so the copies are inert before hydration.
    const html = renderToString(
      <Marquee repeat={2}>
        <a href="#pricing">Pricing</a>
      </Marquee>,
    )
    expect(html.match(/inert=""/g)).toHaveLength(1)
  })

  it('animates with the horizontal or vertical keyframes and stops under reduced motion', () => {
    const { container, rerender } = render(<Marquee>x</Marquee>)
    const copy = () => container.querySelector('[data-slot="marquee"] > div')
    expect(copy()?.className).toContain('animate-marquee')
    expect(copy()?.className).toContain('motion-reduce:animate-none')
    rerender(<Marquee vertical>x</Marquee>)
    expect(copy()?.className).toContain('animate-marquee-vertical')
  })

  it('reverses, pauses on hover and passes className and props through', () => {
    const { container } = render(
      <Marquee reverse pauseOnHover className="custom" aria-label="Logos">
        x
      </Marquee>,
    )
    const root = container.querySelector('[data-slot="marquee"]')
    expect(root?.className).toContain('custom')
    expect(root?.getAttribute('aria-label')).toBe('Logos')
    expect(root?.firstElementChild?.className).toContain('[animation-direction:reverse]')
    expect(root?.firstElementChild?.className).toContain('group-hover:[animation-play-state:paused]')
  })

  it('renders on the server and never goes below one copy', () => {
    const html = renderToString(<Marquee repeat={0}>solo</Marquee>)
    expect(html.match(/solo/g)).toHaveLength(1)
  })

  it('pauses while off screen and resumes when it scrolls back into view', () => {
    const viewport = installIntersectionObserver()
    const { container } = render(<Marquee>x</Marquee>)
    const root = container.querySelector<HTMLElement>('[data-slot="marquee"]')
    const copies = () => [...(root?.children ?? [])].map((copy) => copy.className)
    // Running from the first render, as the server rendered it.
    expect(root?.hasAttribute('data-paused')).toBe(false)
    expect(viewport.observed()).toEqual([root])

    viewport.setIntersecting(root, false)
    expect(root?.hasAttribute('data-paused')).toBe(true)
    for (const copy of copies()) expect(copy).toContain(paused)

    viewport.setIntersecting(root, true)
    expect(root?.hasAttribute('data-paused')).toBe(false)
    for (const copy of copies()) expect(copy).not.toContain(paused)
  })

  it('pauses while the tab is hidden', () => {
    const { container } = render(<Marquee>x</Marquee>)
    const root = container.querySelector<HTMLElement>('[data-slot="marquee"]')
    setTabHidden(true)
    expect(root?.firstElementChild?.className).toContain(paused)
    setTabHidden(false)
    expect(root?.firstElementChild?.className).not.toContain(paused)
  })

  it('still hands its element to a ref of the caller, and stops observing on unmount', () => {
    const viewport = installIntersectionObserver()
    const ref = React.createRef<HTMLDivElement>()
    const { container, unmount } = render(<Marquee ref={ref}>x</Marquee>)
    expect(ref.current).toBe(container.querySelector('[data-slot="marquee"]'))
    unmount()
    expect(viewport.observed()).toEqual([])
  })

  it('takes keyboard focus only while reduced motion makes it a strip scrolled by hand', () => {
    installMediaQueries()
    const viewport = installIntersectionObserver()
    const { container } = render(<Marquee>x</Marquee>)
    const root = container.querySelector<HTMLElement>('[data-slot="marquee"]')
    expect(root?.hasAttribute('tabindex')).toBe(false)
    act(() => setMediaPreference('reduce', true))
    expect(root?.getAttribute('tabindex')).toBe('0')
    // A strip that stands still has nothing to pause, so it stops watching the viewport.
    expect(viewport.observed()).toEqual([])
    act(() => setMediaPreference('reduce', false))
    expect(root?.hasAttribute('tabindex')).toBe(false)
  })

  it('hydrates without warnings', async () => {
    expect(await hydrationErrors(<Marquee pauseOnHover>logo</Marquee>)).toEqual([])
  })
})
