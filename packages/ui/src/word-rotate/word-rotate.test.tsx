// @vitest-environment happy-dom
import { act, render } from '@testing-library/react'
import { MotionGlobalConfig } from 'motion/react'
import { renderToString } from 'react-dom/server'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  hydrationErrors,
  installIntersectionObserver,
  installMediaQueries,
  readableText,
  resetItemTest,
  setMediaPreference,
  setTabHidden,
} from '../test-support'
import { WordRotate, type WordRotateProps } from './word-rotate'

// happy-dom paints no frames for motion: each enter and exit lands on its end at once here.
beforeAll(() => {
  MotionGlobalConfig.skipAnimations = true
})
afterAll(() => {
  MotionGlobalConfig.skipAnimations = false
})
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
})
afterEach(() => {
  resetItemTest()
  vi.useRealTimers()
})

const WORDS = ['Word', 'Rotate', 'Longest word']

function renderRotate(props: Partial<WordRotateProps> = {}) {
  const result = render(<WordRotate words={WORDS} {...props} />)
  const element = result.container.querySelector<HTMLElement>('[data-slot="word-rotate"]')
  if (!element) throw new Error('no word rotate')
  const shown = () => [...element.querySelectorAll<HTMLElement>('[data-slot="word-rotate-word"]')]
  return { ...result, element, shown }
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))
/** Lets motion finish the exit it started (its frames are real, its animations instant). */
async function frames() {
  for (let i = 0; i < 3; i++) await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())))
}

describe('WordRotate', () => {
  it('server-renders the first word in place, and all words once for screen readers', () => {
    const host = document.createElement('div')
    host.innerHTML = renderToString(<WordRotate words={WORDS} className="text-4xl" />)
    const element = host.querySelector<HTMLElement>('[data-slot="word-rotate"]')
    expect(element?.className).toContain('text-4xl')
    expect(readableText(host)).toBe('Word, Rotate, Longest word')
    const shown = host.querySelector<HTMLElement>('[data-slot="word-rotate-word"]')
    expect(shown?.textContent).toBe('Word')
    expect(shown?.getAttribute('aria-hidden')).toBe('true')
    // Not waiting for a script to fade in.
    expect(shown?.style.opacity).not.toBe('0')
    expect(shown?.style.transform).not.toContain('translateY(-50px)')
  })

  it('reserves the size of its longest word in the cell the words rotate in', () => {
    const { element, shown } = renderRotate()
    expect(element.className).toContain('grid')
    const copies = [...element.children].filter((child) => child.className.includes('invisible')) as HTMLElement[]
    expect(copies.map((copy) => copy.textContent)).toEqual(WORDS)
    for (const part of [...copies, ...shown()]) expect(part.className).toContain('col-start-1 row-start-1')
  })

  it('hydrates without warnings', async () => {
    installIntersectionObserver()
    expect(await hydrationErrors(<WordRotate words={WORDS} />)).toEqual([])
  })

  it('moves to the next word every `duration` ms, with the default drop, and wraps around', async () => {
    installIntersectionObserver()
    const { element, shown } = renderRotate({ duration: 1000 })
    advance(999)
    expect(element.dataset.index).toBe('0')
    advance(1)
    expect(element.dataset.index).toBe('1')
    await frames()
    expect(shown().map((word) => word.textContent)).toEqual(['Rotate'])
    expect(shown()[0]?.style.opacity).toBe('1')
    advance(1000)
    advance(1000)
    expect(element.dataset.index).toBe('0')
    await frames()
    expect(shown().map((word) => word.textContent)).toEqual(['Word'])
  })

  it('rotates every 2500 ms by default', () => {
    installIntersectionObserver()
    const { element } = renderRotate()
    advance(2499)
    expect(element.dataset.index).toBe('0')
    advance(1)
    expect(element.dataset.index).toBe('1')
  })

  it('holds while off screen or in a hidden tab', () => {
    const viewport = installIntersectionObserver()
    const { element } = renderRotate({ duration: 100 })
    viewport.setIntersecting(element, false)
    expect(element.dataset.state).toBe('paused')
    advance(1000)
    expect(element.dataset.index).toBe('0')
    viewport.setIntersecting(element, true)
    advance(100)
    expect(element.dataset.index).toBe('1')
    setTabHidden(true)
    advance(1000)
    expect(element.dataset.index).toBe('1')
    setTabHidden(false)
    advance(100)
    expect(element.dataset.index).toBe('2')
  })

  it('applies your motionProps to each word', async () => {
    installIntersectionObserver()
    const { shown } = renderRotate({
      duration: 100,
      motionProps: { initial: { opacity: 0 }, animate: { opacity: 0.5 }, exit: { opacity: 0 } },
    })
    advance(100)
    await frames()
    expect(shown()[0]?.style.opacity).toBe('0.5')
  })

  it('stands still on the first word under reduced motion', () => {
    installMediaQueries()
    setMediaPreference('reduce', true)
    installIntersectionObserver()
    const { element, shown } = renderRotate({ duration: 100 })
    advance(1000)
    expect(element.dataset.state).toBe('paused')
    expect(element.dataset.index).toBe('0')
    expect(shown().map((word) => word.textContent)).toEqual(['Word'])
    expect(shown()[0]?.getAttribute('style')).toBeNull()
  })

  it('goes back to the first word when reduced motion is switched on mid-rotation', () => {
    installMediaQueries()
    installIntersectionObserver()
    const { element, shown } = renderRotate({ duration: 100 })
    advance(100)
    expect(element.dataset.index).toBe('1')
    act(() => setMediaPreference('reduce', true))
    expect(element.dataset.index).toBe('0')
    advance(1000)
    expect(shown().map((word) => word.textContent)).toEqual(['Word'])
  })

  it('stays still with a single word', () => {
    installIntersectionObserver()
    const { element } = renderRotate({ words: ['Alone'] })
    expect(element.dataset.state).toBe('paused')
    expect(vi.getTimerCount()).toBe(0)
  })

  it('passes span props and its ref to the root', () => {
    installIntersectionObserver()
    const ref = { current: null as HTMLSpanElement | null }
    const { element } = renderRotate({ id: 'rotate', ref, title: 'Features' })
    expect(element.tagName).toBe('SPAN')
    expect(element.id).toBe('rotate')
    expect(element.title).toBe('Features')
    expect(ref.current).toBe(element)
  })

  it('leaves no timer behind when unmounted', () => {
    installIntersectionObserver()
    const { unmount } = renderRotate()
    expect(vi.getTimerCount()).toBe(1)
    unmount()
    expect(vi.getTimerCount()).toBe(0)
  })
})
