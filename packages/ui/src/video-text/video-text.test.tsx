// @vitest-environment happy-dom
import { act, render } from '@testing-library/react'
import type * as React from 'react'
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
  stubMediaPlayback,
} from '../test-support'
import { VideoText, type VideoTextProps, videoTextMask } from './video-text'

afterEach(resetItemTest)

const defaults = {
  fontSize: 20,
  fontWeight: 'bold',
  textAnchor: 'middle',
  dominantBaseline: 'middle',
  fontFamily: 'sans-serif',
}

function renderVideoText(props: Partial<VideoTextProps> = {}) {
  const result = render(
    <VideoText src="/ocean.webm" {...props}>
      {props.children ?? 'OCEAN'}
    </VideoText>,
  )
  const root = result.container.querySelector<HTMLElement>('[data-slot="video-text"]')
  const mask = root?.querySelector<HTMLElement>('[data-slot="video-text-mask"]')
  const video = mask?.querySelector('video')
  if (!root || !mask || !video) throw new Error('no video text')
  return { ...result, root, mask, video }
}

/** The server-rendered mask's inline style, as written in the HTML. */
function serverMaskStyle(node: React.ReactNode): string {
  const host = document.createElement('div')
  host.innerHTML = renderToString(node)
  return host.querySelector('[data-slot="video-text-mask"]')?.getAttribute('style') ?? ''
}

/** The SVG inside a mask's `url("data:…")`. */
const svgOf = (mask: string) => decodeURIComponent(mask.replace(/^url\("data:image\/svg\+xml,/, '').replace(/"\)$/, ''))

