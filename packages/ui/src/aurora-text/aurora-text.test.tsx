// @vitest-environment happy-dom
import { act, render } from '@testing-library/react'
import * as React from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
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
import { AuroraText } from './aurora-text'
import meta from './aurora-text.meta'

afterEach(resetItemTest)

const paused = '[animation-play-state:paused]'

function root(container: HTMLElement) {
  return slotElement(container, 'aurora-text')
}

describe('AuroraText', () => {
  it('server-renders the text once, filled with Magic UI’s default colours at a 10 second cycle', () => {
    const host = document.createElement('div')
    host.innerHTML = renderToString(
      <h1>
        Make it <AuroraText>shimmer</AuroraText>
      </h1>,
    )
    expect(readableText(host)).toBe('Make it shimmer')
    expect(host.querySelectorAll('[aria-hidden]')).toHaveLength(0)
    const element = root(host)
    expect(element.textContent).toBe('shimmer')
    expect(element.style.backgroundImage).toBe('linear-gradient(135deg, #FF0080, #7928CA, #0070F3, #38bdf8, #FF0080)')
    expect(element.style.getPropertyValue('--aurora-text-duration')).toBe('10s')
    for (const name of ['animate-aurora-text', 'bg-clip-text', '[-webkit-text-fill-color:transparent]']) {
      expect(element.className.split(' ')).toContain(name)
    }
  })

  it('takes its colours and speed from props: speed 2 halves the cycle', () => {
    const { container, rerender } = render(
      <AuroraText colors={['red', 'blue']} speed={2}>
        Fast
      </AuroraText>,
    )
    expect(root(container).style.backgroundImage).toBe('linear-gradient(135deg, red, blue, red)')
    expect(root(container).style.getPropertyValue('--aurora-text-duration')).toBe('5s')
    rerender(<AuroraText speed={0.5}>Slow</AuroraText>)
    expect(root(container).style.getPropertyValue('--aurora-text-duration')).toBe('20s')
    // An empty list falls back to the defaults rather than leaving see-through text with no fill.
    rerender(<AuroraText colors={[]}>Empty</AuroraText>)
    expect(root(container).style.backgroundImage).toContain('#FF0080')
  })

  it('passes className, style, other props and its ref to the text', () => {
    const ref = React.createRef<HTMLSpanElement>()
    const { container } = render(
      <AuroraText ref={ref} className="text-6xl font-bold" style={{ letterSpacing: '-0.05em' }} id="glow" lang="en">
        <strong>Glow</strong>
      </AuroraText>,
    )
    const element = root(container)
    expect(ref.current).toBe(element)
    expect(element.id).toBe('glow')
    expect(element.lang).toBe('en')
    expect(element.className).toContain('text-6xl')
    expect(element.style.letterSpacing).toBe('-0.05em')
    expect(element.style.backgroundImage).toContain('linear-gradient')
    expect(element.querySelector('strong')?.textContent).toBe('Glow')
  })

  it('pauses while off screen or while the tab is hidden, and stops watching on unmount', () => {
    expectPausesOffScreen(<AuroraText>Glow</AuroraText>, 'aurora-text', paused)
  })

  it('holds the gradient still for visitors who prefer reduced motion', () => {
    installMediaQueries()
    const viewport = installIntersectionObserver()
    const { container } = render(<AuroraText>Calm</AuroraText>)
    const element = root(container)
    expect(element.className).toContain('motion-reduce:animate-none')
    act(() => setMediaPreference('reduce', true))
    expect(element.hasAttribute('data-reduced-motion')).toBe(true)
    expect(element.className).not.toContain('animate-aurora-text')
    expect(element.style.backgroundImage).toContain('linear-gradient')
    expect(viewport.observed()).toEqual([])
    expect(readableText(container)).toBe('Calm')
  })

  it('hydrates the server markup without errors', async () => {
    installIntersectionObserver()
    expect(await hydrationErrors(<AuroraText colors={['#0ea5e9', '#a855f7']}>Hydrated</AuroraText>)).toEqual([])
  })

  it('ships prefixed keyframes that drift the gradient there and back, timed by the speed variable', () => {
    expect(meta.cssVars.theme['animate-aurora-text']).toBe(
      'aurora-text var(--aurora-text-duration, 10s) ease-in-out infinite',
    )
    const frames = meta.css['@keyframes aurora-text']
    expect(frames['0%, 100%']['background-position']).toBe('0% 50%')
    expect(frames['50%']['background-position']).toBe('100% 50%')
  })

  it('documents Magic UI’s props in their order with their defaults', () => {
    expect(meta.props.AuroraText.map((prop) => prop.name)).toEqual(['className', 'children', 'colors', 'speed'])
    const defaults = Object.fromEntries(
      meta.props.AuroraText.map((prop) => [prop.name, 'default' in prop ? prop.default : undefined]),
    )
    expect(defaults).toMatchObject({ colors: "['#FF0080', '#7928CA', '#0070F3', '#38bdf8']", speed: '1' })
  })
})
