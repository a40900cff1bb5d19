// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react'
import * as React from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  installIntersectionObserver,
  installMediaQueries,
  resetMediaPreferences,
  setMediaPreference,
  setTabHidden,
  stubMediaPlayback,
} from '../test-support'
import { useVisiblePlayback } from './use-visible-playback'

afterEach(() => {
  cleanup()
  setTabHidden(false)
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  resetMediaPreferences()
})

function Clip() {
  const ref = React.useRef<HTMLVideoElement>(null)
  const playing = useVisiblePlayback(ref)
  return <video ref={ref} src="/clip.webm" muted loop data-playing={playing || undefined} />
}

describe('useVisiblePlayback', () => {
  it('plays only while on screen and in a visible tab, and says so', () => {
    installMediaQueries()
    const { play, pause } = stubMediaPlayback()
    const viewport = installIntersectionObserver()
    const { container } = render(<Clip />)
    const video = container.querySelector('video')
    expect(play).not.toHaveBeenCalled()
    expect(video?.hasAttribute('data-playing')).toBe(false)

    viewport.setIntersecting(video, true)
    expect(play).toHaveBeenCalledTimes(1)
    expect(video?.hasAttribute('data-playing')).toBe(true)
    viewport.setIntersecting(video, false)
    expect(pause).toHaveBeenCalledTimes(2)
    viewport.setIntersecting(video, true)
    setTabHidden(true)
    expect(pause).toHaveBeenCalledTimes(3)
    setTabHidden(false)
    expect(play).toHaveBeenCalledTimes(3)
  })

  it('pauses and stops watching the viewport under reduced motion', () => {
    installMediaQueries()
    const { play, pause } = stubMediaPlayback()
    const viewport = installIntersectionObserver()
    const { container } = render(<Clip />)
    viewport.setIntersecting(container.querySelector('video'), true)
    expect(play).toHaveBeenCalledTimes(1)
    act(() => setMediaPreference('reduce', true))
    expect(pause).toHaveBeenCalledTimes(2)
    expect(viewport.observed()).toEqual([])
  })

  it('keeps the still frame when the browser refuses to play', async () => {
    installMediaQueries()
    const { play } = stubMediaPlayback()
    play.mockImplementation(() => Promise.reject(new DOMException('refused', 'NotAllowedError')))
    const viewport = installIntersectionObserver()
    const { container } = render(<Clip />)
    viewport.setIntersecting(container.querySelector('video'), true)
    await act(async () => {})
    expect(play).toHaveBeenCalledTimes(1)
  })

  it('never plays in server markup', () => {
    expect(renderToString(<Clip />)).not.toContain('data-playing')
  })
})
