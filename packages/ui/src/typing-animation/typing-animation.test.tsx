// @vitest-environment happy-dom
import { act, render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  hydrationErrors,
  installIntersectionObserver,
  installMediaQueries,
  readableText,
  resetItemTest,
  setMediaPreference,
  setTabHidden,
} from '../test-support'
import { TypingAnimation, type TypingAnimationProps } from './typing-animation'

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
})
afterEach(() => {
  resetItemTest()
  vi.useRealTimers()
})

function renderTyping(props: Partial<TypingAnimationProps> = {}) {
  const result = render(<TypingAnimation startOnView={false} {...props} />)
  const element = result.container.querySelector<HTMLElement>('[data-slot="typing-animation"]')
  if (!element) throw new Error('no typing animation')
  const layer = () => element.querySelector<HTMLElement>('[data-slot="typing-animation-text"]')
  const cursor = () => element.querySelector<HTMLElement>('[data-slot="typing-animation-cursor"]')
  // The typed letters, without the cursor after them.
  const typed = () =>
    [...(layer()?.childNodes ?? [])]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent)
      .join('')
  return { ...result, element, cursor, typed }
}

/**
 * Moves the clock on a millisecond at a time, letting React commit in between: each step's timer is
 * set in an effect after the previous step has rendered, as in a browser.
 */
function advance(ms: number) {
  for (let elapsed = 0; elapsed < ms; elapsed++) act(() => vi.advanceTimersByTime(1))
}

