// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  hydrationErrors,
  installIntersectionObserver,
  installManualFrames,
  installMediaQueries,
  resetItemTest,
  setMediaPreference,
  setTabHidden,
} from '../test-support'
import { IconCloud, spherePoints } from './icon-cloud'

// Frames are stepped by hand, with the timestamps the test chooses.
let frames: ReturnType<typeof installManualFrames>
const step = (time: number) => frames.runAt(time)

beforeEach(() => {
  frames = installManualFrames()
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(400)
})

afterEach(resetItemTest)

const items = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('[data-slot="icon-cloud-item"]')]
const transforms = (container: HTMLElement) => items(container).map((item) => item.style.transform)
const cloud = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-slot="icon-cloud"]')
const layer = (container: HTMLElement) => cloud(container)?.firstElementChild as HTMLElement

describe('spherePoints', () => {
  it('spreads points over the unit sphere from pole to pole', () => {
    const points = spherePoints(30)
    expect(points).toHaveLength(30)
    for (const { x, y, z } of points) expect(Math.hypot(x, y, z)).toBeCloseTo(1)
    expect(points[0]?.y).toBeGreaterThan(0.9)
    expect(points[29]?.y).toBeLessThan(-0.9)
  })
})

describe('IconCloud', () => {
  it('is one image for assistive technology, with the icons hidden inside', () => {
    render(<IconCloud icons={[<svg key="a" data-testid="a" />, <svg key="b" />]} />)
    const image = screen.getByRole('img', { name: 'Interactive 3D icon cloud' })
    expect(image.getAttribute('tabindex')).toBe('0')
    expect(image.getAttribute('aria-keyshortcuts')).toContain('ArrowLeft')
    expect(image.firstElementChild?.getAttribute('aria-hidden')).toBe('true')
    expect(screen.getByTestId('a').closest('[data-slot="icon-cloud-item"]')).toBeTruthy()
  })

  it('places icons first, then images, and shows numbered markers when given neither', () => {
    const { container, rerender } = render(
      <IconCloud icons={[<svg key="a" />]} images={['/one.png', '/two.png']} aria-label="Our stack" />,
    )
    expect(screen.getByRole('img', { name: 'Our stack' })).toBeTruthy()
    expect(items(container)).toHaveLength(3)
    expect(items(container)[0]?.querySelector('svg')).toBeTruthy()
    const pictures = container.querySelectorAll('img')
    expect([...pictures].map((img) => img.getAttribute('src'))).toEqual(['/one.png', '/two.png'])
    expect(pictures[0]?.getAttribute('alt')).toBe('')

    rerender(<IconCloud />)
    expect(items(container)).toHaveLength(20)
    expect(items(container)[19]?.textContent).toBe('20')
  })

  it('places every icon on the sphere once mounted and fades in', () => {
    const { container } = render(<IconCloud images={['/a.png', '/b.png', '/c.png']} />)
    expect(cloud(container)?.getAttribute('data-ready')).toBe('true')
    expect(layer(container).className).toContain('opacity-100')
    // The sphere's radius is 36% of the 400 px cloud; nearer icons are drawn larger.
    for (const transform of transforms(container)) {
      const match = transform.match(/^translate3d\((-?[\d.]+)px, (-?[\d.]+)px, 0(?:px)?\) scale\(([\d.]+)\)$/)
      expect(match).not.toBeNull()
      const [, x, y, scale] = (match ?? []).map(Number)
      expect(Math.hypot(x ?? 0, y ?? 0)).toBeLessThanOrEqual(144.01)
      expect(scale).toBeGreaterThanOrEqual(0.55)
      expect(scale).toBeLessThanOrEqual(1)
    }
    for (const item of items(container)) {
      expect(Number(item.style.opacity)).toBeGreaterThanOrEqual(0.2)
      expect(Number(item.style.opacity)).toBeLessThanOrEqual(1)
    }
  })

  it('turns on its own from frame to frame', () => {
    const { container } = render(<IconCloud />)
    step(1000)
    const before = transforms(container)
    step(1100)
    step(1200)
    expect(transforms(container)).not.toEqual(before)
    expect(frames.pending()).toBe(1)
  })

  it('draws no frames while off screen or in a hidden tab, and resumes', () => {
    const viewport = installIntersectionObserver()
    const { container } = render(<IconCloud />)
    const root = cloud(container)
    step(1000)
    viewport.setIntersecting(root, false)
    // The frame already asked for runs once more and asks for no other.
    step(1016)
    expect(frames.pending()).toBe(0)
    expect(root?.hasAttribute('data-paused')).toBe(true)
    viewport.setIntersecting(root, true)
    expect(frames.pending()).toBe(1)

    setTabHidden(true)
    step(2000)
    expect(frames.pending()).toBe(0)
    setTabHidden(false)
    expect(frames.pending()).toBe(1)
    expect(root?.hasAttribute('data-paused')).toBe(false)
  })

  it('stands still under reduced motion, yet turns by hand and with the arrow keys', () => {
    installMediaQueries()
    setMediaPreference('reduce', true)
    const { container } = render(<IconCloud />)
    step(1000)
    expect(frames.pending()).toBe(0)
    const still = transforms(container)

    fireEvent.keyDown(cloud(container) as HTMLElement, { key: 'ArrowRight' })
    step(1100)
    const turned = transforms(container)
    expect(turned).not.toEqual(still)
    expect(frames.pending()).toBe(0)

    fireEvent.pointerDown(layer(container), {
      pointerId: 1,
      clientX: 100,
      clientY: 100,
      button: 0,
      pointerType: 'mouse',
    })
    fireEvent.pointerMove(layer(container), { pointerId: 1, clientX: 180, clientY: 100 })
    fireEvent.pointerUp(layer(container), { pointerId: 1, clientX: 180, clientY: 100 })
    step(1200)
    expect(transforms(container)).not.toEqual(turned)
    // No glide after letting go.
    expect(frames.pending()).toBe(0)
  })

  it('turns one step per arrow key and leaves other keys and the caller’s handler alone', () => {
    installMediaQueries()
    setMediaPreference('reduce', true)
    const onKeyDown = vi.fn()
    const { container } = render(<IconCloud onKeyDown={onKeyDown} />)
    step(1000)
    const root = cloud(container) as HTMLElement
    const start = transforms(container)

    fireEvent.keyDown(root, { key: 'a' })
    step(1100)
    expect(transforms(container)).toEqual(start)

    fireEvent.keyDown(root, { key: 'ArrowLeft' })
    step(1200)
    fireEvent.keyDown(root, { key: 'ArrowRight' })
    step(1300)
    // Left then right comes back to where it started (up to rounding).
    expect(transforms(container)).toEqual(start)
    expect(onKeyDown).toHaveBeenCalledTimes(3)
  })

  it('glides on after a fling, beyond where the spin alone would take it', () => {
    render(
      <>
        <IconCloud aria-label="flung" />
        <IconCloud aria-label="left alone" />
      </>,
    )
    const [flung, alone] = screen.getAllByRole('img') as [HTMLElement, HTMLElement]
    const target = flung.firstElementChild as HTMLElement
    step(0)
    // A drag down and back up again leaves the sphere where it was, but moving.
    fireEvent.pointerDown(target, { pointerId: 1, clientX: 0, clientY: 0, button: 0, pointerType: 'mouse' })
    fireEvent.pointerMove(target, { pointerId: 1, clientX: 0, clientY: 40 })
    fireEvent.pointerMove(target, { pointerId: 1, clientX: 0, clientY: 0 })
    fireEvent.pointerMove(target, { pointerId: 1, clientX: 40, clientY: 0 })
    fireEvent.pointerMove(target, { pointerId: 1, clientX: 0, clientY: 0 })
    fireEvent.pointerMove(target, { pointerId: 1, clientX: 40, clientY: 0 })
    fireEvent.pointerMove(target, { pointerId: 1, clientX: 0, clientY: 0 })
    fireEvent.pointerUp(target, { pointerId: 1, clientX: 0, clientY: 0 })
    const of = (root: HTMLElement) =>
      [...root.querySelectorAll<HTMLElement>('[data-slot="icon-cloud-item"]')].map((item) => item.style.transform)
    step(16)
    step(116)
    expect(of(flung)).not.toEqual(of(alone))
  })

  it('renders on the server without placing icons, and hydrates without warnings', async () => {
    const html = renderToString(<IconCloud images={['/a.png']} />)
    expect(html).toContain('role="img"')
    expect(html).toContain('aria-label="Interactive 3D icon cloud"')
    expect(html).not.toContain('translate3d')
    expect(await hydrationErrors(<IconCloud icons={[<svg key="a" />]} className="max-w-xs" />)).toEqual([])
  })
})
