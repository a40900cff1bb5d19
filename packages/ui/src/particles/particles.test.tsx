// @vitest-environment happy-dom
import { act, render } from '@testing-library/react'
import * as React from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  expectFrameLoopPauses,
  hydrationErrors,
  installIntersectionObserver,
  installManualFrames,
  installMediaQueries,
  installResizeObservers,
  resetItemTest,
  setMediaPreference,
} from '../test-support'
import { PARTICLES_LIMIT, Particles } from './particles'

// A 2D context that records what is drawn (happy-dom has no canvas).
type Call = { name: string; args: unknown[] }
function fakeContext() {
  const calls: Call[] = []
  const record =
    (name: string) =>
    (...args: unknown[]) => {
      calls.push({ name, args })
    }
  const context = {
    calls,
    fillStyle: '#000000' as string,
    globalAlpha: 1,
    setTransform: record('setTransform'),
    clearRect: record('clearRect'),
    beginPath: record('beginPath'),
    moveTo: record('moveTo'),
    arc: record('arc'),
    fill: record('fill'),
  }
  const fill = context.fill
  context.fill = (...args: unknown[]) => {
    calls.push({ name: 'style', args: [context.fillStyle, context.globalAlpha] })
    fill(...args)
  }
  return context
}
let context = fakeContext()
const named = (name: string) => context.calls.filter((call) => call.name === name)

// Frames are run by hand, at the times the test chooses.
let frames: ReturnType<typeof installManualFrames>
const frame = (elapsed?: number) => frames.run(elapsed)

// `resize(width, height)` changes the box every element reports and tells the ResizeObservers.
let resizeObservers: ReturnType<typeof installResizeObservers>
const box = { width: 300, height: 200 }
function resize(width: number, height: number) {
  box.width = width
  box.height = height
  resizeObservers.report()
}

let io: ReturnType<typeof installIntersectionObserver>

beforeEach(() => {
  context = fakeContext()
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => context as unknown as CanvasRenderingContext2D,
  )
  frames = installManualFrames()
  resizeObservers = installResizeObservers()
  Object.assign(box, { width: 300, height: 200 })
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(() => box.width)
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(() => box.height)
  vi.stubGlobal('devicePixelRatio', 2)
  installMediaQueries()
  io = installIntersectionObserver()
})

afterEach(resetItemTest)

function renderParticles(props: React.ComponentProps<typeof Particles> = {}) {
  const result = render(<Particles className="absolute inset-0" {...props} />)
  const root = result.container.querySelector<HTMLElement>('[data-slot="particles"]')
  const canvas = result.container.querySelector('canvas')
  if (!root || !canvas) throw new Error('no particles')
  return { ...result, root, canvas, show: () => io.setIntersecting(root, true) }
}

/** Arcs drawn in the latest frame (everything after its clearRect). */
function lastFrameArcs() {
  const start = context.calls.findLastIndex((call) => call.name === 'clearRect')
  return context.calls.slice(start).filter((call) => call.name === 'arc')
}

