// @vitest-environment happy-dom
import { act, fireEvent, render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  hydrationErrors,
  installIntersectionObserver,
  installMediaQueries,
  readableText,
  resetItemTest,
  setMediaPreference,
} from '../test-support'
import { HyperText, type HyperTextProps } from './hyper-text'

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'],
  })
})
afterEach(() => {
  resetItemTest()
  vi.useRealTimers()
})

/** Every letter cell: its real letter, whether that is hidden, and the scrambled letter over it. */
function cells(root: ParentNode) {
  return [...root.querySelectorAll<HTMLElement>('[data-slot="hyper-text-cell"]')].map((cell) => {
    const [real, scrambled] = [...cell.children] as HTMLElement[]
    return { real: real?.textContent, hidden: real?.style.visibility === 'hidden', scrambled: scrambled?.textContent }
  })
}

function renderHyper(props: Partial<HyperTextProps> = {}) {
  const result = render(<HyperText {...props}>{props.children ?? 'Hover Me!'}</HyperText>)
  const element = result.container.querySelector<HTMLElement>('[data-slot="hyper-text"]')
  if (!element) throw new Error('no hyper text')
  return { ...result, element }
}

/** Moves the clock on in frame-sized steps, letting React commit between them. */
function advance(ms: number) {
  for (let elapsed = 0; elapsed < ms; elapsed += 16) act(() => vi.advanceTimersByTime(Math.min(16, ms - elapsed)))
}

