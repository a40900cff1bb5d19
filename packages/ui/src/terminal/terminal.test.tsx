// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react'
import { MotionGlobalConfig } from 'motion/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  hydrationErrors,
  installIntersectionObserver,
  installMediaQueries,
  setMediaPreference,
  setTabHidden,
} from '../test-support'
import { AnimatedSpan, Terminal, TypingAnimation } from './terminal'

// happy-dom's Web Animations reject when motion cancels them on unmount; the tests check state, not
// frames, so motion jumps straight to each target.
MotionGlobalConfig.skipAnimations = true

installMediaQueries()
const setReducedMotion = (value: boolean) => setMediaPreference('reduce', value)

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  setReducedMotion(false)
  setTabHidden(false)
  vi.unstubAllGlobals()
})

/** A line wrapped in a user component, as apps do when they render output from data. */
function Output({ text }: { text: string }) {
  return (
    <div>
      <AnimatedSpan>{text}</AnimatedSpan>
    </div>
  )
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))
const slot = (root: ParentNode, name: string) => [...root.querySelectorAll<HTMLElement>(`[data-slot="${name}"]`)]
const typedText = (line: HTMLElement) =>
  line.querySelector('[data-slot="typing-animation-text"]')?.textContent?.replace(/\s+$/, '') ?? ''

