// @vitest-environment happy-dom
import { act, fireEvent, render, waitFor } from '@testing-library/react'
import * as React from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { hydrationErrors, installMediaQueries, readableText, resetItemTest, setMediaPreference } from '../test-support'
import { TextReveal, type TextRevealProps } from './text-reveal'

afterEach(resetItemTest)

const sentence = 'Words light up as you scroll'

const root = (container: HTMLElement) => {
  const element = container.querySelector<HTMLElement>('[data-slot="text-reveal"]')
  if (!element) throw new Error('no text reveal')
  return element
}
/** The spans whose opacity the scroll drives, one per word. */
const wordOpacities = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('[data-word] > span')].map((word) => Number(word.style.opacity))

/** A panel that scrolls on its own, with a 400 px tall window onto an 800 px tall section. */
function Panel(props: Omit<TextRevealProps, 'container'>) {
  const panel = React.useRef<HTMLDivElement>(null)
  return (
    <div ref={panel} data-testid="panel" style={{ position: 'relative' }}>
      <TextReveal {...props} container={panel} />
    </div>
  )
}

/** Lays out the panel and the section as a browser would (happy-dom lays out nothing) and scrolls. */
function scrollPanel(container: HTMLElement, top: number) {
  const panel = container.querySelector<HTMLElement>('[data-testid="panel"]')
  if (!panel) throw new Error('no panel')
  const section = root(container)
  for (const [element, name, value] of [
    [panel, 'clientHeight', 400],
    [panel, 'scrollHeight', 800],
    [panel, 'scrollTop', top],
    [section, 'clientHeight', 800],
    [section, 'offsetTop', 0],
  ] as const) {
    Object.defineProperty(element, name, { configurable: true, value })
  }
  fireEvent.scroll(panel)
}

describe('TextReveal', () => {
  it('server-renders the whole text once for screen readers, and every word for the eye', () => {
    const html = renderToString(<TextReveal>{sentence}</TextReveal>)
    expect(html).toContain(`<span class="sr-only">${sentence}</span>`)
    for (const word of sentence.split(' ')) expect(html).toContain(`data-word="${word}"`)
    // Before any script runs the words wait for the scroll, faint.
    expect(html.match(/opacity:0/g)).toHaveLength(6)

    const { container } = render(<TextReveal>{sentence}</TextReveal>)
    expect(readableText(root(container))).toBe(sentence)
    const words = [...container.querySelectorAll('[data-word]')]
    expect(words.map((word) => word.textContent)).toEqual(sentence.split(' '))
    expect(words.every((word) => word.getAttribute('aria-hidden') === 'true')).toBe(true)
  })

  it('splits at any run of whitespace but reads the text as it was given', () => {
    const text = '  Spaced   out\ntext '
    const { container } = render(<TextReveal>{text}</TextReveal>)
    expect([...container.querySelectorAll('[data-word]')].map((word) => word.textContent)).toEqual([
      'Spaced',
      'out',
      'text',
    ])
    expect(readableText(root(container))).toBe(text)
  })

  it('is a tall section with a sticky half-height block, and takes classes, attributes and a ref', () => {
    const ref = React.createRef<HTMLDivElement>()
    const { container } = render(
      <TextReveal ref={ref} id="story" aria-label="Our story" className="h-[300vh] text-sky-900">
        {sentence}
      </TextReveal>,
    )
    const section = root(container)
    expect(ref.current).toBe(section)
    expect(section.id).toBe('story')
    expect(section.getAttribute('aria-label')).toBe('Our story')
    expect(section.className).toContain('h-[300vh]')
    expect(section.className).not.toContain('h-[200vh]')
    expect(section.className).toContain('text-sky-900')
    expect(section.className).not.toContain('text-black')
    const sticky = section.firstElementChild
    expect(sticky?.className).toContain('sticky')
    expect(sticky?.className).toContain('h-[50%]')

    const { container: plain } = render(<TextReveal>{sentence}</TextReveal>)
    expect(root(plain).className).toContain('h-[200vh]')
  })

  it('refuses anything but a string, as Magic UI does', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const notText = (<b>bold</b>) as unknown as string
    expect(() => render(<TextReveal>{notText}</TextReveal>)).toThrow('TextReveal: children must be a string')
  })

  it('lights the words up in turn as its scroll container scrolls through the section', async () => {
    const { container } = render(<Panel>one two three four</Panel>)
    expect(wordOpacities(container)).toEqual([0, 0, 0, 0])
    // Half way: the first two words are lit.
    scrollPanel(container, 200)
    await waitFor(() => expect(wordOpacities(container)).toEqual([1, 1, 0, 0]), { timeout: 5000 })
    // Part way through the second quarter: the second word is half lit.
    scrollPanel(container, 150)
    await waitFor(() => expect(wordOpacities(container)).toEqual([1, 0.5, 0, 0]), { timeout: 5000 })
    // The section's bottom meets the panel's bottom: everything is lit.
    scrollPanel(container, 400)
    await waitFor(() => expect(wordOpacities(container)).toEqual([1, 1, 1, 1]), { timeout: 5000 })
  })

  it('follows the page when no container is given', async () => {
    const { container } = render(<TextReveal>one two</TextReveal>)
    const page = document.documentElement
    Object.defineProperty(page, 'clientHeight', { configurable: true, value: 500 })
    Object.defineProperty(page, 'scrollHeight', { configurable: true, value: 1000 })
    Object.defineProperty(page, 'scrollTop', { configurable: true, value: 500 })
    Object.defineProperty(root(container), 'clientHeight', { configurable: true, value: 1000 })
    fireEvent.scroll(window)
    await waitFor(() => expect(wordOpacities(container)).toEqual([1, 1]), { timeout: 5000 })
  })

  it('shows every word at full strength under reduced motion, even before hydration', async () => {
    installMediaQueries()
    const { container } = render(<Panel>one two three</Panel>)
    // The CSS variant covers the server's markup and the first render, before the preference is read.
    for (const word of container.querySelectorAll('[data-word] > span')) {
      expect(word.className).toContain('motion-reduce:opacity-100!')
    }
    act(() => setMediaPreference('reduce', true))
    await waitFor(() => expect(wordOpacities(container)).toEqual([1, 1, 1]), { timeout: 5000 })
    // Scrolling changes nothing any more.
    scrollPanel(container, 100)
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(wordOpacities(container)).toEqual([1, 1, 1])
    expect(readableText(root(container))).toBe('one two three')
  })

  it('stops listening to its scroll container when unmounted', async () => {
    const remove = vi.spyOn(HTMLElement.prototype, 'removeEventListener')
    const { container, unmount } = render(<Panel>one two</Panel>)
    const panel = container.querySelector('[data-testid="panel"]')
    const removed = () =>
      remove.mock.contexts.some((element, i) => element === panel && remove.mock.calls[i]?.[0] === 'scroll')
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(removed()).toBe(false)
    unmount()
    await waitFor(() => expect(removed()).toBe(true))
  })

  it('hydrates without warnings', async () => {
    expect(await hydrationErrors(<TextReveal className="h-[150vh]">{sentence}</TextReveal>)).toEqual([])
  })
})
