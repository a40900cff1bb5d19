// @vitest-environment happy-dom
import { fireEvent, render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import {
  hydrationErrors,
  installIntersectionObserver,
  installMediaQueries,
  readableText,
  resetItemTest,
  setMediaPreference,
  setTabHidden,
} from '../test-support'
import { SparklesText, type SparklesTextProps } from './sparkles-text'

afterEach(resetItemTest)

function renderSparkles(props: Partial<SparklesTextProps> = {}) {
  const result = render(<SparklesText {...props}>{props.children ?? 'Magic words'}</SparklesText>)
  const root = result.container.querySelector<HTMLElement>('[data-slot="sparkles-text"]')
  if (!root) throw new Error('no sparkles text')
  return {
    ...result,
    root,
    layer: () => root.querySelector<HTMLElement>('[data-slot="sparkles-text-sparkles"]'),
    stars: () => [...root.querySelectorAll<SVGElement>('[data-slot="sparkles-text-sparkle"]')],
  }
}

describe('SparklesText', () => {
  it('server-renders the text once and no stars, so hydration has nothing random to match', () => {
    const html = renderToString(<SparklesText>Server sparkle</SparklesText>)
    expect(html).toContain('<strong>Server sparkle</strong>')
    expect(html).not.toContain('<svg')
    const host = document.createElement('div')
    host.innerHTML = html
    expect(readableText(host)).toBe('Server sparkle')
  })

  it('hydrates without warnings', async () => {
    installIntersectionObserver()
    expect(await hydrationErrors(<SparklesText sparklesCount={4}>Hydrated</SparklesText>)).toEqual([])
  })

  it('places sparklesCount aria-hidden stars in the browser, each twinkling in one of the two colours', () => {
    installIntersectionObserver()
    const { root, layer, stars } = renderSparkles()
    expect(stars()).toHaveLength(10)
    expect(layer()?.getAttribute('aria-hidden')).toBe('true')
    expect(readableText(root)).toBe('Magic words')
    for (const star of stars()) {
      expect(star.getAttribute('class')).toContain('animate-sparkles-text')
      expect(['#9E7AFF', '#FE8BBB']).toContain(star.style.color)
      expect(Number.parseFloat(star.style.left)).toBeGreaterThanOrEqual(0)
      expect(Number.parseFloat(star.style.left)).toBeLessThanOrEqual(100)
      expect(Number.parseFloat(star.style.animationDelay)).toBeLessThanOrEqual(2)
      const scale = Number(star.style.getPropertyValue('--sparkles-text-scale'))
      expect(scale).toBeGreaterThanOrEqual(0.3)
      expect(scale).toBeLessThanOrEqual(1.3)
      // 5 to 15 seconds of 0.8 s twinkles.
      const twinkles = Number(star.style.animationIterationCount)
      expect(twinkles).toBeGreaterThanOrEqual(6)
      expect(twinkles).toBeLessThanOrEqual(19)
    }
  })

  it('uses the colours and count it is given, repainting stars in place when the colours change', () => {
    installIntersectionObserver()
    const { stars, rerender } = renderSparkles({ sparklesCount: 3, colors: { first: '#111111', second: '#222222' } })
    const placed = stars()
    expect(placed).toHaveLength(3)
    expect(placed.every((star) => ['#111111', '#222222'].includes(star.style.color))).toBe(true)
    rerender(
      <SparklesText sparklesCount={3} colors={{ first: '#333333', second: '#333333' }}>
        Magic words
      </SparklesText>,
    )
    expect(stars()).toEqual(placed)
    expect(stars().every((star) => star.style.color === '#333333')).toBe(true)
    rerender(<SparklesText sparklesCount={0}>Magic words</SparklesText>)
    expect(stars()).toHaveLength(0)
  })

  it('moves a star elsewhere when its twinkles are over, leaving the others in place', () => {
    installIntersectionObserver()
    const { stars } = renderSparkles({ sparklesCount: 3 })
    const [first, second, third] = stars()
    fireEvent.animationEnd(second as SVGElement)
    const after = stars()
    expect(after).toHaveLength(3)
    expect(after[0]).toBe(first)
    expect(after[1]).not.toBe(second)
    expect(after[2]).toBe(third)
  })

  it('pauses the stars off screen and in a hidden tab', () => {
    const viewport = installIntersectionObserver()
    const { root, stars } = renderSparkles({ sparklesCount: 2 })
    expect(root.dataset.state).toBe('running')
    viewport.setIntersecting(root, false)
    expect(root.dataset.state).toBe('paused')
    expect(stars().every((star) => star.style.animationPlayState === 'paused')).toBe(true)
    viewport.setIntersecting(root, true)
    expect(stars().every((star) => star.style.animationPlayState === '')).toBe(true)
    setTabHidden(true)
    expect(root.dataset.state).toBe('paused')
    setTabHidden(false)
    expect(root.dataset.state).toBe('running')
  })

  it('holds the stars still under reduced motion', () => {
    installMediaQueries()
    setMediaPreference('reduce', true)
    const viewport = installIntersectionObserver()
    const { root, stars } = renderSparkles({ sparklesCount: 4 })
    expect(root.dataset.state).toBe('still')
    expect(stars()).toHaveLength(4)
    for (const star of stars()) {
      const classes = star.getAttribute('class')?.split(' ') ?? []
      expect(classes).toContain('animate-none')
      expect(classes).not.toContain('animate-sparkles-text')
    }
    expect(viewport.observed()).toEqual([])
  })

  it('keeps Magic UI’s look and passes className, props and ref to the root', () => {
    installIntersectionObserver()
    const ref = { current: null as HTMLDivElement | null }
    const { root } = renderSparkles({ className: 'text-4xl', id: 'shine', ref })
    expect(root.tagName).toBe('DIV')
    expect(root.className).toContain('font-bold')
    expect(root.className).toContain('text-4xl')
    expect(root.className).not.toContain('text-6xl')
    expect(root.querySelector('strong')?.textContent).toBe('Magic words')
    expect(root.id).toBe('shine')
    expect(ref.current).toBe(root)
  })

  it('renders as the tag or element given in `as`', () => {
    installIntersectionObserver()
    const { container, rerender } = render(<SparklesText as="h2">Title</SparklesText>)
    expect(container.querySelector('h2[data-slot="sparkles-text"]')).not.toBeNull()
    // biome-ignore lint/a11y/useHeadingContent: the element only names the tag; its text is the children
    const heading = <h1 className="tracking-tight" title="Heading" />
    rerender(
      <SparklesText as={heading} className="text-5xl">
        Title
      </SparklesText>,
    )
    const rendered = container.querySelector<HTMLElement>('h1[data-slot="sparkles-text"]')
    expect(rendered?.title).toBe('Heading')
    expect(rendered?.className).toContain('tracking-tight')
    expect(rendered?.className).toContain('text-5xl')
    expect(rendered?.textContent).toBe('Title')
  })

  it('stops watching the viewport when unmounted', () => {
    const viewport = installIntersectionObserver()
    const { root, unmount } = renderSparkles()
    expect(viewport.observed()).toEqual([root])
    unmount()
    expect(viewport.observed()).toEqual([])
  })
})
