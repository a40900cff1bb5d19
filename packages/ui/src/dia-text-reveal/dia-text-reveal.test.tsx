// @vitest-environment happy-dom
import { act, fireEvent, render } from '@testing-library/react'
import * as React from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  hydrationErrors,
  installIntersectionObserver,
  installMediaQueries,
  installResizeObservers,
  readableText,
  resetItemTest,
  setMediaPreference,
  setTabHidden,
  slotElement,
} from '../test-support'
import { DEFAULT_COLORS, DiaTextReveal, type DiaTextRevealProps, revealGradient } from './dia-text-reveal'
import meta from './dia-text-reveal.meta'

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
})
afterEach(() => {
  resetItemTest()
  vi.useRealTimers()
})

const PHRASES = ['build faster', 'ship smarter', 'scale easier']
const sweeping = 'animate-dia-text-reveal'
const hidden = '[background-position:100%_0]'
const revealed = '[background-position:0%_0]'
const paused = '[animation-play-state:paused]'

function renderReveal(props: Partial<DiaTextRevealProps> = {}) {
  const result = render(<DiaTextReveal text="Snipstack" {...props} />)
  const root = slotElement(result.container, 'dia-text-reveal')
  const shown = () => slotElement(root, 'dia-text-reveal-text')
  return { ...result, root, shown }
}

/** The browser reports the end of the sweep that is showing. */
const endSweep = (element: HTMLElement) => fireEvent.animationEnd(element, { animationName: 'dia-text-reveal' })
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms))

