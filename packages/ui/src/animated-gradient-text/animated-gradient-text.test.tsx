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
import { AnimatedGradientText } from './animated-gradient-text'
import meta from './animated-gradient-text.meta'

afterEach(resetItemTest)

const paused = '[animation-play-state:paused]'

function root(container: HTMLElement) {
  return slotElement(container, 'animated-gradient-text')
}

describe('AnimatedGradientText', () => {
  it('server-renders the text once, with Magic UI’s default colours flowing on an 8 second loop', () => {
    const host = document.createElement('div')
    host.innerHTML = renderToString(<AnimatedGradientText>Animated Gradient Text</AnimatedGradientText>)
    expect(readableText(host)).toBe('Animated Gradient Text')
    const element = root(host)
    expect(element.tagName).toBe('SPAN')
    expect(element.style.getPropertyValue('--animated-gradient-text-from')).toBe('#ffaa40')
    expect(element.style.getPropertyValue('--animated-gradient-text-to')).toBe('#9c40ff')
    expect(element.style.getPropertyValue('--animated-gradient-text-duration')).toBe('8s')
    const classes = element.className.split(' ')
    for (const name of [
      'animate-animated-gradient-text',
      'bg-clip-text',
      'text-transparent',
      'bg-size-[300%_100%]',
      'from-(--animated-gradient-text-from)',
      'via-(--animated-gradient-text-to)',
      'to-(--animated-gradient-text-from)',
    ]) {
      expect(classes).toContain(name)
    }
  })

  it('takes its colours from props, and speed shortens or lengthens the loop in proportion', () => {
    const { container, rerender } = render(
      <AnimatedGradientText speed={2} colorFrom="#4ade80" colorTo="#06b6d4">
        Fast
      </AnimatedGradientText>,
    )
    const element = root(container)
    expect(element.style.getPropertyValue('--animated-gradient-text-from')).toBe('#4ade80')
    expect(element.style.getPropertyValue('--animated-gradient-text-to')).toBe('#06b6d4')
    expect(element.style.getPropertyValue('--animated-gradient-text-duration')).toBe('4s')
    rerender(<AnimatedGradientText speed={0.5}>Slow</AnimatedGradientText>)
    expect(element.style.getPropertyValue('--animated-gradient-text-duration')).toBe('16s')
  })

  it('passes className, style, other props and its ref to the span', () => {
    const ref = React.createRef<HTMLSpanElement>()
    const onClick = vi.fn()
    const { container } = render(
      <AnimatedGradientText ref={ref} className="text-sm font-medium" style={{ fontSize: 24 }} id="g" onClick={onClick}>
        <strong>Introducing</strong>
      </AnimatedGradientText>,
    )
    const element = root(container)
    expect(ref.current).toBe(element)
    expect(element.id).toBe('g')
    expect(element.className).toContain('text-sm')
    expect(element.className).toContain('font-medium')
    expect(element.style.fontSize).toBe('24px')
    expect(element.style.getPropertyValue('--animated-gradient-text-from')).toBe('#ffaa40')
    expect(element.querySelector('strong')?.textContent).toBe('Introducing')
    element.click()
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('pauses while off screen or while the tab is hidden, and stops watching on unmount', () => {
    expectPausesOffScreen(<AnimatedGradientText>Flow</AnimatedGradientText>, 'animated-gradient-text', paused)
  })

  it('holds the gradient still for visitors who prefer reduced motion', () => {
    installMediaQueries()
    const viewport = installIntersectionObserver()
    const { container } = render(<AnimatedGradientText>Calm</AnimatedGradientText>)
    const element = root(container)
    expect(element.className).toContain('motion-reduce:animate-none')
    act(() => setMediaPreference('reduce', true))
    expect(element.hasAttribute('data-reduced-motion')).toBe(true)
    expect(element.className).not.toContain('animate-animated-gradient-text')
    expect(element.className).toContain('bg-clip-text')
    expect(viewport.observed()).toEqual([])
    expect(readableText(container)).toBe('Calm')
  })

  it('hydrates the server markup without errors', async () => {
    installIntersectionObserver()
    expect(await hydrationErrors(<AnimatedGradientText speed={1.5}>Hydrated</AnimatedGradientText>)).toEqual([])
  })

  it('ships prefixed keyframes that move the gradient by whole passes, timed by the speed variable', () => {
    expect(meta.cssVars.theme['animate-animated-gradient-text']).toBe(
      'animated-gradient-text var(--animated-gradient-text-duration, 8s) linear infinite',
    )
    const frames = meta.css['@keyframes animated-gradient-text']
    expect(frames.from['background-position']).toBe('0% 0')
    // 300% of the free space (-2 widths) is 6 widths: two passes of a 3-width gradient.
    expect(frames.to['background-position']).toBe('300% 0')
  })

  it('documents Magic UI’s props in their order with their defaults', () => {
    expect(meta.props.AnimatedGradientText.map((prop) => prop.name)).toEqual([
      'children',
      'className',
      'speed',
      'colorFrom',
      'colorTo',
    ])
    const defaults = Object.fromEntries(
      meta.props.AnimatedGradientText.map((prop) => [prop.name, 'default' in prop ? prop.default : undefined]),
    )
    expect(defaults).toMatchObject({ speed: '1', colorFrom: "'#ffaa40'", colorTo: "'#9c40ff'" })
  })
})
