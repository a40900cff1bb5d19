// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { hydrationErrors, installMediaQueries, resetMediaPreferences, setMediaPreference } from '../test-support'
import { HeroVideoDialog } from './hero-video-dialog'

// happy-dom's Web Animations reject when motion cancels them; without `Element.prototype.animate`
// motion runs its own frame loop instead, so the dialog still really animates in these tests.
const waapi = Object.getOwnPropertyDescriptor(Element.prototype, 'animate')
beforeAll(() => {
  Reflect.deleteProperty(Element.prototype, 'animate')
})
afterAll(() => {
  if (waapi) Object.defineProperty(Element.prototype, 'animate', waapi)
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  resetMediaPreferences()
})

const embed = 'https://player.example/embed/abc'
// happy-dom loads no iframe pages and logs that each time, so most tests play a file in <video>.
const file = '/media/tour.mp4'
const poster = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E'

const open = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Play video' }))
  return screen.getByRole('dialog')
}

describe('HeroVideoDialog', () => {
  it('shows the poster with its default alt and no player until play is pressed', () => {
    const { container } = render(<HeroVideoDialog videoSrc={file} thumbnailSrc={poster} className="extra" />)
    const root = container.querySelector('[data-slot="hero-video-dialog"]')
    expect(root?.className).toContain('extra')
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Video thumbnail')
    expect(screen.getByRole('img').getAttribute('src')).toBe(poster)
    const play = screen.getByRole('button', { name: 'Play video' })
    expect(play.getAttribute('aria-haspopup')).toBe('dialog')
    expect(play.getAttribute('aria-expanded')).toBe('false')
    expect(document.querySelector('iframe, video')).toBeNull()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('opens a labelled modal dialog with the player and moves focus to its close button', () => {
    render(<HeroVideoDialog videoSrc={embed} thumbnailSrc={poster} videoTitle="Launch film" thumbnailAlt="Poster" />)
    const dialog = open()
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    const labelId = dialog.getAttribute('aria-labelledby') ?? ''
    expect(document.getElementById(labelId)?.textContent).toBe('Launch film')
    expect(dialog.getAttribute('data-animation-style')).toBe('from-center')
    const iframe = dialog.querySelector('iframe')
    expect(iframe?.getAttribute('src')).toBe(embed)
    expect(iframe?.getAttribute('title')).toBe('Launch film')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close video' }))
    expect(screen.getByRole('button', { name: 'Play video' }).getAttribute('aria-expanded')).toBe('true')
    expect(document.body.style.overflow).toBe('hidden')
  })

  it('plays media files in a <video> element', () => {
    render(<HeroVideoDialog videoSrc="/media/tour.mp4?v=2" thumbnailSrc={poster} />)
    const dialog = open()
    expect(dialog.querySelector('iframe')).toBeNull()
    expect(dialog.querySelector('video')?.getAttribute('src')).toBe('/media/tour.mp4?v=2')
  })

  it('keeps Tab inside the dialog and pulls stray focus back', () => {
    render(
      <>
        <button type="button">Outside</button>
        <HeroVideoDialog videoSrc={file} thumbnailSrc={poster} />
      </>,
    )
    const dialog = open()
    const close = screen.getByRole('button', { name: 'Close video' })
    const player = dialog.querySelector('video') as HTMLVideoElement
    // The close button comes last: Tab from it wraps to the player, Shift+Tab from the player wraps back.
    fireEvent.keyDown(document, { key: 'Tab' })
    expect(document.activeElement).toBe(player)
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(close)
    act(() => screen.getByRole('button', { name: 'Outside' }).focus())
    expect(document.activeElement).toBe(close)
  })

  it('closes on Escape, removes the player and returns focus to the play button', async () => {
    installMediaQueries()
    setMediaPreference('reduce', true)
    render(<HeroVideoDialog videoSrc={file} thumbnailSrc={poster} />)
    open()
    fireEvent.keyDown(document, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.querySelector('video')).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Play video' }))
    expect(document.body.style.overflow).toBe('')
  })

  it('closes from the close button and from a click on the backdrop', async () => {
    installMediaQueries()
    setMediaPreference('reduce', true)
    render(<HeroVideoDialog videoSrc={file} thumbnailSrc={poster} closeLabel="Done" />)
    open()
    fireEvent.click(screen.getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    open()
    fireEvent.click(document.querySelector('[data-slot="hero-video-dialog-backdrop"]') as Element)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('starts the player from its animation pose, or in place with reduced motion', () => {
    installMediaQueries()
    const { unmount } = render(<HeroVideoDialog videoSrc={file} thumbnailSrc={poster} animationStyle="from-left" />)
    const moving = open()
    expect(moving.getAttribute('data-animation-style')).toBe('from-left')
    expect(moving.style.opacity).toBe('0')
    expect(moving.style.transform).toContain('translateX(-60%)')
    unmount()

    setMediaPreference('reduce', true)
    render(<HeroVideoDialog videoSrc={file} thumbnailSrc={poster} animationStyle="from-left" />)
    const still = open()
    expect(still.style.opacity === '' || still.style.opacity === '1').toBe(true)
    expect(still.style.transform).not.toContain('translate')
  })

  it('renders on the server without the dialog or the player', () => {
    const html = renderToString(<HeroVideoDialog videoSrc={file} thumbnailSrc={poster} />)
    expect(html).toContain('aria-label="Play video"')
    expect(html).not.toContain('<video')
    expect(html).not.toContain(file)
  })

  it('hydrates without warnings', async () => {
    expect(await hydrationErrors(<HeroVideoDialog videoSrc={file} thumbnailSrc={poster} />)).toEqual([])
  })
})
