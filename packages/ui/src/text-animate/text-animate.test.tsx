// @vitest-environment happy-dom
import { act, render } from '@testing-library/react'
import { MotionGlobalConfig } from 'motion/react'
import * as React from 'react'
import { renderToString } from 'react-dom/server'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  hydrationErrors,
  installIntersectionObserver,
  installMediaQueries,
  resetItemTest,
  setMediaPreference,
  setTabHidden,
} from '../test-support'
import { TextAnimate, type TextAnimateProps } from './text-animate'

// happy-dom runs no animation frames for motion: every motion animation lands on its end at once.
beforeAll(() => {
  MotionGlobalConfig.skipAnimations = true
})
afterAll(() => {
  MotionGlobalConfig.skipAnimations = false
})
afterEach(resetItemTest)

const TEXT = 'Ship it today'

function renderText(props: Partial<TextAnimateProps> = {}, text = TEXT) {
  const result = render(<TextAnimate {...props}>{text}</TextAnimate>)
  return { ...result, ...parts(result.container) }
}

function parts(container: ParentNode) {
  const root = container.querySelector<HTMLElement>('[data-slot="text-animate"]')
  if (!root) throw new Error('no text animate')
  const segments = () => [...root.querySelectorAll<HTMLElement>('[data-slot="text-animate-segment"]')]
  return { root, segments }
}

/** The text a screen reader gets: everything outside aria-hidden subtrees. */
function readable(element: HTMLElement) {
  const copy = element.cloneNode(true) as HTMLElement
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove()
  return copy.textContent
}

const delays = (segments: HTMLElement[]) =>
  segments.map((segment) => segment.style.getPropertyValue('--text-animate-delay'))

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)))

