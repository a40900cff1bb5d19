// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { Marquee } from './marquee'

afterEach(cleanup)

describe('Marquee', () => {
  it('renders the requested number of copies, only the first exposed to assistive technology', () => {
    const { container } = render(
      <Marquee repeat={3}>
        <span>logo</span>
      </Marquee>,
    )
    const root = container.querySelector('[data-slot="marquee"]')
    const copies = root?.children ?? []
    expect(copies).toHaveLength(3)
    expect(copies[0]?.getAttribute('aria-hidden')).toBeNull()
    expect(copies[1]?.getAttribute('aria-hidden')).toBe('true')
    expect(copies[2]?.getAttribute('aria-hidden')).toBe('true')
  })

  it('animates with the horizontal or vertical keyframes and stops under reduced motion', () => {
    const { container, rerender } = render(<Marquee>x</Marquee>)
    const copy = () => container.querySelector('[data-slot="marquee"] > div')
    expect(copy()?.className).toContain('animate-marquee')
    expect(copy()?.className).toContain('motion-reduce:animate-none')
    rerender(<Marquee vertical>x</Marquee>)
    expect(copy()?.className).toContain('animate-marquee-vertical')
  })

  it('reverses, pauses on hover and passes className and props through', () => {
    const { container } = render(
      <Marquee reverse pauseOnHover className="custom" aria-label="Logos">
        x
      </Marquee>,
    )
    const root = container.querySelector('[data-slot="marquee"]')
    expect(root?.className).toContain('custom')
    expect(root?.getAttribute('aria-label')).toBe('Logos')
    expect(root?.firstElementChild?.className).toContain('[animation-direction:reverse]')
    expect(root?.firstElementChild?.className).toContain('group-hover:[animation-play-state:paused]')
  })

  it('renders on the server and never goes below one copy', () => {
    const html = renderToString(<Marquee repeat={0}>solo</Marquee>)
    expect(html.match(/solo/g)).toHaveLength(1)
  })
})