describe('DiaTextReveal', () => {
  it('server-renders the text plainly revealed, so it reads before any script runs', () => {
    const host = document.createElement('div')
    host.innerHTML = renderToString(
      <h1>
        Hello <DiaTextReveal text="world" className="text-4xl" />
      </h1>,
    )
    expect(readableText(host)).toBe('Hello world')
    const root = slotElement(host, 'dia-text-reveal')
    expect(root.dataset.state).toBe('static')
    expect(root.className).toContain('text-4xl')
    const text = slotElement(host, 'dia-text-reveal-text')
    expect(text.className).toContain(revealed)
    expect(text.className).not.toContain(sweeping)
    expect(text.style.backgroundImage).toBe(revealGradient(DEFAULT_COLORS, 'var(--foreground, currentColor)'))
  })

  it('hydrates without warnings', async () => {
    installIntersectionObserver()
    expect(await hydrationErrors(<DiaTextReveal text="Snipstack" />)).toEqual([])
    expect(await hydrationErrors(<DiaTextReveal text={PHRASES} repeat fixedWidth />)).toEqual([])
  })

  it('hides the text until it scrolls into view, then sweeps it once', () => {
    const viewport = installIntersectionObserver()
    const { root, shown } = renderReveal()
    expect(root.dataset.state).toBe('waiting')
    expect(shown().className).toContain(hidden)
    viewport.setIntersecting(root, true)
    expect(root.dataset.state).toBe('sweeping')
    expect(shown().className).toContain(sweeping)
    endSweep(shown())
    // Once seen, it stays revealed (the animation holds its end) even out of view.
    viewport.setIntersecting(root, false)
    expect(root.dataset.state).toBe('sweeping')
    wait(5000)
    expect(root.dataset.index).toBe('0')
  })

  it('with once off, sweeps again each time it comes back into view', () => {
    const viewport = installIntersectionObserver()
    const { root, shown } = renderReveal({ once: false })
    viewport.setIntersecting(root, true)
    const first = shown()
    endSweep(first)
    viewport.setIntersecting(root, false)
    expect(root.dataset.state).toBe('waiting')
    expect(shown().className).toContain(hidden)
    viewport.setIntersecting(root, true)
    expect(shown()).not.toBe(first)
    expect(shown().className).toContain(sweeping)
  })

  it('without startOnView sweeps straight away', () => {
    const viewport = installIntersectionObserver()
    const { root, shown } = renderReveal({ startOnView: false })
    expect(root.dataset.state).toBe('sweeping')
    expect(shown().className).toContain(sweeping)
    // Only the pause watches the viewport.
    expect(viewport.observed()).toEqual([root])
  })

  it('times the sweep by duration and delay, in seconds', () => {
    installIntersectionObserver()
    const { root, rerender } = renderReveal()
    expect(root.style.getPropertyValue('--dia-text-reveal-duration')).toBe('1.5s')
    expect(root.style.getPropertyValue('--dia-text-reveal-delay')).toBe('0s')
    rerender(<DiaTextReveal text="Snipstack" duration={2.4} delay={0.35} />)
    expect(root.style.getPropertyValue('--dia-text-reveal-duration')).toBe('2.4s')
    expect(root.style.getPropertyValue('--dia-text-reveal-delay')).toBe('0.35s')
  })

  it('paints the band in your colours and settles on your text colour', () => {
    installIntersectionObserver()
    const { shown } = renderReveal({ colors: ['#22d3ee', '#f472b6'], textColor: 'red' })
    expect(shown().style.backgroundImage).toBe(revealGradient(['#22d3ee', '#f472b6'], 'red'))
    expect(shown().className).toContain('bg-clip-text')
  })

  it('with repeat, moves to the next string repeatDelay after each sweep, and wraps around', () => {
    const viewport = installIntersectionObserver()
    const { root, shown } = renderReveal({ text: PHRASES, repeat: true, startOnView: false, repeatDelay: 1.2 })
    expect(shown().textContent).toBe('build faster')
    endSweep(shown())
    wait(1199)
    expect(root.dataset.index).toBe('0')
    wait(1)
    expect(root.dataset.index).toBe('1')
    expect(shown().textContent).toBe('ship smarter')
    expect(shown().className).toContain(sweeping)
    // Nothing moves on until the new sweep has ended.
    wait(5000)
    expect(root.dataset.index).toBe('1')
    endSweep(shown())
    wait(1200)
    endSweep(shown())
    wait(1200)
    expect(shown().textContent).toBe('build faster')
    expect(viewport.observed()).toEqual([root])
  })

  it('with repeat and a single string, replays the sweep', () => {
    installIntersectionObserver()
    const { shown } = renderReveal({ repeat: true, startOnView: false })
    const first = shown()
    endSweep(first)
    wait(500)
    expect(shown()).not.toBe(first)
    expect(shown().textContent).toBe('Snipstack')
    expect(shown().className).toContain(sweeping)
  })

  it('without repeat, stays on the first string', () => {
    installIntersectionObserver()
    const { root, shown } = renderReveal({ text: PHRASES, startOnView: false })
    endSweep(shown())
    wait(10_000)
    expect(root.dataset.index).toBe('0')
    expect(vi.getTimerCount()).toBe(0)
  })

  it('pauses the sweep and the rest between sweeps while off screen or in a hidden tab', () => {
    const viewport = installIntersectionObserver()
    const { root, shown } = renderReveal({ text: PHRASES, repeat: true, startOnView: false })
    viewport.setIntersecting(root, false)
    expect(shown().className).toContain(paused)
    viewport.setIntersecting(root, true)
    expect(shown().className).not.toContain(paused)
    endSweep(shown())
    setTabHidden(true)
    wait(5000)
    expect(root.dataset.index).toBe('0')
    setTabHidden(false)
    wait(500)
    expect(root.dataset.index).toBe('1')
  })

  it('gives screen readers every string once, and hides the one that changes', () => {
    installIntersectionObserver()
    const { container, shown } = renderReveal({ text: PHRASES, repeat: true })
    expect(readableText(container)).toBe('build faster, ship smarter, scale easier')
    expect(shown().getAttribute('aria-hidden')).toBe('true')
    // A single string is the text itself.
    const single = renderReveal({ text: 'Alone' })
    expect(single.shown().hasAttribute('aria-hidden')).toBe(false)
  })

  it('with fixedWidth, reserves the widest string in the cell the strings take turns in', () => {
    installIntersectionObserver()
    const { root, shown } = renderReveal({ text: PHRASES, fixedWidth: true })
    expect(root.className).toContain('inline-grid')
    const copies = [...root.querySelectorAll<HTMLElement>('.invisible')]
    expect(copies.map((copy) => copy.textContent)).toEqual(PHRASES)
    for (const part of [...copies, shown()]) expect(part.className).toContain('col-start-1 row-start-1')
    expect(root.style.width).toBe('')
  })

  it('otherwise eases its width to the width of each string as it is laid out', () => {
    installIntersectionObserver()
    const sizes = installResizeObservers()
    const { root, shown } = renderReveal({ text: PHRASES, repeat: true, startOnView: false, repeatDelay: 0 })
    expect(root.className).toContain('transition-[width]')
    expect(root.className).toContain('overflow-x-clip')
    sizes.report(() => ({ borderBoxSize: [{ inlineSize: 120, blockSize: 40 }] }))
    expect(root.style.width).toBe('120px')
    endSweep(shown())
    wait(0)
    // The next string's element is watched now, and the old one no longer.
    expect(sizes.count()).toBe(1)
    sizes.report(() => ({ borderBoxSize: [{ inlineSize: 150, blockSize: 40 }] }))
    expect(root.style.width).toBe('150px')
  })

  it('stands still, revealed on the first string, for visitors who prefer reduced motion', () => {
    installMediaQueries()
    setMediaPreference('reduce', true)
    const viewport = installIntersectionObserver()
    const { root, shown } = renderReveal({ text: PHRASES, repeat: true, startOnView: false })
    expect(root.dataset.state).toBe('static')
    expect(shown().className).toContain(revealed)
    expect(shown().className).not.toContain(sweeping)
    endSweep(shown())
    wait(10_000)
    expect(shown().textContent).toBe('build faster')
    expect(viewport.observed()).toEqual([])
  })

  it('goes back to the first string, revealed, when reduced motion is switched on mid-rotation', () => {
    installMediaQueries()
    installIntersectionObserver()
    const { root, shown } = renderReveal({ text: PHRASES, repeat: true, startOnView: false })
    endSweep(shown())
    wait(500)
    expect(root.dataset.index).toBe('1')
    act(() => setMediaPreference('reduce', true))
    expect(root.dataset.index).toBe('0')
    expect(shown().className).toContain(revealed)
  })

  it('passes span props, style and its ref to the root', () => {
    installIntersectionObserver()
    const ref = React.createRef<HTMLSpanElement>()
    const { root } = renderReveal({ ref, id: 'reveal', title: 'Tagline', style: { letterSpacing: '-0.02em' } })
    expect(root.tagName).toBe('SPAN')
    expect(ref.current).toBe(root)
    expect(root.id).toBe('reveal')
    expect(root.title).toBe('Tagline')
    expect(root.style.letterSpacing).toBe('-0.02em')
  })

  it('leaves no timer behind when unmounted during a rest', () => {
    installIntersectionObserver()
    const { shown, unmount } = renderReveal({ text: PHRASES, repeat: true, startOnView: false })
    endSweep(shown())
    expect(vi.getTimerCount()).toBe(1)
    unmount()
    expect(vi.getTimerCount()).toBe(0)
  })
})

