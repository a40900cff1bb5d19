// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  hydrationErrors,
  installIntersectionObserver,
  installMediaQueries,
  resetMediaPreferences,
  setMediaPreference,
  setTabHidden,
} from '../test-support'
import { PixelImage, type PixelImageProps } from './pixel-image'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  resetMediaPreferences()
  setTabHidden(false)
})

const src = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E'

function renderImage(props: Partial<PixelImageProps> = {}) {
  const result = render(<PixelImage src={src} {...props} />)
  const frame = result.container.querySelector<HTMLElement>('[data-slot="pixel-image"]')
  if (!frame) throw new Error('no pixel image')
  const pieces = () => [...frame.querySelectorAll<HTMLElement>('[data-slot="pixel-image-piece"]')]
  const layer = () => frame.querySelector<HTMLElement>('[data-slot="pixel-image-pieces"]')
  return { ...result, frame, pieces, layer }
}

const delays = (pieces: HTMLElement[]) =>
  pieces.map((piece) => Number.parseInt(piece.style.getPropertyValue('--pixel-image-delay'), 10))

describe('PixelImage', () => {
  it('cuts the image into Magic UI’s default 6×4 grid, each piece the image clipped to its cell', () => {
    const { pieces, frame } = renderImage()
    expect(pieces()).toHaveLength(24)
    expect(pieces()[0]?.style.clipPath).toBe('inset(0% 83.333% 75% 0%)')
    expect(pieces()[23]?.style.clipPath).toBe('inset(75% 0% 0% 83.333%)')
    for (const piece of pieces()) expect(piece.querySelector('img')?.getAttribute('src')).toBe(src)
    expect(frame.style.getPropertyValue('--pixel-image-duration')).toBe('1000ms')
    expect(frame.style.getPropertyValue('--pixel-image-color-delay')).toBe('1300ms')
  })

  it('takes the predefined grids and a valid custom grid, ignoring an invalid one', () => {
    const cases: Array<[Partial<PixelImageProps>, number]> = [
      [{ grid: '8x8' }, 64],
      [{ grid: '8x3' }, 24],
      [{ grid: '3x8' }, 24],
      [{ grid: '8x8', customGrid: { rows: 2, cols: 5 } }, 10],
      [{ grid: '8x8', customGrid: { rows: 0, cols: 5 } }, 64],
      [{ grid: '8x8', customGrid: { rows: 17, cols: 2 } }, 64],
      [{ customGrid: { rows: 2.5, cols: 2 } }, 24],
      [{ grid: '5x5' }, 24],
      [{ grid: 'toString' }, 24],
    ]
    for (const [props, count] of cases) {
      expect(renderImage(props).pieces()).toHaveLength(count)
      cleanup()
    }
  })

  it('scatters the piece delays within maxAnimationDelay, the same on every render', () => {
    const first = delays(renderImage({ grid: '8x8', maxAnimationDelay: 2000 }).pieces())
    cleanup()
    const second = delays(renderImage({ grid: '8x8', maxAnimationDelay: 2000 }).pieces())
    expect(second).toEqual(first)
    expect(Math.min(...first)).toBeGreaterThanOrEqual(0)
    expect(Math.max(...first)).toBeLessThanOrEqual(2000)
    expect(new Set(first).size).toBeGreaterThan(40)
    expect(Math.max(...first)).toBeGreaterThan(1500)
  })

  it('plays the reveal once live and on screen, and pauses it off screen or in a hidden tab', () => {
    const viewport = installIntersectionObserver()
    const { frame, pieces, layer } = renderImage()
    expect(frame.dataset.state).toBe('paused')
    expect(pieces()[0]?.className).toContain('animate-pixel-image-fade')
    expect(pieces()[0]?.className).toContain('[animation-play-state:paused]')
    expect(layer()?.className).toContain('animate-pixel-image-color')
    viewport.setIntersecting(frame, true)
    expect(frame.dataset.state).toBe('playing')
    expect(pieces()[0]?.className).not.toContain('paused')
    setTabHidden(true)
    expect(frame.dataset.state).toBe('paused')
    setTabHidden(false)
    viewport.setIntersecting(frame, false)
    expect(layer()?.className).toContain('[animation-play-state:paused]')
  })

  it('leaves out the colour animation without grayscaleAnimation', () => {
    installIntersectionObserver({ inView: true })
    const { layer, pieces } = renderImage({ grayscaleAnimation: false })
    expect(layer()?.className).not.toContain('animate-pixel-image-color')
    expect(pieces()[0]?.className).toContain('animate-pixel-image-fade')
  })

  it('shows the finished image under reduced motion, and stops when it is switched on', () => {
    installMediaQueries()
    installIntersectionObserver({ inView: true })
    setMediaPreference('reduce', true)
    const still = renderImage()
    expect(still.frame.dataset.state).toBe('static')
    expect(still.pieces()[0]?.className).not.toContain('animate-')
    cleanup()
    setMediaPreference('reduce', false)
    const moving = renderImage()
    expect(moving.pieces()[0]?.className).toContain('animate-pixel-image-fade')
    act(() => setMediaPreference('reduce', true))
    expect(moving.frame.dataset.state).toBe('static')
    expect(moving.layer()?.className).not.toContain('animate-')
    // Switching it off again does not hide the finished image to replay the reveal.
    act(() => setMediaPreference('reduce', false))
    expect(moving.frame.dataset.state).toBe('static')
  })

  it('is one labelled image with alt, decorative without', () => {
    const labelled = renderImage({ alt: 'A sunset' })
    expect(labelled.getByRole('img', { name: 'A sunset' })).toBe(labelled.frame)
    for (const piece of labelled.pieces()) expect(piece.querySelector('img')?.getAttribute('alt')).toBe('')
    cleanup()
    const decorative = renderImage()
    expect(decorative.frame.getAttribute('aria-hidden')).toBe('true')
    expect(decorative.frame.hasAttribute('role')).toBe(false)
  })

  it('server-renders the finished image, readable without JavaScript, and hydrates without warnings', async () => {
    const image = <PixelImage src={src} alt="A sunset" grid="8x8" />
    const html = renderToString(image)
    expect(html).toContain('data-state="static"')
    expect(html).not.toContain('animate-pixel-image')
    expect(html).toContain('role="img"')
    installIntersectionObserver()
    expect(await hydrationErrors(image)).toEqual([])
  })
})
