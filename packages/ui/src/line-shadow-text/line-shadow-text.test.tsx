// @vitest-environment happy-dom
import { act, render } from '@testing-library/react'
import * as React from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  expectPausesOffScreen,
  hydrationErrors,
  installIntersectionObserver,
  installMediaQueries,
  readableText,
  resetItemTest,
  setMediaPreference,
  slotElement,
} from '../test-support'
import { LineShadowText } from './line-shadow-text'
import meta from './line-shadow-text.meta'

afterEach(resetItemTest)

const paused = 'after:[animation-play-state:paused]'

function root(container: HTMLElement) {
  return slotElement(container, 'line-shadow-text')
}

describe('LineShadowText', () => {
  it('server-renders the text once, with Magic UI’s defaults: a span with a black, drifting shadow', () => {
    const html = renderToString(<LineShadowText>Ship Fast</LineShadowText>)
    const host = document.createElement('div')
    host.innerHTML = html
    const element = root(host)
    expect(element.tagName).toBe('SPAN')
    expect(readableText(host)).toBe('Ship Fast')
    expect(element.dataset.text).toBe('Ship Fast')
    expect(element.style.getPropertyValue('--line-shadow-text-color')).toBe('black')
    expect(element.className).toContain('after:animate-line-shadow-text')
    expect(element.className).toContain('inline-flex')
  })

  it('draws the shadow as generated content that screen readers skip, behind the text and off the pointer', () => {
    const element = root(render(<LineShadowText>Fast</LineShadowText>).container)
    expect(element.childNodes).toHaveLength(1)
    expect(element.textContent).toBe('Fast')
    const classes = element.className.split(' ')
    // The alternative text after the slash is empty, so the shadow's copy is not read a second time.
    expect(classes).toContain("after:content-[attr(data-text)_/_'']")
    expect(classes).toContain('after:pointer-events-none')
    expect(classes).toContain('after:-z-10')
    expect(classes).toContain('after:bg-clip-text')
    expect(classes).toContain('forced-colors:after:hidden')
  })

  it('renders the element given by `as`, and passes className, style, other props and its ref', () => {
    const ref = React.createRef<HTMLElement>()
    const onClick = vi.fn()
    const { container } = render(
      <LineShadowText
        as="h1"
        ref={ref}
        shadowColor="#6d28d9"
        className="text-6xl italic"
        style={{ letterSpacing: '-0.02em' }}
        id="title"
        onClick={onClick}
      >
        Heading
      </LineShadowText>,
    )
    const element = root(container)
    expect(element.tagName).toBe('H1')
    expect(ref.current).toBe(element)
    expect(element.id).toBe('title')
    expect(element.className).toContain('text-6xl')
    expect(element.className).toContain('italic')
    expect(element.style.letterSpacing).toBe('-0.02em')
    expect(element.style.getPropertyValue('--line-shadow-text-color')).toBe('#6d28d9')
    element.click()
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('pauses the drift while off screen or while the tab is hidden, and stops watching on unmount', () => {
    expectPausesOffScreen(<LineShadowText>Fast</LineShadowText>, 'line-shadow-text', paused)
  })

  it('keeps the shadow but stills its lines for visitors who prefer reduced motion', () => {
    installMediaQueries()
    const viewport = installIntersectionObserver()
    const { container } = render(<LineShadowText>Calm</LineShadowText>)
    const element = root(container)
    // CSS stills it before hydration too.
    expect(element.className).toContain('motion-reduce:after:animate-none')
    act(() => setMediaPreference('reduce', true))
    expect(element.hasAttribute('data-reduced-motion')).toBe(true)
    expect(element.className).not.toContain('after:animate-line-shadow-text')
    expect(element.className).toContain("after:content-[attr(data-text)_/_'']")
    expect(viewport.observed()).toEqual([])
    expect(readableText(container)).toBe('Calm')
  })

  it('hydrates the server markup without errors', async () => {
    installIntersectionObserver()
    expect(
      await hydrationErrors(
        <LineShadowText as="h2" shadowColor="currentColor" className="italic">
          Hydrated
        </LineShadowText>,
      ),
    ).toEqual([])
  })

  it('ships prefixed keyframes that loop without a jump: a whole number of 0.06em tiles along the diagonal', () => {
    expect(meta.cssVars.theme['animate-line-shadow-text']).toBe('line-shadow-text 15s linear infinite')
    const frames = meta.css['@keyframes line-shadow-text']
    expect(frames.from['background-position']).toBe('0 0')
    const [x, y] = frames.to['background-position'].split(' ').map((value) => Number.parseFloat(value))
    expect(x).toBe(-(y ?? 0))
    expect(Number.isInteger(Number(((x ?? 0) / 0.06).toFixed(9)))).toBe(true)
    const tile = root(render(<LineShadowText>Tile</LineShadowText>).container).className
    expect(tile).toContain('after:bg-size-[0.06em_0.06em]')
  })

  it('documents Magic UI’s props in their order with their defaults', () => {
    expect(meta.props.LineShadowText.map((prop) => prop.name)).toEqual(['shadowColor', 'children', 'as', 'className'])
    const defaults = Object.fromEntries(
      meta.props.LineShadowText.map((prop) => [prop.name, 'default' in prop ? prop.default : undefined]),
    )
    expect(defaults).toMatchObject({ shadowColor: "'black'", as: "'span'" })
  })
})
