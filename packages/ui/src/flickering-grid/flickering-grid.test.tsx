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
import { FLICKERING_GRID_FPS, FlickeringGrid } from './flickering-grid'
import meta from './flickering-grid.meta'

// A 2D context that records what is drawn, with the alpha and colour of every square (happy-dom has no canvas).
type Call = { name: string; args: number[]; alpha: number; color: string }
function fakeContext() {
  const calls: Call[] = []
  const context = {
    calls,
    fillStyle: '#000000' as string,
    globalAlpha: 1,
    clearRect: (...args: number[]) => calls.push({ name: 'clearRect', args, alpha: 1, color: '' }),
    fillRect: (...args: number[]) =>
      calls.push({ name: 'fillRect', args, alpha: context.globalAlpha, color: context.fillStyle }),
  }
  return context
}
let context = fakeContext()
const named = (name: string) => context.calls.filter((call) => call.name === name)
/** Clears of the whole canvas, one per full draw (a changed square clears only its own 8×8 pixels). */
const fullClears = () => named('clearRect').filter((call) => (call.args[2] ?? 0) > 50)

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
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => box.width)
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(() => box.height)
  vi.stubGlobal('devicePixelRatio', 2)
  installMediaQueries()
  io = installIntersectionObserver()
})

afterEach(resetItemTest)

function renderGrid(props: React.ComponentProps<typeof FlickeringGrid> = {}) {
  const result = render(<FlickeringGrid className="absolute inset-0" {...props} />)
  const root = result.container.querySelector<HTMLElement>('[data-slot="flickering-grid"]')
  const canvas = result.container.querySelector('canvas')
  if (!root || !canvas) throw new Error('no flickering grid')
  return { ...result, root, canvas, show: () => io.setIntersecting(root, true) }
}

/** One tick of the flicker: long enough for the throttled loop to update. */
const tick = () => frame(1000 / FLICKERING_GRID_FPS + 1)

