// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react'
import createGlobe, { type COBEOptions } from 'cobe'
import * as React from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { installIntersectionObserver, installManualFrames, setTabHidden } from '../test-support'
import { Globe, type GlobeConfig, type GlobeRenderState, toRgb } from './globe'

// cobe needs WebGL, which happy-dom lacks. The stand-in records its calls and, like the real one,
// wraps the canvas in a div of its own.
vi.mock('cobe', () => ({
  default: vi.fn((canvas: HTMLCanvasElement) => {
    const wrapper = document.createElement('div')
    canvas.parentElement?.insertBefore(wrapper, canvas)
    wrapper.append(canvas)
    return { update: vi.fn(), destroy: vi.fn() }
  }),
}))
const cobe = vi.mocked(createGlobe)
const instance = (index = -1) => {
  const result = cobe.mock.results.at(index)
  if (result?.type !== 'return') throw new Error('cobe was not created')
  return result.value as { update: ReturnType<typeof vi.fn>; destroy: ReturnType<typeof vi.fn> }
}
const lastUpdate = () => instance().update.mock.calls.at(-1)?.[0] as Partial<COBEOptions> | undefined

// Frames are stepped by hand, with the timestamps the test chooses.
let frames: ReturnType<typeof installManualFrames>
const step = (time: number) => frames.runAt(time)

const media = { reduce: false, dark: false }
const mediaListeners = new Set<() => void>()
function setMedia(next: Partial<typeof media>) {
  Object.assign(media, next)
  for (const listener of mediaListeners) listener()
}

beforeEach(() => {
  frames = installManualFrames()
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        media: query,
        get matches() {
          if (query.includes('prefers-reduced-motion')) return media.reduce
          if (query.includes('prefers-color-scheme: dark')) return media.dark
          return false
        },
        addEventListener: (_type: string, listener: () => void) => mediaListeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => mediaListeners.delete(listener),
      }) as unknown as MediaQueryList,
  )
  vi.spyOn(HTMLCanvasElement.prototype, 'offsetWidth', 'get').mockReturnValue(300)
  vi.stubGlobal('devicePixelRatio', 2)
})