describe('revealGradient', () => {
  it('draws the revealed colour, then the band, then transparent, across an image 2.34 texts wide', () => {
    expect(revealGradient(['red', 'blue'], 'black')).toBe(
      'linear-gradient(90deg, black 0%, black 42.735%, red 42.735%, blue 57.265%, transparent 57.265%, transparent 100%)',
    )
    // One colour sits in the middle of the band.
    expect(revealGradient(['red'], 'black')).toContain('red 50%')
    expect(revealGradient([], 'black')).toBe(
      'linear-gradient(90deg, black 0%, black 42.735%, transparent 57.265%, transparent 100%)',
    )
  })
})

describe('metadata', () => {
  it('slides the gradient from its right end to its left end, with Magic UI’s timing', () => {
    expect(meta.css['@keyframes dia-text-reveal']).toEqual({
      from: { 'background-position': '100% 0' },
      to: { 'background-position': '0% 0' },
    })
    const animation = meta.cssVars.theme['animate-dia-text-reveal']
    expect(animation).toContain('var(--dia-text-reveal-duration, 1.5s)')
    expect(animation).toContain('var(--dia-text-reveal-delay, 0s)')
    expect(animation).toMatch(/ both$/)
  })

  it('documents every prop of Magic UI’s table with its default', () => {
    const defaults = Object.fromEntries(
      meta.props.DiaTextReveal.map((prop) => [prop.name, 'default' in prop ? prop.default : undefined]),
    )
    expect(defaults).toMatchObject({
      textColor: 'var(--foreground)',
      duration: '1.5',
      delay: '0',
      repeat: 'false',
      repeatDelay: '0.5',
      startOnView: 'true',
      once: 'true',
      fixedWidth: 'false',
    })
    expect(defaults.colors).toBe(JSON.stringify(DEFAULT_COLORS).replaceAll(',', ', '))
    expect(Object.keys(defaults)).toEqual(expect.arrayContaining(['text', 'className']))
  })
})
