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
import { Android } from './android'

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

const root = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-slot="android"]')

describe('Android', () => {
  it('is 433 × 882 pixels by default, one image with a decorative frame and a blank screen', () => {
    const { container } = render(<Android />)
    const mock = root(container)
    expect(mock?.getAttribute('role')).toBe('img')
    expect(mock?.getAttribute('aria-label')).toBe('Android phone')
    expect(mock?.style.getPropertyValue('--android-width')).toBe('433px')
    expect(mock?.style.getPropertyValue('--android-aspect')).toBe('433 / 882')
    const svg = mock?.querySelector('svg')
    expect(svg?.getAttribute('aria-hidden')).toBe('true')
    expect(svg?.getAttribute('viewBox')).toBe('0 0 433 882')
    expect(mock?.querySelector('[data-slot="android-screen"]')).toBeNull()
    expect(svg?.querySelectorAll('path')).toHaveLength(3)
  })

  it('takes width and height, and lets a class override the width', () => {
    const { container, rerender } = render(<Android width={200} height={400} />)
    expect(root(container)?.style.getPropertyValue('--android-width')).toBe('200px')
    expect(root(container)?.querySelector('svg')?.getAttribute('viewBox')).toBe('0 0 200 400')
    rerender(<Android className="w-48" />)
    expect(root(container)?.className).toContain('w-48')
    expect(root(container)?.className).not.toContain('w-(--android-width)')
  })

  it('shows an image cropped to the screen, named by alt', () => {
    const { container } = render(<Android src="/shot.png" alt="A chat app" />)
    expect(root(container)?.getAttribute('aria-label')).toBe('A chat app')
    const img = container.querySelector('[data-slot="android-screen"] img')
    expect(img?.getAttribute('src')).toBe('/shot.png')
    expect(img?.getAttribute('alt')).toBe('')
  })

  it('becomes a named group around children, and passes props through', () => {
    const { container, getByRole } = render(
      <Android aria-label="Messages" id="device" className="custom">
        <p>Inbox</p>
      </Android>,
    )
    expect(getByRole('group', { name: 'Messages' })).toBe(root(container))
    expect(root(container)?.id).toBe('device')
    expect(root(container)?.className).toContain('custom')
    expect(container.querySelector('[data-slot="android-screen"] p')?.textContent).toBe('Inbox')
  })

  it('plays a muted looping video only while on screen, in a visible tab and without reduced motion', () => {
    installMediaQueries()
    const viewport = installIntersectionObserver()
    const { container } = render(<Android videoSrc="/clip.webm" src="/still.png" />)
    const video = container.querySelector('video')
    expect(video?.muted).toBe(true)
    expect(video?.loop).toBe(true)
    expect(video?.hasAttribute('autoplay')).toBe(false)
    expect(video?.getAttribute('poster')).toBe('/still.png')
    expect(play).not.toHaveBeenCalled()

    viewport.setIntersecting(video, true)
    expect(play).toHaveBeenCalledTimes(1)
    viewport.setIntersecting(video, false)
    expect(pause).toHaveBeenCalledTimes(2)
    viewport.setIntersecting(video, true)
    setTabHidden(true)
    expect(pause).toHaveBeenCalledTimes(3)
    setTabHidden(false)
    expect(play).toHaveBeenCalledTimes(3)

    act(() => setMediaPreference('reduce', true))
    expect(pause).toHaveBeenCalledTimes(4)
    expect(viewport.observed()).toEqual([])
  })

  it('renders on the server and hydrates without warnings', async () => {
    expect(renderToString(<Android videoSrc="/clip.webm" />)).not.toContain('autoplay')
    expect(await hydrationErrors(<Android src="/shot.png" />)).toEqual([])
    expect(await hydrationErrors(<Android videoSrc="/clip.webm" />)).toEqual([])
  })
})