describe('Terminal', () => {
  it('renders a window with three decorative dots, a title and the lines', () => {
    const { container } = render(
      <Terminal startOnView={false} title="zsh" className="custom" aria-label="Install log">
        <TypingAnimation>npm i</TypingAnimation>
      </Terminal>,
    )
    const terminal = slot(container, 'terminal')[0]
    expect(terminal?.className).toContain('custom')
    expect(terminal?.getAttribute('aria-label')).toBe('Install log')
    const header = slot(container, 'terminal-header')[0]
    expect(header?.querySelector('[aria-hidden]')?.children).toHaveLength(3)
    expect(header?.textContent).toBe('zsh')
    expect(slot(container, 'terminal-body')[0]?.textContent).toContain('npm i')
  })

  it('plays lines one after another, typing each character and fading spans in', () => {
    const { container } = render(
      <Terminal startOnView={false}>
        <TypingAnimation duration={100}>abc</TypingAnimation>
        <AnimatedSpan pause={50}>done</AnimatedSpan>
        <TypingAnimation duration={100}>xy</TypingAnimation>
      </Terminal>,
    )
    const [first, last] = slot(container, 'typing-animation')
    const span = slot(container, 'animated-span')[0]
    if (!first || !last || !span) throw new Error('lines missing')

    expect(first.dataset.state).toBe('typing')
    expect(last.dataset.state).toBe('idle')
    expect(span.dataset.state).toBe('hidden')

    advance(0)
    expect(typedText(first)).toBe('a')
    advance(100)
    expect(typedText(first)).toBe('ab')
    expect(span.dataset.state).toBe('hidden')
    advance(100)
    expect(typedText(first)).toBe('abc')
    expect(first.dataset.state).toBe('done')

    advance(49)
    expect(span.dataset.state).toBe('hidden')
    advance(1)
    expect(span.dataset.state).toBe('visible')
    expect(typedText(last)).toBe('')

    advance(300)
    expect(last.dataset.state).toBe('typing')
    advance(100)
    expect(typedText(last)).toBe('xy')
    expect(slot(container, 'terminal')[0]?.dataset.state).toBe('done')
  })

  it('follows document order even for lines nested in wrappers', () => {
    const { container } = render(
      <Terminal startOnView={false}>
        <Output text="first" />
        <AnimatedSpan>second</AnimatedSpan>
      </Terminal>,
    )
    const [first, second] = slot(container, 'animated-span')
    advance(0)
    expect(first?.dataset.state).toBe('visible')
    expect(second?.dataset.state).toBe('hidden')
    advance(300)
    advance(0)
    expect(second?.dataset.state).toBe('visible')
  })

  it("ignores delay and the lines' startOnView inside a sequence, as Magic UI does", () => {
    const { container } = render(
      <Terminal startOnView={false}>
        <AnimatedSpan delay={5000} startOnView>
          first
        </AnimatedSpan>
        <TypingAnimation delay={5000} duration={10}>
          ab
        </TypingAnimation>
      </Terminal>,
    )
    // No IntersectionObserver answers for the lines here: only their turn starts them.
    advance(0)
    expect(slot(container, 'animated-span')[0]?.dataset.state).toBe('visible')
    advance(300)
    advance(0)
    expect(slot(container, 'typing-animation')[0]?.dataset.state).toBe('typing')
    advance(10)
    expect(slot(container, 'terminal')[0]?.dataset.state).toBe('done')
  })

  it('plays every line on its own delay when sequence is off, each waiting for itself to be seen if asked', () => {
    const viewport = installIntersectionObserver()
    const { container } = render(
      <Terminal sequence={false}>
        <TypingAnimation duration={10} pause={5000}>
          slow text here
        </TypingAnimation>
        <AnimatedSpan delay={20}>early</AnimatedSpan>
        <AnimatedSpan delay={20} startOnView>
          late
        </AnimatedSpan>
      </Terminal>,
    )
    const [early, late] = slot(container, 'animated-span')
    const typing = slot(container, 'typing-animation')[0]
    // The terminal's own startOnView holds nothing back without a sequence.
    advance(20)
    expect(early?.dataset.state).toBe('visible')
    expect(late?.dataset.state).toBe('hidden')
    // TypingAnimation waits to be seen by default.
    expect(typing?.dataset.state).toBe('idle')

    viewport.setIntersecting(typing, true)
    viewport.setIntersecting(late, true)
    // pause applies only in a sequence: typing starts at once.
    advance(0)
    expect(typing?.dataset.state).toBe('typing')
    advance(19)
    expect(late?.dataset.state).toBe('hidden')
    advance(1)
    expect(late?.dataset.state).toBe('visible')
  })

  it('plays lines outside a terminal on their own: TypingAnimation once seen, AnimatedSpan at once', () => {
    const viewport = installIntersectionObserver()
    const { container } = render(
      <div>
        <TypingAnimation duration={10}>hi</TypingAnimation>
        <TypingAnimation duration={10} startOnView={false} delay={30}>
          now
        </TypingAnimation>
        <AnimatedSpan delay={30}>span</AnimatedSpan>
      </div>,
    )
    const [seen, now] = slot(container, 'typing-animation')
    advance(30)
    expect(now && typedText(now)).toBe('n')
    expect(slot(container, 'animated-span')[0]?.dataset.state).toBe('visible')
    advance(100)
    expect(seen && typedText(seen)).toBe('')
    viewport.setIntersecting(seen, true)
    advance(0)
    expect(seen && typedText(seen)).toBe('h')
  })

  it('renders TypingAnimation as the element given in as', () => {
    const { container } = render(
      <TypingAnimation as="h2" startOnView={false} className="title" id="t">
        Hello
      </TypingAnimation>,
    )
    const line = slot(container, 'typing-animation')[0]
    expect(line?.tagName).toBe('H2')
    expect(line?.id).toBe('t')
    expect(line?.className).toContain('title')
    const span = render(<TypingAnimation startOnView={false}>Hi</TypingAnimation>)
    expect(slot(span.container, 'typing-animation')[0]?.tagName).toBe('SPAN')
  })

  it('caps its height with maxHeight, scrolls by keyboard, and follows the line that plays', () => {
    const { container } = render(
      <Terminal startOnView={false} maxHeight={120} style={{ width: 400 }}>
        <AnimatedSpan>one</AnimatedSpan>
        <AnimatedSpan>two</AnimatedSpan>
      </Terminal>,
    )
    const terminal = slot(container, 'terminal')[0]
    const body = slot(container, 'terminal-body')[0]
    const second = slot(container, 'animated-span')[1]
    if (!terminal || !body || !second) throw new Error('terminal missing')
    expect(terminal.style.maxHeight).toBe('120px')
    expect(terminal.style.width).toBe('400px')
    expect(body.tabIndex).toBe(0)
    expect(body.className).toContain('overflow-auto')

    // happy-dom has no layout or stylesheet: give the body 80px of view over 200px of lines, its
    // padding, and the second line below the view.
    Object.defineProperty(body, 'scrollHeight', { configurable: true, value: 200 })
    Object.defineProperty(body, 'clientHeight', { configurable: true, value: 80 })
    body.style.paddingBottom = '16px'
    body.getBoundingClientRect = () => ({ top: 40, bottom: 120 }) as DOMRect
    second.getBoundingClientRect = () => ({ top: 150, bottom: 170 }) as DOMRect
    const scrollTo = vi.fn()
    body.scrollTo = scrollTo as typeof body.scrollTo
    advance(0)
    advance(300)
    advance(0)
    expect(second.dataset.state).toBe('visible')
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 50 + 16, behavior: 'smooth' })

    const { container: plain } = render(
      <Terminal startOnView={false}>
        <AnimatedSpan>one</AnimatedSpan>
      </Terminal>,
    )
    expect(slot(plain, 'terminal')[0]?.style.maxHeight).toBe('')
    expect(slot(plain, 'terminal-body')[0]?.hasAttribute('tabindex')).toBe(false)
  })

  it('waits until it scrolls into view when startOnView is on', () => {
    const observers: Array<(entries: Array<Partial<IntersectionObserverEntry>>) => void> = []
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Array<Partial<IntersectionObserverEntry>>) => void) {
          observers.push(callback)
        }
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    )
    const { container } = render(
      <Terminal>
        <AnimatedSpan>hello</AnimatedSpan>
      </Terminal>,
    )
    const terminal = slot(container, 'terminal')[0]
    const span = slot(container, 'animated-span')[0]
    advance(1000)
    expect(terminal?.dataset.state).toBe('idle')
    expect(span?.dataset.state).toBe('hidden')

    act(() => {
      for (const notify of observers) notify([{ isIntersecting: true, target: terminal }])
    })
    advance(0)
    expect(span?.dataset.state).toBe('visible')
    vi.unstubAllGlobals()
  })

  it('holds playback while off screen and picks up where it stopped when back in view', () => {
    const viewport = installIntersectionObserver()
    const { container } = render(
      <Terminal startOnView={false}>
        <TypingAnimation duration={100}>abcd</TypingAnimation>
        <AnimatedSpan>done</AnimatedSpan>
      </Terminal>,
    )
    const terminal = slot(container, 'terminal')[0]
    const line = slot(container, 'typing-animation')[0]
    if (!terminal || !line) throw new Error('terminal missing')
    advance(0)
    advance(100)
    expect(typedText(line)).toBe('ab')

    viewport.setIntersecting(terminal, false)
    expect(terminal.hasAttribute('data-paused')).toBe(true)
    advance(5000)
    expect(typedText(line)).toBe('ab')
    expect(slot(container, 'animated-span')[0]?.dataset.state).toBe('hidden')

    viewport.setIntersecting(terminal, true)
    expect(terminal.hasAttribute('data-paused')).toBe(false)
    advance(100)
    expect(typedText(line)).toBe('abc')
    advance(100)
    expect(typedText(line)).toBe('abcd')
  })

  it('holds playback while the tab is hidden', () => {
    const { container } = render(
      <Terminal startOnView={false}>
        <TypingAnimation duration={100}>abc</TypingAnimation>
      </Terminal>,
    )
    const line = slot(container, 'typing-animation')[0]
    if (!line) throw new Error('line missing')
    advance(0)
    setTabHidden(true)
    advance(1000)
    expect(typedText(line)).toBe('a')
    setTabHidden(false)
    advance(200)
    expect(typedText(line)).toBe('abc')
  })

  it('shows every line in full at once, without caret, under reduced motion', () => {
    setReducedMotion(true)
    const { container } = render(
      <Terminal startOnView={false}>
        <TypingAnimation duration={1000}>first line</TypingAnimation>
        <AnimatedSpan delay={5000}>second line</AnimatedSpan>
        <TypingAnimation>third line</TypingAnimation>
      </Terminal>,
    )
    const [first, third] = slot(container, 'typing-animation')
    expect(first && typedText(first)).toBe('first line')
    expect(third && typedText(third)).toBe('third line')
    expect(slot(container, 'animated-span')[0]?.dataset.state).toBe('visible')
    expect(slot(container, 'typing-animation-caret')).toHaveLength(0)
  })

  it('shows the rest of every line at once when reduced motion is switched on mid-play, and keeps it', () => {
    const { container } = render(
      <Terminal startOnView={false}>
        <TypingAnimation duration={100}>abcdef</TypingAnimation>
        <AnimatedSpan>output</AnimatedSpan>
      </Terminal>,
    )
    const line = slot(container, 'typing-animation')[0]
    const span = slot(container, 'animated-span')[0]
    if (!line || !span) throw new Error('lines missing')
    advance(100)
    expect(typedText(line)).toBe('ab')
    act(() => setReducedMotion(true))
    expect(typedText(line)).toBe('abcdef')
    expect(line.dataset.state).toBe('done')
    expect(span.dataset.state).toBe('visible')
    act(() => setReducedMotion(false))
    advance(1000)
    expect(typedText(line)).toBe('abcdef')
  })

  it('shows a caret while waiting and typing, and none once done', () => {
    const { container } = render(
      <TypingAnimation delay={100} duration={10} startOnView={false}>
        ok
      </TypingAnimation>,
    )
    const caret = () => slot(container, 'typing-animation-caret')[0]
    expect(caret()?.className).toContain('animate-terminal-caret')
    advance(100)
    expect(caret()?.className).not.toContain('animate-terminal-caret')
    advance(10)
    expect(caret()).toBeUndefined()
    const { container: noCaret } = render(
      <TypingAnimation caret={false} startOnView={false}>
        ok
      </TypingAnimation>,
    )
    expect(slot(noCaret, 'typing-animation-caret')).toHaveLength(0)
  })

  it('types emoji and accented letters as single characters', () => {
    const { container } = render(
      <TypingAnimation duration={10} startOnView={false}>
        {'e\u0301👍🏽!'}
      </TypingAnimation>,
    )
    const line = slot(container, 'typing-animation')[0]
    if (!line) throw new Error('line missing')
    advance(0)
    expect(typedText(line)).toBe('e\u0301')
    advance(10)
    expect(typedText(line)).toBe('e\u0301👍🏽')
  })

  it('gives screen readers the full text once and hides the animated copy', () => {
    const { container } = render(<TypingAnimation>hello world</TypingAnimation>)
    const line = slot(container, 'typing-animation')[0]
    expect(line?.querySelector('.sr-only')?.textContent).toBe('hello world')
    expect(line?.querySelector('.sr-only + [aria-hidden]')).not.toBeNull()
  })

  it('renders on the server in the not-yet-played state with the full text present', () => {
    const html = renderToString(
      <Terminal title="zsh">
        <TypingAnimation>npx shadcn@latest init</TypingAnimation>
        <AnimatedSpan>✔ Done</AnimatedSpan>
      </Terminal>,
    )
    expect(html).toContain('data-state="idle"')
    expect(html).toContain('npx shadcn@latest init')
    expect(html).toContain('✔ Done')
    expect(html).toContain('opacity:0')
  })
  it('hydrates without warnings, with and without reduced motion', async () => {
    const terminal = (
      <Terminal title="zsh">
        <TypingAnimation>npx shadcn@latest init</TypingAnimation>
        <AnimatedSpan>✔ Done</AnimatedSpan>
      </Terminal>
    )
    expect(await hydrationErrors(terminal)).toEqual([])
    setReducedMotion(true)
    expect(await hydrationErrors(terminal)).toEqual([])
  })
})
