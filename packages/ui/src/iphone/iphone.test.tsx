// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  hydrationErrors,
  installIntersectionObserver,
  installMediaQueries,
  resetMediaPreferences,
  setMediaPreference,
  setTabHidden,
  stubMediaPlayback,
} from '../test-support'
import { Iphone } from './iphone'

let play: ReturnType<typeof stubMediaPlayback>['play']
let pause: ReturnType<typeof stubMediaPlayback>['pause']

beforeEach(() => {
  ;({ play, pause } = stubMediaPlayback())
})

afterEach(() => {
  cleanup()
  setTabHidden(false)
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  resetMediaPreferences()
})

const root = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-slot="iphone"]')

describe('Iphone', () => {
  it('is one image named "iPhone" by default, with a decorative frame and a blank screen', () => {
    const { container } = render(<Iphone />)
    const mock = root(container)
    expect(mock?.getAttribute('role')).toBe('img')
    expect(mock?.getAttribute('aria-label')).toBe('iPhone')
    const svg = mock?.querySelector('svg')
    expect(svg?.getAttribute('aria-hidden')).toBe('true')
    expect(svg?.getAttribute('viewBox')).toBe('0 0 433 882')
    // No media: no screen layer, and the frame paints the screen itself.
    expect(mock?.querySelector('[data-slot="iphone-screen"]')).toBeNull()
    expect(svg?.querySelectorAll('path')).toHaveLength(3)
  })

  it('fills the width it is given at 433 / 882 unless sized, and lets a class override the width', () => {
    const { container, rerender } = render(<Iphone />)
    expect(root(container)?.style.getPropertyValue('--iphone-width')).toBe('auto')
    expect(root(container)?.style.getPropertyValue('--iphone-aspect')).toBe('433 / 882')
    rerender(<Iphone width={300} height={600} />)
    expect(root(container)?.style.getPropertyValue('--iphone-width')).toBe('300px')
    expect(root(container)?.style.getPropertyValue('--iphone-aspect')).toBe('300 / 600')
    expect(root(container)?.querySelector('svg')?.getAttribute('viewBox')).toBe('0 0 300 600')
    rerender(<Iphone className="w-64" />)
    expect(root(container)?.className).toContain('w-64')
    expect(root(container)?.className).not.toContain('w-(--iphone-width)')
  })

  it('keeps the design proportions when only one side is given', () => {
    const { container } = render(<Iphone width={216.5} />)
    expect(root(container)?.style.getPropertyValue('--iphone-aspect')).toBe('216.5 / 441')
  })

  it('shows an image cropped to the screen, named by alt', () => {
    const { container } = render(<Iphone src="/shot.png" alt="The home screen" />)
    const mock = root(container)
    expect(mock?.getAttribute('aria-label')).toBe('The home screen')
    const img = mock?.querySelector('[data-slot="iphone-screen"] img')
    expect(img?.getAttribute('src')).toBe('/shot.png')
    expect(img?.getAttribute('alt')).toBe('')
    expect(mock?.querySelector('video')).toBeNull()
  })

  it('passes className, style, props and an explicit aria-label through', () => {
    const { container } = render(
      <Iphone className="custom" style={{ opacity: 0.5 }} id="phone" aria-label="Checkout on iPhone" alt="ignored" />,
    )
    const mock = root(container)
    expect(mock?.className).toContain('custom')
    expect(mock?.style.opacity).toBe('0.5')
    expect(mock?.style.getPropertyValue('--iphone-aspect')).toBe('433 / 882')
    expect(mock?.id).toBe('phone')
    expect(mock?.getAttribute('aria-label')).toBe('Checkout on iPhone')
  })

  it('becomes a named group around children drawn on the screen', () => {
    const { container, getByRole } = render(
      <Iphone aria-label="Lock screen">
        <p>9:41</p>
      </Iphone>,
    )
    expect(getByRole('group', { name: 'Lock screen' })).toBe(root(container))
    expect(container.querySelector('[data-slot="iphone-screen"] p')?.textContent).toBe('9:41')
  })

  it('renders a muted, looping, inline video that does not autoplay by itself, with src as poster', () => {
    const { container } = render(<Iphone videoSrc="/clip.webm" src="/still.png" />)
    const video = container.querySelector('video')
    expect(video?.getAttribute('src')).toBe('/clip.webm')
    expect(video?.muted).toBe(true)
    expect(video?.loop).toBe(true)
    expect(video?.hasAttribute('playsinline')).toBe(true)
    expect(video?.hasAttribute('autoplay')).toBe(false)
    expect(video?.getAttribute('poster')).toBe('/still.png')
    expect(container.querySelector('[data-slot="iphone-screen"] img')).toBeNull()
  })

  it('plays the video only while it is on screen and the tab is visible', () => {
    const viewport = installIntersectionObserver()
    const { container } = render(<Iphone videoSrc="/clip.webm" />)
    const video = container.querySelector('video')
    expect(play).not.toHaveBeenCalled()

    viewport.setIntersecting(video, true)
    expect(play).toHaveBeenCalledTimes(1)
    expect(video?.hasAttribute('data-playing')).toBe(true)

    viewport.setIntersecting(video, false)
    expect(pause).toHaveBeenCalled()
    expect(video?.hasAttribute('data-playing')).toBe(false)

    viewport.setIntersecting(video, true)
    expect(play).toHaveBeenCalledTimes(2)
    pause.mockClear()
    setTabHidden(true)
    expect(pause).toHaveBeenCalled()
    setTabHidden(false)
    expect(play).toHaveBeenCalledTimes(3)
  })

  it('never plays the video under reduced motion and stops it when the preference turns on', () => {
    installMediaQueries()
    const viewport = installIntersectionObserver()
    const { container } = render(<Iphone videoSrc="/clip.webm" poster="/poster.png" />)
    const video = container.querySelector('video')
    viewport.setIntersecting(video, true)
    expect(play).toHaveBeenCalledTimes(1)

    act(() => setMediaPreference('reduce', true))
    expect(pause).toHaveBeenCalled()
    expect(video?.getAttribute('poster')).toBe('/poster.png')
    // A still video does not watch the viewport.
    expect(viewport.observed()).toEqual([])
    expect(play).toHaveBeenCalledTimes(1)
  })

  it('swallows a refused play()', async () => {
    play.mockImplementation(() => Promise.reject(new DOMException('denied', 'NotAllowedError')))
    const viewport = installIntersectionObserver()
    const { container } = render(<Iphone videoSrc="/clip.webm" />)
    viewport.setIntersecting(container.querySelector('video'), true)
    await act(async () => {})
    expect(play).toHaveBeenCalled()
  })

  it('renders on the server', () => {
    const html = renderToString(<Iphone videoSrc="/clip.webm" alt="Demo" />)
    expect(html).toContain('role="img"')
    expect(html).toContain('aria-label="Demo"')
    expect(html).not.toContain('autoplay')
  })

  it('hydrates without warnings', async () => {
    expect(await hydrationErrors(<Iphone src="/shot.png" />)).toEqual([])
    expect(await hydrationErrors(<Iphone videoSrc="/clip.webm" />)).toEqual([])
    expect(
      await hydrationErrors(
        <Iphone aria-label="Live">
          <span>hi</span>
        </Iphone>,
      ),
    ).toEqual([])
  })
})
