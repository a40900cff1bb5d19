// @vitest-environment happy-dom
import { render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { hydrationErrors, readableText, resetItemTest, slotElement } from '../test-support'
import { KineticText } from './kinetic-text'

afterEach(resetItemTest)

function serverRender(node: React.ReactElement) {
  const host = document.createElement('div')
  host.innerHTML = renderToString(node)
  return { host, element: slotElement(host, 'kinetic-text') }
}

const letters = (root: ParentNode) => [...root.querySelectorAll<HTMLElement>('[data-slot="kinetic-text-letter"]')]

describe('KineticText', () => {
  it('server-renders a light h1 whose text screen readers read once', () => {
    const { host, element } = serverRender(<KineticText text="Hello there" className="text-6xl" />)
    expect(element.tagName).toBe('H1')
    expect(element.className).toContain('flex flex-wrap font-light')
    expect(element.className).toContain('text-6xl')
    expect(readableText(host)).toBe('Hello there')
    expect(letters(host).map((letter) => letter.textContent)).toEqual([...'Hellothere'])
  })

  it('keeps words together, a space between them, so lines break only between words', () => {
    const { element } = serverRender(<KineticText text="one two  three" />)
    const words = [...element.children].filter((child) => child.getAttribute('aria-hidden') === 'true')
    expect(words.map((word) => word.textContent)).toEqual(['one ', 'two ', ' ', 'three'])
    for (const word of words) expect(word.className).toContain('inline-flex')
    // Each space is an element that keeps it: a flex container drops bare white space.
    for (const word of words.slice(0, -1)) {
      expect(word.lastElementChild?.textContent).toBe(' ')
      expect(word.lastElementChild?.className).toBe('whitespace-pre')
    }
  })

  it('keeps an emoji or accented letter as one letter', () => {
    const { host } = serverRender(<KineticText text="café 👋🏽" />)
    expect(letters(host).map((letter) => letter.textContent)).toEqual(['c', 'a', 'f', 'é', '👋🏽'])
  })

  it('weighs the hovered letter most and its neighbours less, two letters either way, in CSS alone', () => {
    const { host } = serverRender(<KineticText text="Wave" />)
    const classes = letters(host)[1]?.className.split(' ') ?? []
    expect(classes).toEqual(
      expect.arrayContaining([
        'hover:font-black',
        '[:hover+&]:font-semibold',
        'has-[+*:hover]:font-semibold',
        '[:hover+*+&]:font-normal',
        'has-[+*+*:hover]:font-normal',
        'hover:[-webkit-text-stroke-color:currentColor]',
      ]),
    )
    // No script: nothing for React to attach on the client.
    expect(renderToString(<KineticText text="Wave" />)).not.toMatch(/on[A-Z]/)
  })

  it('eases the change, but changes at once and keeps its spacing with reduced motion', () => {
    const { host } = serverRender(<KineticText text="Ab" />)
    const classes = letters(host)[0]?.className.split(' ') ?? []
    expect(classes).toContain('duration-400')
    expect(classes).toContain('motion-reduce:transition-none')
    const spacing = classes.filter((name) => name.includes('px-'))
    expect(spacing.length).toBe(3)
    for (const name of spacing) expect(name.startsWith('motion-safe:')).toBe(true)
  })

  it('sizes the spacing and outline with the text', () => {
    const { element } = serverRender(<KineticText text="A" style={{ color: 'red' }} />)
    expect(element.style.getPropertyValue('--kinetic-text-room')).toBe('calc(1em / 12)')
    expect(element.style.getPropertyValue('--kinetic-text-stroke')).toBe('calc(1em / 48)')
    expect(element.style.color).toBe('red')
  })

  it('renders as the element you name, with your props and ref', () => {
    const ref = { current: null as HTMLElement | null }
    const { container } = render(<KineticText as="p" text="Hi" id="k" ref={ref} />)
    const element = slotElement(container, 'kinetic-text')
    expect(element.tagName).toBe('P')
    expect(element.id).toBe('k')
    expect(ref.current).toBe(element)
  })

  it('hydrates without warnings', async () => {
    expect(await hydrationErrors(<KineticText text="Nostalgia" />)).toEqual([])
  })
})