describe('HyperText', () => {
  it('server-renders the real text in fixed cells, readable once, with nothing random', () => {
    const random = vi.spyOn(Math, 'random')
    const html = renderToString(<HyperText>Hover Me!</HyperText>)
    expect(renderToString(<HyperText>Hover Me!</HyperText>)).toBe(html)
    expect(random).not.toHaveBeenCalled()
    const host = document.createElement('div')
    host.innerHTML = html
    const element = host.querySelector<HTMLElement>('[data-slot="hyper-text"]')
    expect(element?.tagName).toBe('DIV')
    expect(element?.dataset.state).toBe('idle')
    expect(readableText(host)).toBe('Hover Me!')
    expect(cells(host).map((cell) => cell.real)).toEqual(['H', 'o', 'v', 'e', 'r', 'M', 'e', '!'])
    expect(cells(host).every((cell) => cell.scrambled === '' && !cell.hidden)).toBe(true)
    // Magic UI's look: bold, large, upper case, monospaced letters.
    for (const name of ['text-4xl', 'font-bold', 'uppercase', 'overflow-hidden', 'py-2']) {
      expect(element?.className.split(' ')).toContain(name)
    }
    expect(host.querySelector('[aria-hidden="true"]')?.className).toContain('font-mono')
    // Screen readers get the text as written, not shouted.
    expect(host.querySelector('.sr-only')?.className).toContain('normal-case')
  })

  it('keeps each scrambled letter out of the flow, over its real letter', () => {
    installIntersectionObserver()
    const { element } = renderHyper({ startOnView: true })
    const cell = element.querySelector<HTMLElement>('[data-slot="hyper-text-cell"]')
    expect(cell?.className).toContain('relative')
    expect(cell?.className).toContain('inline-block')
    expect(cell?.lastElementChild?.className).toContain('absolute')
    // Words do not break inside, and the spaces between them stay plain text.
    expect(cell?.parentElement?.className).toContain('whitespace-nowrap')
  })

  it('hydrates without warnings', async () => {
    installIntersectionObserver()
    expect(await hydrationErrors(<HyperText>Hydrated text</HyperText>)).toEqual([])
    expect(await hydrationErrors(<HyperText startOnView>Later</HyperText>)).toEqual([])
  })

  it('scrambles on mount and reveals the text from left to right within `duration`', () => {
    installIntersectionObserver()
    vi.spyOn(Math, 'random').mockReturnValue(0)
    const { element } = renderHyper({ children: 'abcd efgh' })
    // The start waits for a timer, the first letters for the frame after it.
    advance(32)
    expect(element.dataset.state).toBe('scrambling')
    const early = cells(element)
    // The first letter is revealed at once; the rest show a letter of the set over their hidden real one.
    expect(early[0]).toEqual({ real: 'a', hidden: false, scrambled: '' })
    expect(early.at(-1)).toEqual({ real: 'h', hidden: true, scrambled: 'A' })
    // The readable text never changes.
    expect(readableText(element)).toBe('abcd efgh')

    advance(400)
    const halfway = cells(element)
    expect(halfway.slice(0, 4).every((cell) => !cell.hidden)).toBe(true)
    expect(halfway.at(-1)?.hidden).toBe(true)

    advance(400)
    expect(element.dataset.state).toBe('idle')
    expect(cells(element).every((cell) => cell.scrambled === '' && !cell.hidden)).toBe(true)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('waits `delay` ms before the first scramble, and draws from `characterSet`', () => {
    installIntersectionObserver()
    vi.spyOn(Math, 'random').mockReturnValue(0.99)
    const { element } = renderHyper({ children: 'code', delay: 300, characterSet: ['0', '1'] })
    advance(290)
    expect(element.dataset.state).toBe('idle')
    advance(30)
    expect(element.dataset.state).toBe('scrambling')
    expect(cells(element).at(-1)?.scrambled).toBe('1')
  })

  it('with `startOnView`, waits for the middle of the viewport', () => {
    const viewport = installIntersectionObserver()
    const { element } = renderHyper({ startOnView: true })
    advance(500)
    expect(element.dataset.state).toBe('idle')
    expect(viewport.rootMargins()).toContain('-30% 0px -30% 0px')
    viewport.setIntersecting(element, true)
    advance(16)
    expect(element.dataset.state).toBe('scrambling')
    // Seen once is enough.
    expect(viewport.observed()).toEqual([])
  })

  it('scrambles again on hover, and still calls your onMouseEnter', () => {
    installIntersectionObserver()
    const onMouseEnter = vi.fn()
    const { element } = renderHyper({ onMouseEnter, duration: 200 })
    advance(300)
    expect(element.dataset.state).toBe('idle')
    fireEvent.mouseEnter(element)
    expect(onMouseEnter).toHaveBeenCalledTimes(1)
    expect(element.dataset.state).toBe('scrambling')
    advance(300)
    expect(element.dataset.state).toBe('idle')
  })

  it('ignores hover without `animateOnHover`', () => {
    installIntersectionObserver()
    const { element } = renderHyper({ animateOnHover: false, duration: 100 })
    advance(200)
    fireEvent.mouseEnter(element)
    expect(element.dataset.state).toBe('idle')
  })

  it('never scrambles under reduced motion', () => {
    installMediaQueries()
    setMediaPreference('reduce', true)
    installIntersectionObserver()
    const random = vi.spyOn(Math, 'random')
    const { element } = renderHyper()
    advance(100)
    fireEvent.mouseEnter(element)
    advance(100)
    expect(element.dataset.state).toBe('idle')
    expect(random).not.toHaveBeenCalled()
    expect(cells(element).every((cell) => cell.scrambled === '' && !cell.hidden)).toBe(true)
  })

  it('settles at once when reduced motion is switched on mid-scramble', () => {
    installMediaQueries()
    installIntersectionObserver()
    const { element } = renderHyper({ duration: 2000 })
    advance(100)
    expect(element.dataset.state).toBe('scrambling')
    act(() => setMediaPreference('reduce', true))
    expect(element.dataset.state).toBe('idle')
    expect(cells(element).every((cell) => cell.scrambled === '' && !cell.hidden)).toBe(true)
  })

  it('renders as the element given in `as`, passing props and its ref to it', () => {
    installIntersectionObserver()
    const ref = { current: null as HTMLElement | null }
    const { element } = renderHyper({ as: 'h2', className: 'text-2xl', id: 'hero', ref })
    expect(element.tagName).toBe('H2')
    expect(element.id).toBe('hero')
    expect(element.className).toContain('text-2xl')
    expect(element.className).not.toContain('text-4xl')
    expect(ref.current).toBe(element)
  })

  it('stops its frames when unmounted mid-scramble', () => {
    installIntersectionObserver()
    const { unmount } = renderHyper({ duration: 2000 })
    advance(100)
    expect(vi.getTimerCount()).toBeGreaterThan(0)
    unmount()
    expect(vi.getTimerCount()).toBe(0)
  })
})