afterEach(() => {
  cleanup()
  setTabHidden(false)
  cobe.mockClear()
  mediaListeners.clear()
  Object.assign(media, { reduce: false, dark: false })
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('Globe', () => {
  it('renders a hidden, decorative canvas on the server without touching WebGL', () => {
    const html = renderToString(<Globe className="max-w-sm" aria-label="Our regions" role="img" />)
    expect(html).toContain('data-slot="globe"')
    expect(html).toContain('max-w-sm')
    expect(html).toMatch(/<canvas[^>]*aria-hidden="true"[^>]*opacity-0/)
    expect(cobe).not.toHaveBeenCalled()
  })

  it('hydrates the server HTML without warnings and only then creates the globe', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const recoverable = vi.fn()
    const host = document.createElement('div')
    host.innerHTML = renderToString(<Globe />)
    document.body.append(host)
    const root = await act(async () => hydrateRoot(host, <Globe />, { onRecoverableError: recoverable }))
    expect(cobe).toHaveBeenCalledTimes(1)
    expect(error).not.toHaveBeenCalled()
    expect(recoverable).not.toHaveBeenCalled()
    act(() => root.unmount())
    host.remove()
  })

  it('creates cobe with the sized canvas, theme colours and converted markers', () => {
    const { container } = render(
      <Globe
        markers={[{ location: [52.52, 13.405], size: 0.08, color: '#ff0000', id: 'berlin' }]}
        arcs={[{ from: [52.52, 13.405], to: [40.71, -74.0] }]}
        baseColor="#fff"
        markerColor={[0, 0.5, 1]}
        theta={0.2}
        phi={1}
      />,
    )
    const canvas = container.querySelector('canvas')
    expect(cobe).toHaveBeenCalledTimes(1)
    const [target, options] = cobe.mock.calls[0] ?? []
    expect(target).toBe(canvas)
    expect(options).toMatchObject({
      devicePixelRatio: 1,
      // 300 CSS pixels at a pixel ratio of 2.
      width: 600,
      height: 600,
      phi: 1,
      theta: 0.2,
      dark: 0,
      baseColor: [1, 1, 1],
      markerColor: [0, 0.5, 1],
      markers: [{ location: [52.52, 13.405], size: 0.08, color: [1, 0, 0], id: 'berlin' }],
      arcs: [{ from: [52.52, 13.405], to: [40.71, -74.0] }],
    })
  })

  it('fades in after the first frame and spins at rotationSpeed radians per second', () => {
    const { container } = render(<Globe rotationSpeed={0.5} />)
    const root = container.querySelector('[data-slot="globe"]')
    const canvas = container.querySelector('canvas')
    expect(root?.hasAttribute('data-ready')).toBe(false)
    expect(canvas?.className).toContain('opacity-0')

    step(1000)
    expect(root?.getAttribute('data-ready')).toBe('true')
    expect(canvas?.className).toContain('opacity-100')
    expect(lastUpdate()).toMatchObject({ phi: 0 })

    for (let time = 1100; time <= 2000; time += 100) step(time)
    expect(lastUpdate()?.phi).toBeCloseTo(0.5)

    // After a long gap (a background tab) the globe moves on by one short step, not the whole gap.
    step(60_000)
    expect(lastUpdate()?.phi).toBeCloseTo(0.55)
  })

  it('draws no frames while off screen or in a hidden tab, and resumes without a jump', () => {
    const viewport = installIntersectionObserver()
    const { container } = render(<Globe rotationSpeed={1} phi={0} />)
    const root = container.querySelector('[data-slot="globe"]')
    step(1000)
    step(1050)
    expect(lastUpdate()?.phi).toBeCloseTo(0.05)

    viewport.setIntersecting(root, false)
    expect(frames.pending()).toBe(0)
    expect(root?.hasAttribute('data-paused')).toBe(true)
    viewport.setIntersecting(root, true)
    expect(frames.pending()).toBe(1)
    // The time spent away is not turned into rotation: the first frame back only sets the clock.
    step(60_000)
    step(60_050)
    expect(lastUpdate()?.phi).toBeCloseTo(0.1)

    setTabHidden(true)
    expect(frames.pending()).toBe(0)
    setTabHidden(false)
    expect(frames.pending()).toBe(1)
    expect(root?.hasAttribute('data-paused')).toBe(false)
  })

  it('turns with a drag and keeps gliding after a fling, slowing down', () => {
    vi.useFakeTimers({ toFake: ['performance'] })
    const { container } = render(<Globe rotationSpeed={0} />)
    const canvas = container.querySelector('canvas') as HTMLCanvasElement
    step(0)

    fireEvent.pointerDown(canvas, { pointerId: 1, clientX: 0, button: 0, pointerType: 'mouse' })
    vi.advanceTimersByTime(16)
    fireEvent.pointerMove(canvas, { pointerId: 1, clientX: 30 })
    vi.advanceTimersByTime(16)
    fireEvent.pointerMove(canvas, { pointerId: 1, clientX: 60 })
    step(16)
    // 60 of 300 pixels is a fifth of the width, which turns the globe by a fifth of π.
    expect(lastUpdate()?.phi).toBeCloseTo(Math.PI / 5)

    fireEvent.pointerUp(canvas, { pointerId: 1, clientX: 60 })
    step(116)
    const afterGlide = lastUpdate()?.phi ?? 0
    expect(afterGlide).toBeGreaterThan(Math.PI / 5)
    step(216)
    const glideStep = (lastUpdate()?.phi ?? 0) - afterGlide
    expect(glideStep).toBeGreaterThan(0)
    expect(glideStep).toBeLessThan(afterGlide - Math.PI / 5)
    vi.useRealTimers()
  })

  it('does not auto-rotate or glide under reduced motion, but can still be dragged', () => {
    vi.useFakeTimers({ toFake: ['performance'] })
    setMedia({ reduce: true })
    const { container } = render(<Globe />)
    const canvas = container.querySelector('canvas') as HTMLCanvasElement
    step(0)
    step(5000)
    expect(instance().update.mock.calls.every(([state]) => !state.phi)).toBe(true)

    fireEvent.pointerDown(canvas, { pointerId: 1, clientX: 0, button: 0, pointerType: 'mouse' })
    vi.advanceTimersByTime(16)
    fireEvent.pointerMove(canvas, { pointerId: 1, clientX: 150 })
    fireEvent.pointerUp(canvas, { pointerId: 1, clientX: 150 })
    step(5016)
    expect(lastUpdate()?.phi).toBeCloseTo(Math.PI / 2)
    step(6000)
    expect(lastUpdate()?.phi).toBeCloseTo(Math.PI / 2)
    vi.useRealTimers()
  })

  it('ignores drags when draggable is off', () => {
    const { container } = render(<Globe draggable={false} rotationSpeed={0} />)
    const canvas = container.querySelector('canvas') as HTMLCanvasElement
    expect(canvas.className).not.toContain('cursor-grab')
    step(0)
    fireEvent.pointerDown(canvas, { pointerId: 1, clientX: 0, button: 0, pointerType: 'mouse' })
    fireEvent.pointerMove(canvas, { pointerId: 1, clientX: 200 })
    step(16)
    expect(lastUpdate()?.phi ?? 0).toBe(0)
  })

  it('updates the running globe when props change instead of creating another', () => {
    const { rerender } = render(<Globe markerColor="#000000" />)
    rerender(<Globe markerColor="#ffffff" markers={[{ location: [0, 0] }]} />)
    expect(cobe).toHaveBeenCalledTimes(1)
    expect(lastUpdate()).toMatchObject({ markerColor: [1, 1, 1], markers: [{ location: [0, 0], size: 0.05 }] })

    const updates = instance().update.mock.calls.length
    rerender(<Globe markerColor="#ffffff" markers={[{ location: [0, 0] }]} />)
    expect(instance().update.mock.calls.length).toBe(updates)
  })

  it('follows the .dark class of an ancestor unless dark is given', async () => {
    const { container, rerender } = render(
      <div className="light">
        <Globe />
      </div>,
    )
    setMedia({ dark: true })
    expect(lastUpdate()?.dark ?? cobe.mock.calls[0]?.[1].dark).toBe(0)

    const wrapper = container.firstElementChild as HTMLElement
    act(() => {
      wrapper.className = 'dark'
    })
    // The globe hears of the class through a MutationObserver, whose report comes asynchronously.
    await waitFor(() => expect(lastUpdate()).toMatchObject({ dark: 1, mapBrightness: 6 }))

    rerender(
      <div className="dark">
        <Globe dark={false} />
      </div>,
    )
    expect(lastUpdate()).toMatchObject({ dark: 0 })
  })

  it('follows the OS colour scheme when no ancestor sets a theme class', () => {
    setMedia({ dark: true })
    render(<Globe />)
    expect(lastUpdate()).toMatchObject({ dark: 1 })
  })

  it('destroys the WebGL instance on unmount and survives a StrictMode remount', () => {
    const { container, unmount } = render(
      <React.StrictMode>
        <Globe />
      </React.StrictMode>,
    )
    const root = container.querySelector('[data-slot="globe"]')
    // StrictMode mounts, unmounts and mounts again: the first globe is gone and the canvas is back
    // in the root, wrapped once by the second globe.
    expect(cobe).toHaveBeenCalledTimes(2)
    expect(instance(0).destroy).toHaveBeenCalledTimes(1)
    expect(root?.querySelectorAll('canvas')).toHaveLength(1)
    expect(root?.firstElementChild?.firstElementChild?.tagName).toBe('CANVAS')

    unmount()
    expect(instance(1).destroy).toHaveBeenCalledTimes(1)
    expect(frames.pending()).toBe(0)
  })
})

describe('Globe config', () => {
  // The shape Magic UI's docs pass to their globe, with cobe 1's onRender in it.
  const magicUiConfig: GlobeConfig = {
    width: 800,
    height: 800,
    onRender: () => {},
    devicePixelRatio: 1,
    phi: 0.5,
    theta: 0.3,
    dark: 0,
    diffuse: 0.4,
    mapSamples: 16000,
    mapBrightness: 1.2,
    baseColor: [1, 1, 1],
    markerColor: [251 / 255, 100 / 255, 21 / 255],
    glowColor: [1, 1, 1],
    markers: [
      { location: [14.5995, 120.9842], size: 0.03 },
      { location: [40.7128, -74.006], size: 0.1 },
    ],
  }

  it('passes a Magic UI config to cobe, sizing the canvas itself at the config pixel ratio', () => {
    render(<Globe config={magicUiConfig} />)
    const options = cobe.mock.calls[0]?.[1]
    expect(options).toMatchObject({
      // 300 CSS pixels at the config's pixel ratio of 1, not the config's 800.
      width: 300,
      height: 300,
      devicePixelRatio: 1,
      phi: 0.5,
      theta: 0.3,
      dark: 0,
      diffuse: 0.4,
      mapSamples: 16000,
      mapBrightness: 1.2,
      baseColor: [1, 1, 1],
      markerColor: [251 / 255, 100 / 255, 21 / 255],
      glowColor: [1, 1, 1],
      markers: magicUiConfig.markers,
    })
    expect(options).not.toHaveProperty('onRender')
  })

  it('merges the config over the props and the theme defaults', () => {
    render(<Globe markerColor="#000000" theta={0.1} config={{ baseColor: [0, 0, 1], theta: 0.6, arcWidth: 2 }} />)
    expect(cobe.mock.calls[0]?.[1]).toMatchObject({
      baseColor: [0, 0, 1],
      markerColor: [0, 0, 0],
      theta: 0.6,
      arcWidth: 2,
      mapSamples: 16000,
      markerElevation: 0,
      // 300 CSS pixels at the screen's ratio of 2 when the config names none.
      width: 600,
    })
  })

  it('takes the theme from config.dark, whatever the page says', () => {
    render(
      <div className="light">
        <Globe config={{ dark: 1 }} />
      </div>,
    )
    expect(cobe.mock.calls[0]?.[1]).toMatchObject({ dark: 1, mapBrightness: 6, baseColor: [0.32, 0.32, 0.36] })
  })

  it('updates the running globe when the config changes instead of creating another', () => {
    const { rerender } = render(<Globe config={{ ...magicUiConfig, onRender: () => {} }} />)
    const updates = instance().update.mock.calls.length
    // A fresh but equal config (and a fresh onRender) does not re-upload anything.
    rerender(<Globe config={{ ...magicUiConfig, onRender: () => {} }} />)
    expect(instance().update.mock.calls.length).toBe(updates)
    rerender(<Globe config={{ ...magicUiConfig, glowColor: [1, 0, 0] }} />)
    expect(cobe).toHaveBeenCalledTimes(1)
    expect(lastUpdate()).toMatchObject({ glowColor: [1, 0, 0] })
  })

  it("runs cobe 1's onRender before every frame and draws what it sets, except the size", () => {
    let calls = 0
    const onRender = vi.fn((state: GlobeRenderState) => {
      calls += 1
      if (calls === 2) state.phi = 2
      if (calls === 3) {
        state.markerColor = [0, 1, 0]
        state.width = 10
      }
    })
    render(<Globe rotationSpeed={0} config={{ onRender }} />)
    step(0)
    expect(onRender).toHaveBeenCalledWith(expect.objectContaining({ phi: 0 }))
    step(16)
    expect(lastUpdate()).toMatchObject({ phi: 2 })
    step(32)
    expect(lastUpdate()).toMatchObject({ phi: 2, markerColor: [0, 1, 0] })
    expect(lastUpdate()).not.toHaveProperty('width')
    // A phi set once sticks: the globe carries on from it.
    const updates = instance().update.mock.calls.length
    step(48)
    expect(instance().update.mock.calls.length).toBe(updates)
    expect(onRender).toHaveBeenCalledTimes(4)
  })

  it('does not let onRender turn the globe under reduced motion', () => {
    setMedia({ reduce: true })
    render(
      <Globe
        config={{
          onRender: (state) => {
            state.phi = (state.phi ?? 0) + 0.1
            state.theta = 1
          },
        }}
      />,
    )
    step(0)
    step(16)
    step(32)
    expect(instance().update.mock.calls.every(([state]) => !state.phi && state.theta === undefined)).toBe(true)
  })
})

describe('toRgb', () => {
  it('reads short and long hex colours and falls back on anything else', () => {
    expect(toRgb('#ff8000', [0, 0, 0])).toEqual([1, 128 / 255, 0])
    expect(toRgb('#0f0', [0, 0, 0])).toEqual([0, 1, 0])
    expect(toRgb([0.1, 0.2, 0.3], [0, 0, 0])).toEqual([0.1, 0.2, 0.3])
    expect(toRgb('tomato', [0.5, 0.5, 0.5])).toEqual([0.5, 0.5, 0.5])
    expect(toRgb(undefined, [0.5, 0.5, 0.5])).toEqual([0.5, 0.5, 0.5])
  })
})
