// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react'
import { MotionGlobalConfig } from 'motion/react'
import * as React from 'react'
import { renderToString } from 'react-dom/server'
import { afterAll, afterEach, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest'
import { hydrationErrors, installMediaQueries, resetItemTest, setMediaPreference } from '../test-support'
import { FlipText, type FlipTextProps } from './flip-text'

// happy-dom runs no animation frames for motion: every animation lands on its end at once here.
beforeAll(() => {
  MotionGlobalConfig.skipAnimations = true
})
afterAll(() => {
  MotionGlobalConfig.skipAnimations = false
})
afterEach(resetItemTest)

function parts(container: ParentNode) {
  const root = container.querySelector<HTMLElement>('[data-slot="flip-text"]')
  if (!root) throw new Error('no flip text')
  const letters = () => [...root.querySelectorAll<HTMLElement>('[aria-hidden="true"]')]
  return { root, letters }
}

function renderFlip(props: Partial<FlipTextProps> = {}, text: React.ReactNode = 'Flip it') {
  const result = render(<FlipText {...props}>{text}</FlipText>)
  return { ...result, ...parts(result.container) }
}

/** The text a screen reader gets: everything outside aria-hidden subtrees. */
function readable(element: HTMLElement) {
  const copy = element.cloneNode(true) as HTMLElement
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove()
  return copy.textContent
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)))

/**
 * Runs `test` with motion's animations on, spying on the browser animations it creates, then
 * unmounts and switches them off again. Unmounting cancels those animations, and happy-dom then
 * rejects their `finished`, which nothing awaits: left alone, that rejection surfaces in a later test.
 */
async function withAnimations(test: (animate: MockInstance<Element['animate']>) => Promise<void>) {
  MotionGlobalConfig.skipAnimations = false
  const realAnimate = Element.prototype.animate
  const animate = vi.spyOn(Element.prototype, 'animate').mockImplementation(function (
    this: Element,
    ...args: Parameters<Element['animate']>
  ) {
    const animation = realAnimate.apply(this, args)
    animation.finished.catch(() => {})
    return animation
  })
  try {
    await test(animate)
  } finally {
    cleanup()
    MotionGlobalConfig.skipAnimations = true
  }
}

describe('FlipText', () => {
  it('server-renders the text upright and readable, once for assistive technology', () => {
    const html = renderToString(<FlipText>Flip it</FlipText>)
    const host = document.createElement('div')
    host.innerHTML = html
    const { root, letters } = parts(host)
    expect(root.dataset.state).toBe('static')
    expect(readable(root)).toBe('Flip it')
    expect(root.querySelector('.sr-only')?.textContent).toBe('Flip it')
    expect(letters().map((letter) => letter.textContent)).toEqual(['F', 'l', 'i', 'p', ' ', 'i', 't'])
    expect(html).not.toMatch(/opacity:\s*0/)
    expect(html).not.toContain('rotateX(-90deg)')
  })

  it('hydrates without warnings', async () => {
    installMediaQueries()
    expect(await hydrationErrors(<FlipText className="text-4xl">Flip it</FlipText>)).toEqual([])
  })

  it('flips every letter in from a quarter turn back, each 0.08 s after the one before, for 0.5 s', async () => {
    installMediaQueries()
    await withAnimations(async (animate) => {
      const { root, letters } = renderFlip({}, 'abc')
      expect(root.dataset.state).toBe('flipping')
      await settle()
      // The turn is drawn by motion itself, the fade by the browser's animations.
      for (const letter of letters()) expect(letter.style.transform).toContain('rotateX(-90deg)')
      const fades = animate.mock.calls.filter(([keyframes]) =>
        Array.isArray((keyframes as { opacity?: unknown }).opacity),
      )
      expect(fades.map(([keyframes]) => (keyframes as { opacity: number[] }).opacity)).toEqual([
        [0, 1],
        [0, 1],
        [0, 1],
      ])
      const timings = fades.map(([, options]) => options as KeyframeAnimationOptions)
      expect(timings.map((timing) => timing.duration)).toEqual([500, 500, 500])
      expect(timings.map((timing) => timing.delay || 0)).toEqual([0, 80, 160])
    })
  })

  it('ends with every letter upright and opaque', async () => {
    installMediaQueries()
    const { letters } = renderFlip()
    await settle()
    for (const letter of letters()) {
      expect(letter.style.opacity).toBe('1')
      expect(letter.style.transform).toBe('none')
    }
  })

  it('uses variants, or framerProps from the earlier API, for the hidden and visible looks', async () => {
    installMediaQueries()
    await withAnimations(async () => {
      const custom = { hidden: { opacity: 0.25, y: 12 }, visible: { opacity: 1, y: 0 } }
      const first = renderFlip({ variants: custom, framerProps: { hidden: { scale: 0 }, visible: { scale: 1 } } })
      expect(first.letters()[0]?.style.opacity).toBe('0.25')
      expect(first.letters()[0]?.style.transform).toContain('translateY(12px)')
      cleanup()
      const older = renderFlip({ framerProps: custom, duration: 60 })
      expect(older.letters()[0]?.style.transform).toContain('translateY(12px)')
    })
  })

  it("puts className, as and motion props on every character, as Magic UI's does, and the ref on the row", () => {
    installMediaQueries()
    const ref = React.createRef<HTMLSpanElement>()
    const { root, letters } = renderFlip({
      className: 'text-4xl',
      as: 'strong',
      containerClassName: 'justify-start',
      title: 'letter',
      ref,
    })
    expect(ref.current).toBe(root)
    expect(root.className).toBe('flex space-x-2 justify-start')
    for (const letter of letters()) {
      expect(letter.tagName).toBe('STRONG')
      expect(letter.className).toBe('origin-center drop-shadow-sm text-4xl')
      expect(letter.title).toBe('letter')
    }
  })

  it('joins strings and numbers among the children and keeps emoji whole', () => {
    installMediaQueries()
    const { root, letters } = renderFlip({}, ['Top ', 10, ' 🏳️‍🌈'])
    expect(readable(root)).toBe('Top 10 🏳️‍🌈')
    expect(letters().at(-1)?.textContent).toBe('🏳️‍🌈')
  })

  it('shows the text still under reduced motion', async () => {
    installMediaQueries()
    setMediaPreference('reduce', true)
    const { root, letters } = renderFlip()
    await settle()
    expect(root.dataset.state).toBe('static')
    for (const letter of letters()) expect(letter.style.opacity).toBe('1')
  })

  it('shows the text at once when reduced motion is switched on mid-flip', async () => {
    installMediaQueries()
    await withAnimations(async () => {
      const { root, letters } = renderFlip({ duration: 60 })
      await settle()
      expect(letters()[0]?.style.transform).toContain('rotateX(-90deg)')
      act(() => setMediaPreference('reduce', true))
      await settle()
      expect(root.dataset.state).toBe('static')
      for (const letter of letters()) {
        expect(letter.style.opacity).toBe('1')
        expect(letter.style.transform).toBe('none')
      }
    })
  })
})
