// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import * as React from 'react'
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
import { RainbowButton, rainbowButtonVariants } from './rainbow-button'
import meta from './rainbow-button.meta'

beforeEach(() => installMediaQueries())
afterEach(() => {
  cleanup()
  setTabHidden(false)
  resetMediaPreferences()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const bands = (container: HTMLElement) => [
  ...container.querySelectorAll<HTMLElement>('[data-slot="rainbow-button-band"]'),
]
const paused = '[animation-play-state:paused]'

describe('RainbowButton', () => {
  it('is a real button: type "button" unless told, props and ref passed on, keyboard-activated, inert when disabled', () => {
    expectButtonBasics(RainbowButton)
  })

  it("has Magic UI's variants and sizes, default and default unless chosen", () => {
    render(
      <>
        <RainbowButton>Plain</RainbowButton>
        <RainbowButton variant="outline" size="lg">
          Outline
        </RainbowButton>
        <RainbowButton size="icon" aria-label="Star">
          <svg aria-hidden viewBox="0 0 16 16" />
        </RainbowButton>
      </>,
    )
    const plain = screen.getByRole('button', { name: 'Plain' })
    expect(plain.dataset.variant).toBe('default')
    expect(plain.dataset.size).toBe('default')
    expect(plain.className).toContain('h-9')
    expect(plain.className).toContain('text-primary-foreground')
    const outline = screen.getByRole('button', { name: 'Outline' })
    expect(outline.dataset.variant).toBe('outline')
    expect(outline.className).toContain('h-11')
    expect(outline.className).toContain('text-accent-foreground')
    expect(screen.getByRole('button', { name: 'Star' }).className).toContain('size-9')
    // The exported class builder is the one the component uses.
    expect(rainbowButtonVariants({ variant: 'outline', size: 'sm' })).toContain('h-8')
    expect(rainbowButtonVariants()).toBe(rainbowButtonVariants({ variant: 'default', size: 'default' }))
  })

  it('renders its child as the button with asChild, rainbow layers inside and the ref on the child', () => {
    const ref = React.createRef<HTMLButtonElement>()
    const onClick = vi.fn()
    const { container } = render(
      <RainbowButton asChild ref={ref} onClick={onClick} className="px-8">
        <a href="/pricing" className="underline-offset-4">
          See pricing
        </a>
      </RainbowButton>,
    )
    const link = screen.getByRole('link', { name: 'See pricing' })
    expect(container.querySelector('button')).toBeNull()
    expect(ref.current).toBe(link)
    expect(link.hasAttribute('type')).toBe(false)
    expect(link.dataset.slot).toBe('rainbow-button')
    expect(link.className).toContain('px-8')
    expect(link.className).toContain('underline-offset-4')
    expect(link.className).toContain('focus-visible:outline-2')
    expect(bands(link)).toHaveLength(2)
    fireEvent.click(link)
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('keeps its decoration away from assistive technology and animates the band by the prefixed animation', () => {
    const { container } = render(<RainbowButton>Go</RainbowButton>)
    const button = screen.getByRole('button', { name: 'Go' })
    for (const layer of button.querySelectorAll(':scope > span')) expect(layer.getAttribute('aria-hidden')).toBe('true')
    expect(bands(container)).toHaveLength(2)
    for (const band of bands(container)) {
      expect(band.className).toContain('animate-rainbow-button')
      expect(band.className).toContain('motion-reduce:animate-none')
      expect(band.style.backgroundImage).toContain('var(--color-1)')
    }
  })

  it('pauses the band while the button is off screen or the tab is hidden', () => {
    const viewport = installIntersectionObserver()
    const { container } = render(<RainbowButton>Go</RainbowButton>)
    const button = screen.getByRole('button')
    for (const band of bands(container)) expect(band.className).not.toContain(paused)

    viewport.setIntersecting(button, false)
    expect(button.hasAttribute('data-paused')).toBe(true)
    for (const band of bands(container)) expect(band.className).toContain(paused)
    viewport.setIntersecting(button, true)
    for (const band of bands(container)) expect(band.className).not.toContain(paused)

    setTabHidden(true)
    for (const band of bands(container)) expect(band.className).toContain(paused)
    setTabHidden(false)
    expect(button.hasAttribute('data-paused')).toBe(false)
  })

  it('holds the band still, and stops watching the viewport, for visitors who prefer reduced motion', () => {
    const viewport = installIntersectionObserver()
    const { container } = render(<RainbowButton>Go</RainbowButton>)
    const button = screen.getByRole('button')
    expect(viewport.observed()).toContain(button)
    act(() => setMediaPreference('reduce', true))
    expect(button.hasAttribute('data-reduced-motion')).toBe(true)
    expect(viewport.observed()).not.toContain(button)
    for (const band of bands(container)) {
      expect(band.className).not.toContain('animate-rainbow-button')
      expect(band.className).not.toContain(paused)
    }
    // Still a working, fully coloured button.
    expect(bands(container)).toHaveLength(2)
  })

  it("ships its prefixed keyframes, Magic UI's --speed and its five colours", () => {
    expect(meta.cssVars.theme['animate-rainbow-button']).toBe('rainbow-button-flow var(--speed, 2s) linear infinite')
    expect(Object.keys(meta.css)).toEqual(['@keyframes rainbow-button-flow'])
    expect(meta.css['@keyframes rainbow-button-flow'].to).toEqual({ transform: 'translateX(-50%)' })
    for (const mode of [meta.cssVars.light, meta.cssVars.dark]) {
      expect(Object.keys(mode)).toEqual(['color-1', 'color-2', 'color-3', 'color-4', 'color-5'])
    }
    expect(meta.registryDependencies).toContain('button')
  })

  it('renders on the server and hydrates without errors', async () => {
    const html = renderToString(<RainbowButton>Server</RainbowButton>)
    expect(html).toContain('data-slot="rainbow-button"')
    expect(html).toContain('type="button"')
    expect(html).toContain('animate-rainbow-button')
    expect(html).toContain('Server</button>')
    expect(await hydrationErrors(<RainbowButton variant="outline">Hydrate</RainbowButton>)).toEqual([])
    expect(
      await hydrationErrors(
        <RainbowButton asChild>
          <a href="/pricing">See pricing</a>
        </RainbowButton>,
      ),
    ).toEqual([])
  })
})