describe('FlickeringGrid', () => {
  it('renders only the decorative container and canvas on the server', () => {
    const html = renderToString(<FlickeringGrid className="absolute inset-0" id="bg" />)
    expect(html).toMatch(/^<div aria-hidden="true" data-slot="flickering-grid" data-state="paused"/)
    expect(html).toContain('class="pointer-events-none size-full absolute inset-0"')
    expect(html).toContain('id="bg"')
    expect(html).toMatch(/<canvas aria-hidden="true" class="block size-full"><\/canvas>/)
  })

  it('puts a fixed width and height in the server markup, so the canvas never changes size on start', () => {
    const html = renderToString(<FlickeringGrid width={800} height={600} />)
    expect(html).toContain('style="width:800px;height:600px"')
  })

  it('hydrates without errors', async () => {
    expect(await hydrationErrors(<FlickeringGrid color="#6B7280" maxOpacity={0.5} />)).toEqual([])
  })

  it('does no work before the grid is on screen', () => {
    const { root } = renderGrid()
    expect(root.dataset.state).toBe('paused')
    expect(HTMLCanvasElement.prototype.getContext).not.toHaveBeenCalled()
    expect(frames.pending()).toBe(0)
    expect(resizeObservers.count()).toBe(0)
    expect(io.observed()).toEqual([root])
  })

  it('draws the whole grid with Magic UI’s defaults, in device pixels, sized to the container', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5)
    const { canvas, root, show } = renderGrid()
    show()
    expect(root.dataset.state).toBe('running')
    expect([canvas.width, canvas.height]).toEqual([600, 400])
    // 4px squares 6px apart: 30 columns and 20 rows, each square 8 device pixels on a 20-pixel pitch.
    const squares = named('fillRect')
    expect(squares).toHaveLength(600)
    expect(squares[0]?.args).toEqual([0, 0, 8, 8])
    expect(squares[1]?.args).toEqual([0, 20, 8, 8])
    expect(squares[20]?.args).toEqual([20, 0, 8, 8])
    expect(squares.at(-1)?.args).toEqual([580, 380, 8, 8])
    // Every opacity is a random share of maxOpacity (0.3), in the default colour.
    expect(squares[0]?.alpha).toBeCloseTo(0.15)
    expect(squares[0]?.color).toBe('rgb(0, 0, 0)')
  })

  it('keeps every square at or below maxOpacity', () => {
    const { show } = renderGrid({ maxOpacity: 0.5 })
    show()
    for (let index = 0; index < 10; index++) tick()
    const alphas = named('fillRect').map((call) => call.alpha)
    expect(Math.max(...alphas)).toBeLessThanOrEqual(0.5)
    expect(Math.max(...alphas)).toBeGreaterThan(0.3)
  })

  it('repaints only the squares that change, about flickerChance of them per second', () => {
    const { show } = renderGrid({ color: '#6B7280' })
    show()
    const start = named('fillRect').length
    let seconds = 0
    for (let index = 0; index < 48; index++) {
      tick()
      seconds += (1000 / FLICKERING_GRID_FPS + 1) / 1000
    }
    const changed = named('fillRect').slice(start)
    // 600 squares × 0.3 per second: about 180 a second, with no full redraw in between.
    expect(changed.length / seconds).toBeGreaterThan(120)
    expect(changed.length / seconds).toBeLessThan(240)
    expect(fullClears()).toHaveLength(1)
    // Each changed square is cleared and painted again in place, nothing else.
    expect(named('clearRect').length - 1).toBe(changed.length)
    expect(changed.every((call) => call.color === '#6B7280' && call.args[2] === 8)).toBe(true)
  })

  it('updates at most FLICKERING_GRID_FPS times a second, the same on fast screens', () => {
    const { show } = renderGrid({ flickerChance: 10 })
    show()
    const start = named('fillRect').length
    // Two 120 Hz frames are less than one tick: nothing changes yet.
    frame(1000 / 120)
    frame(1000 / 120)
    expect(named('fillRect').length).toBe(start)
    for (let index = 0; index < 6; index++) frame(1000 / 120)
    expect(named('fillRect').length).toBeGreaterThan(start)
  })

  it('never flickers with a flickerChance of 0, and takes a new chance without starting over', () => {
    const { rerender, show } = renderGrid({ flickerChance: 0 })
    show()
    const start = named('fillRect').length
    for (let index = 0; index < 10; index++) tick()
    expect(named('fillRect').length).toBe(start)
    rerender(<FlickeringGrid className="absolute inset-0" flickerChance={1} />)
    for (let index = 0; index < 10; index++) tick()
    expect(named('fillRect').length).toBeGreaterThan(start)
    expect(fullClears()).toHaveLength(1)
  })

  it('follows the container and the pixel ratio, redrawing the whole grid only when they change', () => {
    const { canvas, show } = renderGrid()
    show()
    resize(300, 200)
    expect(fullClears()).toHaveLength(1)
    resize(100, 50)
    expect([canvas.width, canvas.height]).toEqual([200, 100])
    expect(fullClears()).toHaveLength(2)
    // 10 columns and 5 rows now.
    const start = context.calls.findLastIndex((call) => call.name === 'clearRect' && call.args[2] === 200)
    expect(context.calls.slice(start).filter((call) => call.name === 'fillRect')).toHaveLength(50)

    // A new pixel ratio (zoom, another screen) is picked up on the next frame without a resize.
    vi.stubGlobal('devicePixelRatio', 3)
    frame()
    expect([canvas.width, canvas.height]).toEqual([300, 150])
    expect(named('fillRect').at(-1)?.args).toEqual([270, 120, 12, 12])
  })

  it('uses a fixed width and height instead of the container’s', () => {
    const { canvas, show } = renderGrid({ width: 100, height: 40 })
    show()
    expect(canvas.style.width).toBe('100px')
    expect(canvas.style.height).toBe('40px')
    expect([canvas.width, canvas.height]).toEqual([200, 80])
    expect(named('fillRect')).toHaveLength(40)
  })

  it('lays out a new grid for new squares, and repaints it for a new colour', () => {
    const { rerender, show } = renderGrid()
    show()
    rerender(<FlickeringGrid className="absolute inset-0" squareSize={10} gridGap={10} />)
    expect(named('fillRect').at(-1)?.args).toEqual([560, 360, 20, 20])
    rerender(<FlickeringGrid className="absolute inset-0" squareSize={10} gridGap={10} color="red" />)
    expect(fullClears()).toHaveLength(3)
    expect(named('fillRect').at(-1)?.color).toBe('red')
  })

  it('stops the loop off screen and in a hidden tab, and carries on afterwards', () => {
    const { root, show } = renderGrid()
    expectFrameLoopPauses({
      element: root,
      show,
      tick: tick,
      drawCount: () => context.calls.length,
      frames,
      viewport: io,
    })
  })

  it('draws one still grid and runs no loop with reduced motion', () => {
    setMediaPreference('reduce', true)
    const { root, show } = renderGrid()
    show()
    expect(root.dataset.state).toBe('still')
    expect(frames.pending()).toBe(0)
    expect(named('fillRect')).toHaveLength(600)
    tick()
    expect(named('fillRect')).toHaveLength(600)
    // A resize redraws the still grid, once.
    resize(100, 100)
    expect(fullClears()).toHaveLength(2)
    expect(frames.pending()).toBe(0)
  })

  it('stops the loop when reduced motion is switched on while running', () => {
    const { root, show } = renderGrid()
    show()
    expect(frames.pending()).toBe(1)
    act(() => setMediaPreference('reduce', true))
    expect(frames.pending()).toBe(0)
    expect(root.dataset.state).toBe('still')
  })

  it('cancels the frame and the observers on unmount', () => {
    const { show, unmount } = renderGrid()
    show()
    expect(resizeObservers.count()).toBe(1)
    unmount()
    expect(frames.pending()).toBe(0)
    expect(resizeObservers.count()).toBe(0)
    expect(io.observed()).toEqual([])
  })

  it('passes div props and its ref to the container, which stays out of the pointer’s way', () => {
    const ref = React.createRef<HTMLDivElement>()
    const { root } = renderGrid({ ref, id: 'grid', style: { opacity: 0.5 }, className: 'rounded-xl' })
    expect(ref.current).toBe(root)
    expect(root.id).toBe('grid')
    expect(root.style.opacity).toBe('0.5')
    expect(root.className).toContain('rounded-xl')
    expect(root.className).toContain('pointer-events-none')
    expect(root.getAttribute('aria-hidden')).toBe('true')
    expect(root.querySelector('canvas')?.getAttribute('aria-hidden')).toBe('true')
  })

  it('documents Magic UI’s props in their order with their defaults', () => {
    expect(meta.props.FlickeringGrid.map((prop) => prop.name)).toEqual([
      'squareSize',
      'gridGap',
      'flickerChance',
      'color',
      'width',
      'height',
      'className',
      'maxOpacity',
      'ref / ...props',
    ])
    const defaults = Object.fromEntries(
      meta.props.FlickeringGrid.map((prop) => [prop.name, 'default' in prop ? prop.default : undefined]),
    )
    expect(defaults).toMatchObject({
      squareSize: '4',
      gridGap: '6',
      flickerChance: '0.3',
      color: "'rgb(0, 0, 0)'",
      maxOpacity: '0.3',
    })
  })
})