describe('Particles', () => {
  it('renders only the decorative container and canvas on the server', () => {
    const html = renderToString(<Particles className="absolute inset-0" id="bg" />)
    expect(html).toMatch(/^<div aria-hidden="true" data-slot="particles" data-state="paused"/)
    expect(html).toContain('class="pointer-events-none absolute inset-0"')
    expect(html).toContain('id="bg"')
    expect(html).toMatch(/<canvas aria-hidden="true" class="block size-full"><\/canvas>/)
  })

  it('hydrates without errors', async () => {
    expect(await hydrationErrors(<Particles quantity={20} color="#000000" />)).toEqual([])
  })

  it('does no work before the canvas is on screen', () => {
    const { root } = renderParticles()
    expect(root.dataset.state).toBe('paused')
    expect(HTMLCanvasElement.prototype.getContext).not.toHaveBeenCalled()
    expect(frames.pending()).toBe(0)
    expect(resizeObservers.count()).toBe(0)
    expect(io.observed()).toEqual([root])
  })

  it('sizes the backing store to the container times the pixel ratio, and follows resizes', () => {
    const { canvas, root, show } = renderParticles()
    show()
    expect(root.dataset.state).toBe('running')
    expect([canvas.width, canvas.height]).toEqual([600, 400])
    expect([canvas.style.width, canvas.style.height]).toEqual(['300px', '200px'])
    expect(named('setTransform').at(-1)?.args).toEqual([2, 0, 0, 2, 0, 0])

    resize(150, 80)
    expect([canvas.width, canvas.height]).toEqual([300, 160])
    expect([canvas.style.width, canvas.style.height]).toEqual(['150px', '80px'])

    // A new pixel ratio (zoom, another screen) is picked up on the next frame without a resize.
    vi.stubGlobal('devicePixelRatio', 3)
    frame()
    expect([canvas.width, canvas.height]).toEqual([450, 240])
    expect(named('setTransform').at(-1)?.args).toEqual([3, 0, 0, 3, 0, 0])
    expect(named('clearRect').at(-1)?.args).toEqual([0, 0, 150, 80])
  })

  it('draws every frame, fading particles in, with the default quantity, colour and size', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5)
    const { show } = renderParticles()
    show()
    frame()
    // Everything starts transparent and fades in by 0.02 a frame to its own opacity (0.4 here).
    frame()
    frame()
    expect(lastFrameArcs()).toHaveLength(100)
    expect(lastFrameArcs()[0]?.args).toEqual([150, 100, 1.4, 0, Math.PI * 2])
    const styles = named('style')
    expect(styles.at(-1)?.args[0]).toBe('#ffffff')
    for (let index = 0; index < 30; index++) frame()
    expect(named('style').at(-1)?.args).toEqual(['#ffffff', 0.4])
  })

  it('drifts by vx and vy per 60 fps frame, the same on faster screens', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5)
    const { show } = renderParticles({ vx: 1, vy: -0.5 })
    show()
    // Particles show from their second frame, once their opacity rounds above zero.
    frame()
    frame()
    const start = lastFrameArcs()[0]?.args as number[]
    for (let index = 0; index < 10; index++) frame()
    const after = lastFrameArcs()[0]?.args as number[]
    expect(after[0]).toBeCloseTo((start[0] ?? 0) + 10)
    expect(after[1]).toBeCloseTo((start[1] ?? 0) - 5)
    // Twenty frames at 120 fps cover the same distance as ten at 60.
    for (let index = 0; index < 20; index++) frame(1000 / 120)
    expect(lastFrameArcs()[0]?.args[0]).toBeCloseTo((start[0] ?? 0) + 20)
  })

  it('leans gently towards the mouse: a little per frame, further with lower staticity', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5)
    vi.spyOn(HTMLCanvasElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 300, 200))
    const { show } = renderParticles({ staticity: 10, ease: 10 })
    show()
    frame()
    act(() => {
      window.dispatchEvent(new PointerEvent('pointermove', { clientX: 250, clientY: 100 }))
    })
    frame()
    // The mouse is 100px right of centre; magnetism 2.1 over staticity 10 makes a pull of 21px,
    // of which one frame closes 1/ease.
    const first = (lastFrameArcs()[0]?.args[0] as number) - 150
    expect(first).toBeCloseTo(2.1)
    for (let index = 0; index < 200; index++) frame()
    expect((lastFrameArcs()[0]?.args[0] as number) - 150).toBeCloseTo(21)

    // A pointer outside the canvas leaves the particles leaning towards its last point on it.
    act(() => {
      window.dispatchEvent(new PointerEvent('pointermove', { clientX: 900, clientY: 900 }))
    })
    frame()
    expect((lastFrameArcs()[0]?.args[0] as number) - 150).toBeCloseTo(21)
  })

  it('stops the loop off screen and in a hidden tab, and carries on afterwards', () => {
    const { root, show } = renderParticles()
    const drawCount = () => named('clearRect').length
    expectFrameLoopPauses({ element: root, show, tick: frame, drawCount, frames, viewport: io })
    const drawn = drawCount()
    frame()
    expect(drawCount()).toBe(drawn + 1)
  })

  it('draws one still frame and runs no loop with reduced motion', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5)
    setMediaPreference('reduce', true)
    const listen = vi.spyOn(window, 'addEventListener')
    const { root, show } = renderParticles({ vy: 3 })
    show()
    expect(root.dataset.state).toBe('still')
    expect(frames.pending()).toBe(0)
    expect(named('clearRect')).toHaveLength(1)
    // Still particles show at their full opacity straight away.
    expect(lastFrameArcs()).toHaveLength(100)
    expect(named('style').at(-1)?.args).toEqual(['#ffffff', 0.4])
    expect(listen.mock.calls.some(([type]) => type === 'pointermove')).toBe(false)
    frame()
    expect(named('clearRect')).toHaveLength(1)

    // A resize or a new colour redraws the still frame, once.
    resize(100, 100)
    expect(named('clearRect')).toHaveLength(2)
    expect(lastFrameArcs()[0]?.args.slice(0, 2)).toEqual([50, 50])
  })

  it('stops the loop when reduced motion is switched on while running', () => {
    const { root, show } = renderParticles()
    show()
    expect(frames.pending()).toBe(1)
    act(() => setMediaPreference('reduce', true))
    expect(frames.pending()).toBe(0)
    expect(root.dataset.state).toBe('still')
  })

  it('redraws a still frame when its colour, size or quantity changes', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5)
    setMediaPreference('reduce', true)
    const { rerender, show } = renderParticles()
    show()
    rerender(<Particles className="absolute inset-0" color="#ff0000" />)
    expect(named('clearRect')).toHaveLength(2)
    expect(named('style').at(-1)?.args[0]).toBe('#ff0000')
    rerender(<Particles className="absolute inset-0" color="#ff0000" size={2} quantity={10} />)
    expect(named('clearRect')).toHaveLength(3)
    expect(lastFrameArcs()).toHaveLength(10)
    expect(lastFrameArcs()[0]?.args[2]).toBe(3)
  })

  it('cancels the frame, observers and listeners on unmount', () => {
    const remove = vi.spyOn(window, 'removeEventListener')
    const { show, unmount } = renderParticles()
    show()
    expect(resizeObservers.count()).toBe(1)
    unmount()
    expect(frames.pending()).toBe(0)
    expect(resizeObservers.count()).toBe(0)
    expect(io.observed()).toEqual([])
    expect(remove.mock.calls.some(([type]) => type === 'pointermove')).toBe(true)
  })

  it(`never moves or draws more than ${PARTICLES_LIMIT} particles a frame, in a bounded number of fills`, () => {
    const { show } = renderParticles({ quantity: 50_000 })
    show()
    for (let index = 0; index < 40; index++) frame()
    const start = context.calls.findLastIndex((call) => call.name === 'clearRect')
    const last = context.calls.slice(start)
    const arcs = last.filter((call) => call.name === 'arc').length
    expect(arcs).toBeGreaterThan(PARTICLES_LIMIT / 2)
    expect(arcs).toBeLessThanOrEqual(PARTICLES_LIMIT)
    expect(last.filter((call) => call.name === 'fill').length).toBeLessThanOrEqual(20)
  })

  it('scatters the particles afresh when refresh changes', () => {
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.5)
    const { rerender, show } = renderParticles({ quantity: 1 })
    show()
    frame()
    frame()
    expect(lastFrameArcs()[0]?.args.slice(0, 2)).toEqual([150, 100])
    random.mockReturnValue(0.25)
    rerender(<Particles className="absolute inset-0" quantity={1} />)
    frame()
    expect(lastFrameArcs()[0]?.args.slice(0, 2)).toEqual([150, 100])
    rerender(<Particles className="absolute inset-0" quantity={1} refresh />)
    frame()
    frame()
    const [x, y] = lastFrameArcs()[0]?.args ?? []
    expect(x).toBeCloseTo(75, 0)
    expect(y).toBeCloseTo(50, 0)
  })

  it('passes div props and its ref to the container', () => {
    const ref = React.createRef<HTMLDivElement>()
    const { root } = renderParticles({ ref, id: 'sky', style: { opacity: 0.5 } })
    expect(ref.current).toBe(root)
    expect(root.id).toBe('sky')
    expect(root.style.opacity).toBe('0.5')
    expect(root.getAttribute('aria-hidden')).toBe('true')
    expect(root.querySelector('canvas')?.getAttribute('aria-hidden')).toBe('true')
  })
})
