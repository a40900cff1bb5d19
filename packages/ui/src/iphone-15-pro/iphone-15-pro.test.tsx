// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { hydrationErrors, installIntersectionObserver, stubMediaPlayback } from '../test-support'
import { Iphone15Pro } from './iphone-15-pro'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const root = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-slot="iphone-15-pro"]')

describe('Iphone15Pro', () => {
  it('is 433 × 882 pixels by default, never wider than its container', () => {
    const { container } = render(<Iphone15Pro />)
    const mock = root(container)
    expect(mock?.style.getPropertyValue('--iphone-width')).toBe('433px')
    expect(mock?.style.getPropertyValue('--iphone-aspect')).toBe('433 / 882')
    expect(mock?.className).toContain('max-w-full')
    expect(mock?.querySelector('svg')?.getAttribute('viewBox')).toBe('0 0 433 882')
  })

  it('takes width and height, and a size class over the width', () => {
    const { container, rerender } = render(<Iphone15Pro width={216} height={440} />)
    expect(root(container)?.style.getPropertyValue('--iphone-width')).toBe('216px')
    expect(root(container)?.querySelector('svg')?.getAttribute('viewBox')).toBe('0 0 216 440')
    rerender(<Iphone15Pro className="size-full" />)
    expect(root(container)?.className).toContain('size-full')
    expect(root(container)?.className).not.toContain('w-(--iphone-width)')
  })

  it('is an image named "iPhone 15 Pro", or by alt, or by aria-label', () => {
    const { container, rerender } = render(<Iphone15Pro />)
    expect(root(container)?.getAttribute('role')).toBe('img')
    expect(root(container)?.getAttribute('aria-label')).toBe('iPhone 15 Pro')
    rerender(<Iphone15Pro src="/shot.png" alt="A music app" />)
    expect(root(container)?.getAttribute('aria-label')).toBe('A music app')
    expect(root(container)?.querySelector('img')?.getAttribute('src')).toBe('/shot.png')
    rerender(<Iphone15Pro alt="A music app" aria-label="Player" />)
    expect(root(container)?.getAttribute('aria-label')).toBe('Player')
  })

  it('shows a video that waits to be on screen before it plays', () => {
    const { play } = stubMediaPlayback()
    const viewport = installIntersectionObserver()
    const { container } = render(<Iphone15Pro videoSrc="/clip.webm" />)
    const video = container.querySelector('video')
    expect(video?.getAttribute('src')).toBe('/clip.webm')
    expect(play).not.toHaveBeenCalled()
    viewport.setIntersecting(video, true)
    expect(play).toHaveBeenCalledTimes(1)
  })

  it('renders on the server and hydrates without warnings', async () => {
    expect(renderToString(<Iphone15Pro src="/shot.png" />)).toContain('data-slot="iphone-15-pro"')
    expect(await hydrationErrors(<Iphone15Pro videoSrc="/clip.webm" />)).toEqual([])
  })
})