describe('VideoText', () => {
  it('server-renders the text once for screen readers and the text mask over the video', () => {
    const html = renderToString(<VideoText src="/ocean.webm">OCEAN</VideoText>)
    const host = document.createElement('div')
    host.innerHTML = html
    expect(readableText(host)).toBe('OCEAN')
    expect(host.querySelector('.sr-only')?.textContent).toBe('OCEAN')
    const mask = host.querySelector('[data-slot="video-text-mask"]')
    expect(mask?.getAttribute('aria-hidden')).toBe('true')
    // The mask is in the server's markup, built from the text, so nothing waits for an effect.
    expect(mask?.getAttribute('style')).toContain(encodeURIComponent('>OCEAN</text>'))
    expect(mask?.getAttribute('style')).toContain('mask-image:url("data:image/svg+xml,')
    expect(mask?.querySelector('video')?.getAttribute('src')).toBe('/ocean.webm')
    expect(html).not.toContain('data-playing')
    expect(html).not.toContain('autoplay')
  })

  it('hydrates without warnings', async () => {
    installIntersectionObserver()
    stubMediaPlayback()
    expect(await hydrationErrors(<VideoText src="/ocean.webm">OCEAN</VideoText>)).toEqual([])
  })

  it('builds the mask from Magic UI’s defaults: 20vw bold sans-serif text, centred', () => {
    const svg = svgOf(videoTextMask('OCEAN', defaults))
    expect(svg).toBe(
      "<svg xmlns='http://www.w3.org/2000/svg' width='100%' height='100%'><text x='50%' y='50%' font-size='20vw' font-weight='bold' text-anchor='middle' dominant-baseline='middle' font-family='sans-serif'>OCEAN</text></svg>",
    )
  })

  it('takes string font sizes as they are and escapes text and attributes', () => {
    const svg = svgOf(
      videoTextMask(`R&D <"it's">`, { ...defaults, fontSize: '120px', fontWeight: 800, fontFamily: "Georgia', x='" }),
    )
    expect(svg).toContain("font-size='120px'")
    expect(svg).toContain("font-weight='800'")
    expect(svg).toContain("font-family='Georgia&#39;, x=&#39;'")
    expect(svg).toContain('>R&#38;D &#60;&#34;it&#39;s&#34;&#62;</text>')
    // The mask is wrapped in double quotes, so none may be left unencoded inside it.
    expect(videoTextMask('"', defaults).slice(5, -2)).not.toContain('"')
  })

  it('puts the props on the root, the video and the mask', () => {
    stubMediaPlayback()
    installIntersectionObserver()
    const ref = { current: null as HTMLDivElement | null }
    const { root, video } = renderVideoText({ className: 'rounded-xl', id: 'hero', ref })
    expect(root.tagName).toBe('DIV')
    expect(root.className).toBe('relative size-full rounded-xl')
    expect(root.id).toBe('hero')
    expect(ref.current).toBe(root)
    expect(video.getAttribute('src')).toBe('/ocean.webm')
    expect(video.muted).toBe(true)
    expect(video.hasAttribute('loop')).toBe(true)
    expect(video.getAttribute('preload')).toBe('auto')
    expect(video.hasAttribute('playsinline')).toBe(true)
    // Playback follows visibility, not the autoplay attribute, which would play off screen too.
    expect(video.hasAttribute('autoplay')).toBe(false)

    const style = serverMaskStyle(
      <VideoText src="/ocean.webm" fontSize="8rem" fontWeight={300} fontFamily="serif" textAnchor="start">
        OCEAN
      </VideoText>,
    )
    for (const attribute of ["font-size='8rem'", "font-weight='300'", "font-family='serif'", "text-anchor='start'"]) {
      expect(style).toContain(encodeURIComponent(attribute))
    }
  })

  it('renders as another element and reads nested children as one text', () => {
    installIntersectionObserver()
    stubMediaPlayback()
    const children = (
      <>
        DEEP <span>SEA</span>
      </>
    )
    const { root } = renderVideoText({ as: 'h1', children })
    expect(root.tagName).toBe('H1')
    expect(readableText(root)).toBe('DEEP SEA')
    const style = serverMaskStyle(
      <VideoText src="/ocean.webm" as="h1">
        {children}
      </VideoText>,
    )
    expect(style).toContain(encodeURIComponent('>DEEP SEA</text>'))
  })

  it('plays only while on screen in a visible tab', () => {
    installMediaQueries()
    const { play, pause } = stubMediaPlayback()
    const viewport = installIntersectionObserver()
    const { video } = renderVideoText()
    expect(play).not.toHaveBeenCalled()
    viewport.setIntersecting(video, true)
    expect(play).toHaveBeenCalledTimes(1)
    expect(video.hasAttribute('data-playing')).toBe(true)
    const pausesBefore = pause.mock.calls.length
    viewport.setIntersecting(video, false)
    expect(pause).toHaveBeenCalledTimes(pausesBefore + 1)
    expect(video.hasAttribute('data-playing')).toBe(false)
    viewport.setIntersecting(video, true)
    setTabHidden(true)
    expect(video.hasAttribute('data-playing')).toBe(false)
    setTabHidden(false)
    expect(video.hasAttribute('data-playing')).toBe(true)
  })

  it('never plays under reduced motion, and stops when it is switched on', () => {
    installMediaQueries()
    const { play } = stubMediaPlayback()
    const viewport = installIntersectionObserver()
    const { video } = renderVideoText()
    viewport.setIntersecting(video, true)
    expect(play).toHaveBeenCalledTimes(1)
    act(() => setMediaPreference('reduce', true))
    expect(video.hasAttribute('data-playing')).toBe(false)
    expect(viewport.observed()).toEqual([])
  })

  it('with autoPlay={false} never starts by itself and watches nothing', () => {
    const { play } = stubMediaPlayback()
    const viewport = installIntersectionObserver()
    const { video } = renderVideoText({ autoPlay: false, muted: false, loop: false, preload: 'none' })
    expect(viewport.observed()).toEqual([])
    expect(play).not.toHaveBeenCalled()
    expect(video.muted).toBe(false)
    expect(video.hasAttribute('loop')).toBe(false)
    expect(video.getAttribute('preload')).toBe('none')
  })

  it('stops watching the viewport when unmounted', () => {
    stubMediaPlayback()
    const viewport = installIntersectionObserver()
    const { video, unmount } = renderVideoText()
    expect(viewport.observed()).toEqual([video])
    unmount()
    expect(viewport.observed()).toEqual([])
  })
})
