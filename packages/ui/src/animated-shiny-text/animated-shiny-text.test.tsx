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
import { AnimatedShinyText } from './animated-shiny-text'
import meta from './animated-shiny-text.meta'

afterEach(resetItemTest)

const paused = '[animation-play-state:paused]'

function root(container: HTMLElement) {
  return slotElement(container, 'animated-shiny-text')
}

describe('AnimatedShinyText', () => {
  it('server-renders its children once, with Magic UI’s 100px glint sweeping', () => {
    const host = document.createElement('div')
    host.innerHTML = renderToString(<AnimatedShinyText>Animated Shiny Text</AnimatedShinyText>)
    expect(readableText(host)).toBe('Animated Shiny Text')
    const element = root(host)
    expect(element.tagName).toBe('SPAN')
    expect(element.style.getPropertyValue('--animated-shiny-text-width')).toBe('100px')
    const classes = element.className.split(' ')
    for (const name of ['animate-animated-shiny-text', 'bg-clip-text', 'bg-no-repeat', 'via-black/80']) {
      expect(classes).toContain(name)
    }
    // The glint shows through a 70% opaque text colour; without that see-through colour it is hidden.
    expect(classes).toContain('text-neutral-800/70')
    expect(classes).toContain('dark:text-neutral-300/70')
  })

  it('sizes the band from shimmerWidth and rests it out of sight, left of the text', () => {
    const element = root(render(<AnimatedShinyText shimmerWidth={40}>Glint</AnimatedShinyText>).container)
    expect(element.style.getPropertyValue('--animated-shiny-text-width')).toBe('40px')
    expect(element.className).toContain('[background-size:var(--animated-shiny-text-width)_100%]')
    expect(element.className).toContain('[background-position:calc(-100%_-_var(--animated-shiny-text-width))_0]')
  })

  it('keeps icons and markup among its children, and passes className, style, other props and its ref', () => {
    const ref = React.createRef<HTMLSpanElement>()
    const onClick = vi.fn()
    const { container } = render(
      <AnimatedShinyText
        ref={ref}
        className="inline-flex px-4 text-neutral-600/70"
        style={{ fontSize: 18 }}
        id="shiny"
        onClick={onClick}
      >
        <span>
          <span aria-hidden="true">✨</span> Introducing
        </span>
        <svg aria-hidden="true" />
      </AnimatedShinyText>,
    )
    const element = root(container)
    expect(ref.current).toBe(element)
    expect(element.id).toBe('shiny')
    expect(element.style.fontSize).toBe('18px')
    // A text colour from className replaces the default one.
    expect(element.className).toContain('text-neutral-600/70')
    expect(element.className).not.toContain('text-neutral-800/70')
    expect(element.querySelector('svg')).not.toBeNull()
    expect(readableText(container)).toBe(' Introducing')
    element.click()
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('pauses the sweep while off screen or while the tab is hidden, and stops watching on unmount', () => {
    expectPausesOffScreen(<AnimatedShinyText>Glint</AnimatedShinyText>, 'animated-shiny-text', paused)
  })

  it('has no sweep for visitors who prefer reduced motion', () => {
    installMediaQueries()
    const viewport = installIntersectionObserver()
    const { container } = render(<AnimatedShinyText>Calm</AnimatedShinyText>)
    const element = root(container)
    expect(element.className).toContain('motion-reduce:animate-none')
    act(() => setMediaPreference('reduce', true))
    expect(element.hasAttribute('data-reduced-motion')).toBe(true)
    expect(element.className).not.toContain('animate-animated-shiny-text')
    expect(viewport.observed()).toEqual([])
    expect(readableText(container)).toBe('Calm')
  })

  it('hydrates the server markup without errors', async () => {
    installIntersectionObserver()
    expect(await hydrationErrors(<AnimatedShinyText shimmerWidth={60}>Hydrated</AnimatedShinyText>)).toEqual([])
  })

  it('ships prefixed keyframes: across, a rest, back, a shorter rest, in 8 seconds', () => {
    expect(meta.cssVars.theme['animate-animated-shiny-text']).toBe('animated-shiny-text 8s infinite')
    const frames = meta.css['@keyframes animated-shiny-text']
    expect(Object.keys(frames)).toEqual(['0%, 90%, 100%', '30%, 60%'])
    expect(frames['0%, 90%, 100%']['background-position']).toBe(
      'calc(-100% - var(--animated-shiny-text-width, 100px)) 0',
    )
    expect(frames['30%, 60%']['background-position']).toBe('calc(100% + var(--animated-shiny-text-width, 100px)) 0')
  })

  it('documents Magic UI’s props in their order with their defaults', () => {
    expect(meta.props.AnimatedShinyText.map((prop) => prop.name)).toEqual(['children', 'className', 'shimmerWidth'])
    expect(meta.props.AnimatedShinyText[2]).toMatchObject({ default: '100' })
  })
})
