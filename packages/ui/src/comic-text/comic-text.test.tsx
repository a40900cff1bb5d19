// @vitest-environment happy-dom
import { render } from '@testing-library/react'
import type { CSSProperties } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { hydrationErrors, resetItemTest } from '../test-support'
import { ComicText } from './comic-text'
import meta from './comic-text.meta'

afterEach(resetItemTest)

const comic = (container: HTMLElement) => {
  const element = container.querySelector<HTMLElement>('[data-slot="comic-text"]')
  if (!element) throw new Error('no comic text')
  return element
}

describe('ComicText', () => {
  it('server-renders the text once, as plain readable text, at 5rem by default', () => {
    const host = document.createElement('div')
    host.innerHTML = renderToString(<ComicText>Boom!</ComicText>)
    const element = comic(host)
    expect(element.textContent).toBe('Boom!')
    expect(host.querySelector('[aria-hidden]')).toBeNull()
    expect(element.style.fontSize).toBe('5rem')
    // Capitals are a style: the text itself is left as written.
    expect(element.className).toContain('uppercase')
  })

  it('draws halftone-filled, outlined, slanted letters from local fonts only', () => {
    const html = renderToString(<ComicText>Pow</ComicText>)
    expect(html).toContain('background-image:radial-gradient(circle at center, var(--comic-text-dot, #ef4444) 28%')
    expect(html).toContain('background-color:var(--comic-text-fill, #facc15)')
    expect(html).toContain('background-clip:text')
    expect(html).toContain('-webkit-text-fill-color:transparent')
    expect(html).toContain('-webkit-text-stroke:0.03em var(--comic-text-ink, #0a0a0a)')
    expect(html).toContain('transform:skewX(-10deg)')
    expect(html).toMatch(/font-family:Bangers, &#x27;Comic Sans MS&#x27;/)
    // Nothing is fetched: no web font, no image.
    expect(html).not.toMatch(/url\(|https?:/)
  })

  it('pops in with its own keyframes, and not at all under reduced motion', () => {
    const { container } = render(<ComicText>Zap</ComicText>)
    const classes = comic(container).className.split(' ')
    expect(classes).toContain('animate-comic-text-pop')
    expect(classes).toContain('motion-reduce:animate-none')
    // The class and the keyframes it names ship with the item.
    expect(meta.cssVars.theme['animate-comic-text-pop']).toMatch(/^comic-text-pop /)
    const keyframes = meta.css['@keyframes comic-text-pop']
    expect(Object.keys(keyframes)).toEqual(['0%', '60%', '100%'])
    expect(keyframes['0%']).toEqual({ opacity: '0', scale: '0.6', rotate: '-6deg' })
    expect(keyframes['100%']).toEqual({ opacity: '1', scale: '1', rotate: '0deg' })
  })

  it('sizes the text by fontSize and applies style over its own', () => {
    const { container } = render(
      <ComicText fontSize={3} style={{ '--comic-text-fill': 'pink', transform: 'none' } as CSSProperties}>
        Wham
      </ComicText>,
    )
    const element = comic(container)
    expect(element.style.fontSize).toBe('3rem')
    expect(element.style.getPropertyValue('--comic-text-fill')).toBe('pink')
    expect(element.style.transform).toBe('none')
  })

  it('passes div props, merges classes and forwards its ref', () => {
    const ref = { current: null as HTMLDivElement | null }
    const { container } = render(
      <ComicText ref={ref} id="boom" className="text-left" title="sound">
        Boom
      </ComicText>,
    )
    const element = comic(container)
    expect(ref.current).toBe(element)
    expect(element.id).toBe('boom')
    expect(element.title).toBe('sound')
    expect(element.className).toContain('text-left')
    expect(element.className).not.toContain('text-center')
  })

  it('hydrates without warnings', async () => {
    expect(await hydrationErrors(<ComicText fontSize={4}>Kapow</ComicText>)).toEqual([])
  })
})