describe('TextAnimate', () => {
  it('server-renders the whole text once for assistive technology and the animated segments beside it', () => {
    const host = document.createElement('div')
    host.innerHTML = renderToString(<TextAnimate by="character">{TEXT}</TextAnimate>)
    const { root, segments } = parts(host)
    expect(root.tagName).toBe('P')
    expect(readable(root)).toBe(TEXT)
    expect(root.querySelector('.sr-only')?.textContent).toBe(TEXT)
    expect(
      segments()
        .map((segment) => segment.textContent)
        .join(''),
    ).toBe(TEXT)
    for (const segment of segments()) expect(segment.getAttribute('aria-hidden')).toBe('true')
    // The animation is in the HTML itself, so it plays from the first paint, before any script.
    expect(root.dataset.state).toBe('playing')
    expect(root.style.getPropertyValue('--text-animate-play-state')).toBe('running')
    expect(segments()[0]?.className).toContain('motion-safe:animate-text-animate-fade-in')
    expect(host.innerHTML).not.toMatch(/opacity:\s*0/)
  })

  it('hydrates without warnings, with presets and with custom variants', async () => {
    installIntersectionObserver()
    expect(await hydrationErrors(<TextAnimate by="character">{TEXT}</TextAnimate>)).toEqual([])
    expect(
      await hydrationErrors(
        <TextAnimate variants={{ hidden: { opacity: 0 }, show: { opacity: 1 } }} as="h2">
          {TEXT}
        </TextAnimate>,
      ),
    ).toEqual([])
  })

  it("defaults to Magic UI's: a paragraph, fadeIn by word, 0.3 s spread, watching the view", () => {
    const viewport = installIntersectionObserver()
    const { root, segments } = renderText()
    expect(root.tagName).toBe('P')
    expect(root.className).toBe('whitespace-pre-wrap')
    expect(root.dataset.animation).toBe('fadeIn')
    expect(segments().map((segment) => segment.textContent)).toEqual(['Ship', ' ', 'it', ' ', 'today'])
    // Five segments over 0.3 s: a start every 0.06 s. Spaces stay inline and do not animate.
    expect(delays(segments())).toEqual(['0s', '', '0.12s', '', '0.24s'])
    const [word, space] = segments()
    expect(word?.className).toBe('inline-block motion-safe:animate-text-animate-fade-in')
    expect(space?.className).toBe('')
    expect(viewport.observed()).toEqual([root])
    expect(viewport.rootMargins()).toEqual([undefined])
  })

  it('offsets the first start by delay and spreads the rest over duration', () => {
    installIntersectionObserver()
    const { segments } = renderText({ by: 'character', delay: 1, duration: 2 }, 'abcd')
    expect(delays(segments())).toEqual(['1s', '1.5s', '2s', '2.5s'])
  })

  it('gives every preset its own animation', () => {
    installIntersectionObserver()
    const presets = [
      ['blurIn', 'blur-in'],
      ['blurInUp', 'blur-in-up'],
      ['blurInDown', 'blur-in-down'],
      ['slideUp', 'slide-up'],
      ['slideDown', 'slide-down'],
      ['slideLeft', 'slide-left'],
      ['slideRight', 'slide-right'],
      ['scaleUp', 'scale-up'],
      ['scaleDown', 'scale-down'],
    ] as const
    for (const [animation, utility] of presets) {
      const { segments, unmount } = renderText({ animation, by: 'text' })
      expect(segments()[0]?.className).toContain(`motion-safe:animate-text-animate-${utility}`)
      unmount()
    }
  })

  it('splits by text, line and character, keeping graphemes whole and words unbroken', () => {
    installIntersectionObserver()
    const whole = renderText({ by: 'text' })
    expect(whole.segments().map((segment) => segment.textContent)).toEqual([TEXT])
    whole.unmount()

    const lines = renderText({ by: 'line' }, 'one\n\nthree')
    expect(lines.segments().map((segment) => segment.textContent)).toEqual(['one', '', 'three'])
    // Each line is a block, and an empty one keeps its height.
    for (const segment of lines.segments()) expect(segment.className).toContain('block min-h-[1lh]')
    lines.unmount()

    const letters = renderText({ by: 'character' }, 'hi 👋🏽 é')
    expect(letters.segments().map((segment) => segment.textContent)).toEqual(['h', 'i', ' ', '👋🏽', ' ', 'é'])
    // A word's letters share a wrapper that does not wrap; the spaces between words stay outside.
    const words = [...letters.root.children].slice(1)
    expect(words.map((word) => word.textContent)).toEqual(['hi', ' ', '👋🏽', ' ', 'é'])
    expect(words[0]?.className).toBe('inline-block whitespace-nowrap')
  })

  it('passes the element type, classes, other props and the ref through', () => {
    installIntersectionObserver()
    const ref = React.createRef<HTMLElement>()
    const { root, segments } = renderText({
      as: 'h1',
      className: 'text-4xl',
      segmentClassName: 'text-primary',
      id: 'headline',
      style: { color: 'red' },
      ref,
    })
    expect(root.tagName).toBe('H1')
    expect(root.className).toBe('whitespace-pre-wrap text-4xl')
    expect(root.id).toBe('headline')
    expect(root.style.color).toBe('red')
    expect(ref.current).toBe(root)
    for (const segment of segments()) expect(segment.className).toContain('text-primary')
  })

  it('without accessible, leaves the segments readable and adds no hidden copy', () => {
    installIntersectionObserver()
    const { root, segments } = renderText({ accessible: false })
    expect(root.querySelector('.sr-only')).toBeNull()
    for (const segment of segments()) expect(segment.hasAttribute('aria-hidden')).toBe(false)
    expect(readable(root)).toBe(TEXT)
  })

  it('waits out of view, paused on its first frame, and plays when it scrolls in', () => {
    const viewport = installIntersectionObserver()
    const { root, segments } = renderText()
    const first = segments()[0]
    viewport.setIntersecting(root, false)
    expect(root.dataset.state).toBe('waiting')
    expect(root.style.getPropertyValue('--text-animate-play-state')).toBe('paused')
    // The segments are new, so their animations start over rather than resume where they were.
    expect(segments()[0]).not.toBe(first)
    expect(readable(root)).toBe(TEXT)

    viewport.setIntersecting(root, true)
    expect(root.dataset.state).toBe('playing')
    expect(root.style.getPropertyValue('--text-animate-play-state')).toBe('running')
  })

  it('replays each time it comes back into view, unless once', () => {
    const viewport = installIntersectionObserver()
    const { root, segments, unmount } = renderText()
    viewport.setIntersecting(root, true)
    const shown = segments()[0]
    viewport.setIntersecting(root, false)
    viewport.setIntersecting(root, true)
    expect(root.dataset.state).toBe('playing')
    expect(segments()[0]).not.toBe(shown)
    unmount()

    const single = renderText({ once: true })
    viewport.setIntersecting(single.root, true)
    expect(viewport.observed()).toEqual([])
    const played = single.segments()[0]
    viewport.setIntersecting(single.root, false)
    expect(single.root.dataset.state).toBe('playing')
    expect(single.segments()[0]).toBe(played)
  })

  it('does not replay for a tab switch: only the viewport counts', () => {
    const viewport = installIntersectionObserver()
    const { root, segments } = renderText()
    viewport.setIntersecting(root, true)
    const shown = segments()[0]
    setTabHidden(true)
    setTabHidden(false)
    expect(root.dataset.state).toBe('playing')
    expect(segments()[0]).toBe(shown)
  })

  it("takes motion's viewport options in place of once", () => {
    const viewport = installIntersectionObserver()
    const { root } = renderText({ viewport: { once: true, margin: '0px 0px -20% 0px' } })
    expect(viewport.rootMargins()).toEqual(['0px 0px -20% 0px'])
    viewport.setIntersecting(root, true)
    expect(viewport.observed()).toEqual([])
  })

  it('plays at once without startOnView and watches nothing', () => {
    const viewport = installIntersectionObserver()
    const { root } = renderText({ startOnView: false })
    expect(root.dataset.state).toBe('playing')
    expect(viewport.observed()).toEqual([])
  })

  it('stops watching when unmounted', () => {
    const viewport = installIntersectionObserver()
    const { root, unmount } = renderText()
    expect(viewport.observed()).toEqual([root])
    unmount()
    expect(viewport.observed()).toEqual([])
  })

  it('shows the text still under reduced motion, watching nothing', () => {
    installMediaQueries()
    setMediaPreference('reduce', true)
    const viewport = installIntersectionObserver()
    const { root } = renderText()
    expect(root.dataset.state).toBe('static')
    expect(viewport.observed()).toEqual([])
    expect(readable(root)).toBe(TEXT)
  })

  it('shows waiting text at once when reduced motion is switched on', () => {
    installMediaQueries()
    const viewport = installIntersectionObserver()
    const { root } = renderText()
    viewport.setIntersecting(root, false)
    expect(root.dataset.state).toBe('waiting')
    act(() => setMediaPreference('reduce', true))
    expect(root.dataset.state).toBe('static')
    expect(root.style.getPropertyValue('--text-animate-play-state')).toBe('running')
  })

  describe('with custom variants', () => {
    const variants = {
      hidden: { opacity: 0, y: 30 },
      show: (step: number) => ({ opacity: 1, y: 0, transition: { delay: step } }),
    }

    it('server-renders the text as it ends, with no preset', () => {
      const html = renderToString(
        <TextAnimate variants={variants} by="character">
          {TEXT}
        </TextAnimate>,
      )
      const host = document.createElement('div')
      host.innerHTML = html
      const { root, segments } = parts(host)
      expect(root.dataset.animation).toBe('custom')
      expect(html).not.toMatch(/opacity:\s*0/)
      expect(html).not.toContain('animate-text-animate')
      expect(readable(root)).toBe(TEXT)
      expect(segments()).toHaveLength(TEXT.length)
    })

    it('hides the segments while out of view and staggers them in when it comes into view', async () => {
      const viewport = installIntersectionObserver()
      const { root, segments } = renderText({ variants, by: 'character' })
      await settle()
      viewport.setIntersecting(root, false)
      await settle()
      expect(root.style.opacity).toBe('0')
      for (const segment of segments()) expect(segment.style.opacity).toBe('0')
      viewport.setIntersecting(root, true)
      await settle()
      expect(root.style.opacity).toBe('1')
      for (const segment of segments()) {
        expect(segment.style.opacity).toBe('1')
        expect(segment.style.transform).toBe('none')
      }
    })

    it("hands each segment Magic UI's custom value: its index times the step for the split", async () => {
      installIntersectionObserver()
      const seen: number[] = []
      const show = (step: number) => {
        seen.push(step)
        return { opacity: 1 }
      }
      renderText({ variants: { hidden: { opacity: 0 }, show }, by: 'word' }, 'a b')
      await settle()
      expect([...new Set(seen)].sort()).toEqual([0, 0.05, 0.1])
    })

    it('keeps the text shown under reduced motion', async () => {
      installMediaQueries()
      setMediaPreference('reduce', true)
      installIntersectionObserver()
      const { root, segments } = renderText({ variants })
      await settle()
      expect(root.dataset.state).toBe('static')
      expect(root.style.opacity).not.toBe('0')
      for (const segment of segments()) expect(segment.style.opacity).not.toBe('0')
    })
  })
})
