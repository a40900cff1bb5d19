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
import { Safari } from './safari'

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

const root = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-slot="safari"]')

describe('Safari', () => {
  it('is 1203 × 753 pixels by default, never wider than its container', () => {
    const { container } = render(<Safari />)
    const mock = root(container)
    expect(mock?.style.getPropertyValue('--safari-width')).toBe('1203px')
    expect(mock?.style.getPropertyValue('--safari-aspect')).toBe('1203 / 753')
    expect(mock?.className).toContain('max-w-full')
    expect(mock?.querySelector('svg')?.getAttribute('viewBox')).toBe('0 0 1203 753')
  })

  it('takes width and height, and lets a class override the width', () => {
    const { container, rerender } = render(<Safari width={600} height={400} />)
    expect(root(container)?.style.getPropertyValue('--safari-width')).toBe('600px')
    expect(root(container)?.style.getPropertyValue('--safari-aspect')).toBe('600 / 400')
    expect(root(container)?.querySelector('svg')?.getAttribute('viewBox')).toBe('0 0 600 400')
    rerender(<Safari className="size-full" />)
    expect(root(container)?.className).toContain('size-full')
    expect(root(container)?.className).not.toContain('w-(--safari-width)')
  })

  it('shows the url in the address bar and names the window after it', () => {
    const { container } = render(<Safari url="magicui.design" />)
    const mock = root(container)
    expect(mock?.getAttribute('role')).toBe('img')
    expect(mock?.getAttribute('aria-label')).toBe('Safari window showing magicui.design')
    expect(mock?.querySelector('svg text')?.textContent).toBe('magicui.design')
    expect(mock?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
  })

  it('cuts an address too long for the bar, and names a window without one plainly', () => {
    const { container, rerender } = render(<Safari url={`example.com/${'a'.repeat(200)}`} />)
    const text = root(container)?.querySelector('svg text')?.textContent ?? ''
    expect(text.length).toBeLessThan(100)
    expect(text.endsWith('…')).toBe(true)
    rerender(<Safari />)
    expect(root(container)?.getAttribute('aria-label')).toBe('Safari window')
    expect(root(container)?.querySelector('svg text')).toBeNull()
  })

  it('draws the toolbar icons in default mode only', () => {
    const { container, rerender } = render(<Safari url="a.dev" />)
    const strokes = () => root(container)?.querySelectorAll('svg g[fill="none"]').length
    expect(strokes()).toBe(1)
    rerender(<Safari url="a.dev" mode="simple" />)
    expect(strokes()).toBe(0)
    // The window buttons and the address stay.
    expect(root(container)?.querySelectorAll('svg circle')).toHaveLength(3)
    expect(root(container)?.querySelector('svg text')?.textContent).toBe('a.dev')
  })

  it('shows an image in the page area, named by alt, with no blank page behind it', () => {
    const { container, rerender } = render(<Safari />)
    expect(root(container)?.querySelector('[data-slot="safari-page"]')).toBeNull()
    const blankPaths = root(container)?.querySelectorAll('svg > path').length ?? 0
    rerender(<Safari imageSrc="/shot.png" alt="The pricing page" />)
    const img = root(container)?.querySelector('[data-slot="safari-page"] img')
    expect(img?.getAttribute('src')).toBe('/shot.png')
    expect(img?.getAttribute('alt')).toBe('')
    expect(root(container)?.getAttribute('aria-label')).toBe('The pricing page')
    expect(root(container)?.querySelectorAll('svg > path')).toHaveLength(blankPaths - 1)
  })

  it('becomes a named group around children, and passes props through', () => {
    const { container, getByRole } = render(
      <Safari url="a.dev" aria-label="Live page" id="browser" style={{ opacity: 0.5 }}>
        <h1>Hello</h1>
      </Safari>,
    )
    expect(getByRole('group', { name: 'Live page' })).toBe(root(container))
    expect(root(container)?.id).toBe('browser')
    expect(root(container)?.style.opacity).toBe('0.5')
    expect(container.querySelector('[data-slot="safari-page"] h1')?.textContent).toBe('Hello')
  })

  it('plays a muted looping video only while on screen, in a visible tab and without reduced motion', () => {
    installMediaQueries()
    const viewport = installIntersectionObserver()
    const { container } = render(<Safari videoSrc="/clip.webm" imageSrc="/still.png" />)
    const video = container.querySelector('video')
    expect(video?.muted).toBe(true)
    expect(video?.loop).toBe(true)
    expect(video?.hasAttribute('playsinline')).toBe(true)
    expect(video?.hasAttribute('autoplay')).toBe(false)
    expect(video?.getAttribute('poster')).toBe('/still.png')
    expect(container.querySelector('[data-slot="safari-page"] img')).toBeNull()
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

  it('does not start a video that mounts under reduced motion', () => {
    installMediaQueries()
    setMediaPreference('reduce', true)
    const viewport = installIntersectionObserver({ inView: true })
    render(<Safari videoSrc="/clip.webm" />)
    expect(viewport.observed()).toEqual([])
    expect(play).not.toHaveBeenCalled()
  })

  it('renders on the server and hydrates without warnings', async () => {
    const html = renderToString(<Safari url="a.dev" videoSrc="/clip.webm" />)
    expect(html).toContain('a.dev')
    expect(html).not.toContain('autoplay')
    expect(await hydrationErrors(<Safari url="a.dev" imageSrc="/shot.png" />)).toEqual([])
    expect(await hydrationErrors(<Safari url="a.dev" mode="simple" videoSrc="/clip.webm" />)).toEqual([])
  })
})
