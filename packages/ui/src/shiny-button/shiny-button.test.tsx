// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { MotionGlobalConfig } from 'motion/react'
import { renderToString } from 'react-dom/server'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  expectButtonBasics,
  expectPausesOffScreen,
  hydrationErrors,
  installIntersectionObserver,
  installMediaQueries,
  resetMediaPreferences,
  setMediaPreference,
  setTabHidden,
} from '../test-support'
import { ShinyButton } from './shiny-button'
import meta from './shiny-button.meta'

// happy-dom's animations never finish on their own: motion's entrance completes at once here.
beforeAll(() => {
  MotionGlobalConfig.skipAnimations = true
})
afterAll(() => {
  MotionGlobalConfig.skipAnimations = false
})
beforeEach(() => installMediaQueries())
afterEach(() => {
  cleanup()
  setTabHidden(false)
  resetMediaPreferences()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const paused = '[animation-play-state:paused]'

describe('ShinyButton', () => {
  it('is a real button: type "button" unless told, props and ref passed on, keyboard-activated, inert when disabled', () => {
    expectButtonBasics(ShinyButton)
  })

  it('masks the label with the sweep and keeps the edge light from assistive technology', () => {
    const { container } = render(<ShinyButton>Shiny Button</ShinyButton>)
    const button = screen.getByRole('button', { name: 'Shiny Button' })
    expect(button.className).toContain('animate-shiny-button')
    const label = container.querySelector<HTMLElement>('[data-slot="shiny-button-label"]')
    expect(label?.textContent).toBe('Shiny Button')
    expect(label?.getAttribute('style')).toContain('calc(var(--shiny-button-x, 100%) + 20%)')
    const ring = container.querySelector('[data-slot="shiny-button-ring"]')
    expect(ring?.getAttribute('aria-hidden')).toBe('true')
    // happy-dom drops color-mix() backgrounds, so the edge light is read from the server markup.
    const html = renderToString(<ShinyButton>Shiny Button</ShinyButton>)
    expect(html).toMatch(/data-slot="shiny-button-ring"[^>]*background-image:linear-gradient\(-75deg, color-mix/)
    expect(html).toContain('var(--primary) 50%, transparent) calc(var(--shiny-button-x, 100%) + 25%)')
  })

  it('passes motion props through, so callers can replace the entrance and press animations', () => {
    const onAnimationComplete = vi.fn()
    render(
      <ShinyButton initial={false} animate={{ opacity: 0.5 }} onAnimationComplete={onAnimationComplete}>
        Go
      </ShinyButton>,
    )
    const button = screen.getByRole('button', { name: 'Go' })
    // No entrance scale (initial={false}), and the caller's target is reached.
    expect(button.style.transform).not.toContain('scale(0.8)')
    expect(button.style.opacity).toBe('0.5')
  })

  it('springs in from 80% in the server markup, as Magic UI does', () => {
    const html = renderToString(<ShinyButton>Server</ShinyButton>)
    expect(html).toContain('data-slot="shiny-button"')
    expect(html).toContain('type="button"')
    expect(html).toContain('transform:scale(0.8)')
    expect(html).toContain('Server</span>')
  })

  it('pauses the sweep while the button is off screen or the tab is hidden', () => {
    expectPausesOffScreen(<ShinyButton>Go</ShinyButton>, 'shiny-button', paused)
  })

  it('has no entrance, press dip or sweep for visitors who prefer reduced motion', () => {
    setMediaPreference('reduce', true)
    const viewport = installIntersectionObserver()
    render(<ShinyButton>Calm</ShinyButton>)
    const button = screen.getByRole('button', { name: 'Calm' })
    expect(button.hasAttribute('data-reduced-motion')).toBe(true)
    expect(button.className).not.toContain('animate-shiny-button')
    expect(button.className).toContain('motion-reduce:animate-none')
    expect(button.style.transform).not.toContain('scale(0.8)')
    expect(viewport.observed()).not.toContain(button)
    act(() => setMediaPreference('reduce', false))
    expect(button.className).toContain('animate-shiny-button')
    expect(viewport.observed()).toContain(button)
  })

  it('ships its prefixed, registered sweep with the timing of Magic UI’s spring and repeat delay', () => {
    expect(meta.cssVars.theme['animate-shiny-button']).toBe('shiny-button-sweep 4.7s infinite')
    expect(Object.keys(meta.css)).toEqual(['@keyframes shiny-button-sweep'])
    const sweep = meta.css['@keyframes shiny-button-sweep']
    expect(sweep['0%']['--shiny-button-x']).toBe('100%')
    expect(sweep['0%']['animation-timing-function']).toMatch(/^linear\(0, .*, 1\)$/)
    // 3.7s of glide in a 4.7s cycle.
    expect(sweep['78.72%, 100%']).toEqual({ '--shiny-button-x': '-100%' })
  })

  it('registers its sweep property once, when the first button mounts, and carries on if it is registered already', async () => {
    const registerProperty = vi.fn((_: PropertyDefinition) => {
      throw new DOMException('already registered', 'InvalidModificationError')
    })
    vi.stubGlobal('CSS', { ...globalThis.CSS, registerProperty })
    vi.resetModules()
    try {
      const fresh = await import('./shiny-button')
      expect(renderToString(<fresh.ShinyButton>Server</fresh.ShinyButton>)).toContain('Server')
      expect(registerProperty).not.toHaveBeenCalled()
      render(
        <>
          <fresh.ShinyButton>One</fresh.ShinyButton>
          <fresh.ShinyButton>Two</fresh.ShinyButton>
        </>,
      )
      expect(registerProperty).toHaveBeenCalledTimes(1)
      expect(registerProperty).toHaveBeenCalledWith({
        name: '--shiny-button-x',
        syntax: '<percentage>',
        inherits: true,
        initialValue: '100%',
      })
      expect(screen.getByRole('button', { name: 'Two' })).toBeTruthy()
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('hydrates the server markup without errors', async () => {
    expect(await hydrationErrors(<ShinyButton className="w-40">Hydrate</ShinyButton>)).toEqual([])
  })
})