describe('TypingAnimation', () => {
  it('server-renders the full text once for screen readers, the typed letters hidden from them', () => {
    const host = document.createElement('div')
    host.innerHTML = renderToString(<TypingAnimation>Hello World! 👋</TypingAnimation>)
    const element = host.querySelector<HTMLElement>('[data-slot="typing-animation"]')
    expect(element?.tagName).toBe('SPAN')
    expect(element?.dataset.state).toBe('idle')
    expect(readableText(host)).toBe('Hello World! 👋')
    expect(host.querySelector('[data-slot="typing-animation-text"]')?.closest('[aria-hidden="true"]')).not.toBeNull()
    // Nothing typed yet; a cursor waits.
    expect(host.querySelector('[data-slot="typing-animation-text"]')?.textContent).toBe('|')
  })

  it('reads every text of `words` once, in order', () => {
    const host = document.createElement('div')
    host.innerHTML = renderToString(<TypingAnimation words={['Design', 'Build', 'Ship']} loop />)
    expect(readableText(host)).toBe('Design, Build, Ship')
  })

  it('reserves the size of its longest text in the same grid cell as the typed one', () => {
    const { element } = renderTyping({ words: ['Go', 'Longest text'] })
    const grid = element.querySelector<HTMLElement>('[aria-hidden="true"]')
    expect(grid?.className).toContain('inline-grid')
    const cells = [...(grid?.children ?? [])] as HTMLElement[]
    expect(cells.map((cell) => cell.textContent)).toEqual(['Go|', 'Longest text|', '|'])
    for (const cell of cells) expect(cell.className).toContain('col-start-1 row-start-1')
    expect(cells[0]?.className).toContain('invisible')
    expect(cells[1]?.className).toContain('invisible')
    // With reduced motion, CSS shows the first text whole before any script runs.
    expect(cells[0]?.className).toContain('motion-reduce:visible')
    expect(cells[2]?.className).toContain('motion-reduce:invisible')
    // The cursor's room is reserved too, but its copy never shows.
    expect(cells[0]?.lastElementChild?.className).toContain('invisible')
  })

  it('hydrates without warnings', async () => {
    installIntersectionObserver()
    expect(await hydrationErrors(<TypingAnimation>Hydrated</TypingAnimation>)).toEqual([])
    expect(await hydrationErrors(<TypingAnimation words={['One', 'Two']} loop startOnView={false} />)).toEqual([])
  })

  it('types one character every `duration` ms, then settles without a cursor', () => {
    installIntersectionObserver()
    const { element, typed, cursor } = renderTyping({ children: 'Hi 👋' })
    expect(typed()).toBe('')
    advance(99)
    expect(typed()).toBe('')
    advance(1)
    expect(typed()).toBe('H')
    expect(element.dataset.state).toBe('typing')
    advance(100)
    expect(typed()).toBe('Hi')
    advance(200)
    // The emoji types as one character.
    expect(typed()).toBe('Hi 👋')
    expect(element.dataset.state).toBe('done')
    expect(cursor()).toBeNull()
    expect(readableText(element)).toBe('Hi 👋')
  })

  it('waits `delay` ms before the first character and types at `typeSpeed`', () => {
    installIntersectionObserver()
    const { typed } = renderTyping({ children: 'abc', delay: 500, typeSpeed: 20, duration: 300 })
    advance(499)
    expect(typed()).toBe('')
    advance(1)
    expect(typed()).toBe('a')
    advance(20)
    expect(typed()).toBe('ab')
  })

  it('types, pauses, deletes at half speed and moves on through `words`, stopping on the last', () => {
    installIntersectionObserver()
    const { element, typed, cursor } = renderTyping({ words: ['ab', 'cd'], duration: 100 })
    advance(200)
    expect(typed()).toBe('ab')
    expect(element.dataset.state).toBe('pausing')
    advance(999)
    expect(typed()).toBe('ab')
    advance(1)
    expect(typed()).toBe('a')
    expect(element.dataset.state).toBe('deleting')
    advance(50)
    expect(typed()).toBe('')
    advance(100)
    expect(typed()).toBe('c')
    advance(100)
    expect(typed()).toBe('cd')
    expect(element.dataset.state).toBe('done')
    expect(cursor()).toBeNull()
    advance(10_000)
    expect(typed()).toBe('cd')
  })

  it('starts over from the first text with `loop`, at its own delete speed and pause', () => {
    installIntersectionObserver()
    const { typed } = renderTyping({ words: ['a', 'b'], loop: true, typeSpeed: 10, deleteSpeed: 30, pauseDelay: 200 })
    advance(10)
    expect(typed()).toBe('a')
    advance(200)
    expect(typed()).toBe('')
    advance(10)
    expect(typed()).toBe('b')
    advance(199)
    expect(typed()).toBe('b')
    advance(1)
    advance(10)
    expect(typed()).toBe('a')
  })

  it('retypes a single looping text', () => {
    installIntersectionObserver()
    const { typed, element } = renderTyping({ children: 'ab', loop: true, duration: 10, pauseDelay: 100 })
    advance(20)
    expect(typed()).toBe('ab')
    expect(element.dataset.state).toBe('pausing')
    advance(100)
    expect(typed()).toBe('a')
    advance(5)
    advance(10)
    expect(typed()).toBe('a')
    expect(element.dataset.state).toBe('typing')
  })

  it('draws the cursor style asked for, blinking only while it waits', () => {
    installIntersectionObserver()
    const { cursor, rerender } = renderTyping({ words: ['ab', 'c'], cursorStyle: 'block' })
    expect(cursor()?.textContent).toBe('▌')
    expect(cursor()?.className).toContain('animate-typing-animation-cursor')
    expect(cursor()?.className).toContain('motion-reduce:animate-none')
    advance(100)
    expect(cursor()?.className).not.toContain('animate-typing-animation-cursor')
    advance(100)
    // The text is typed and waits to be deleted.
    expect(cursor()?.className).toContain('animate-typing-animation-cursor')

    rerender(<TypingAnimation startOnView={false} words={['ab', 'c']} cursorStyle="underscore" blinkCursor={false} />)
    expect(cursor()?.textContent).toBe('_')
    expect(cursor()?.className).not.toContain('animate-typing-animation-cursor')
    rerender(<TypingAnimation startOnView={false} words={['ab', 'c']} />)
    expect(cursor()?.textContent).toBe('|')
  })

  it('shows no cursor, and reserves no room for one, without `showCursor`', () => {
    installIntersectionObserver()
    const { cursor, element } = renderTyping({ children: 'No cursor', showCursor: false })
    expect(cursor()).toBeNull()
    expect(element.textContent).not.toContain('|')
  })

  it('waits until it is on screen with `startOnView`, the default', () => {
    const viewport = installIntersectionObserver()
    const { container } = render(<TypingAnimation>abc</TypingAnimation>)
    const element = container.querySelector<HTMLElement>('[data-slot="typing-animation"]')
    const typed = () => element?.querySelector('[data-slot="typing-animation-text"]')?.firstChild?.textContent
    advance(1000)
    expect(element?.dataset.state).toBe('idle')
    viewport.setIntersecting(element, true)
    advance(100)
    expect(typed()).toBe('a')
  })

  it('holds while off screen or in a hidden tab, then goes on where it stopped', () => {
    const viewport = installIntersectionObserver()
    const { element, typed, cursor } = renderTyping({ children: 'abcdef', loop: true })
    advance(200)
    expect(typed()).toBe('ab')
    viewport.setIntersecting(element, false)
    advance(1000)
    expect(typed()).toBe('ab')
    viewport.setIntersecting(element, true)
    advance(100)
    expect(typed()).toBe('abc')
    setTabHidden(true)
    advance(1000)
    expect(typed()).toBe('abc')
    setTabHidden(false)
    advance(300)
    expect(typed()).toBe('abcdef')
    // The waiting cursor's blink holds off screen too.
    expect(cursor()?.style.animationPlayState).toBe('')
    viewport.setIntersecting(element, false)
    expect(cursor()?.style.animationPlayState).toBe('paused')
  })

  it('shows the first text whole at once, without a cursor, under reduced motion', () => {
    installMediaQueries()
    setMediaPreference('reduce', true)
    const viewport = installIntersectionObserver()
    const { element, typed, cursor } = renderTyping({ words: ['First', 'Second'], loop: true })
    expect(element.dataset.state).toBe('static')
    expect(typed()).toBe('First')
    expect(cursor()).toBeNull()
    expect(viewport.observed()).toEqual([])
    advance(10_000)
    expect(typed()).toBe('First')
    expect(vi.getTimerCount()).toBe(0)
  })

  it('starts over when its text changes', () => {
    installIntersectionObserver()
    const { typed, rerender } = renderTyping({ children: 'abc' })
    advance(300)
    expect(typed()).toBe('abc')
    rerender(<TypingAnimation startOnView={false}>xyz</TypingAnimation>)
    expect(typed()).toBe('')
    advance(100)
    expect(typed()).toBe('x')
  })

  it('types on when re-rendered with the same words in a new array', () => {
    installIntersectionObserver()
    const { typed, rerender } = renderTyping({ words: ['abc', 'de'] })
    advance(200)
    expect(typed()).toBe('ab')
    rerender(<TypingAnimation startOnView={false} words={['abc', 'de']} />)
    expect(typed()).toBe('ab')
    advance(100)
    expect(typed()).toBe('abc')
  })

  it('renders as the element given in `as`, passing props and its ref to it', () => {
    installIntersectionObserver()
    const ref = { current: null as HTMLElement | null }
    const { element } = renderTyping({ children: 'Title', as: 'h1', className: 'text-4xl', id: 'title', ref })
    expect(element.tagName).toBe('H1')
    expect(element.id).toBe('title')
    expect(element.className).toContain('text-4xl')
    expect(element.className).toContain('tracking-[-0.02em]')
    expect(ref.current).toBe(element)
  })

  it('leaves no timer behind when unmounted', () => {
    installIntersectionObserver()
    const { unmount } = renderTyping({ words: ['a', 'b'], loop: true })
    advance(150)
    expect(vi.getTimerCount()).toBeGreaterThan(0)
    unmount()
    expect(vi.getTimerCount()).toBe(0)
  })
})
