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
import { GLYPH_MATRIX_MAX_CHANGES, GlyphMatrix } from './glyph-matrix'
import meta from './glyph-matrix.meta'

// A 2D context that records what is drawn, with the alpha, colour and font of every glyph (happy-dom
// has no canvas). Like a real one, it keeps its fill when given a colour it cannot parse.
type Call = { name: string; args: unknown[]; alpha: number; color: string; font: string }
function fakeContext() {
  const calls: Call[] = []
  let fill = '#000000'
  const context = {
    calls,
    globalAlpha: 1,
    font: '10px sans-serif',
    textAlign: 'start',
    textBaseline: 'alphabetic',
    get fillStyle() {
      return fill
    },
    set fillStyle(value: string) {
      if (/^(#[0-9a-f]{3,8}|(rgb|hsl|oklch)\(.*\)|[a-z]+)$/i.test(value)) fill = value
    },
    setTransform: (...args: number[]) => calls.push({ name: 'setTransform', args, alpha: 1, color: '', font: '' }),
    clearRect: (...args: number[]) => calls.push({ name: 'clearRect', args, alpha: 1, color: '', font: '' }),
    fillText: (...args: unknown[]) =>
      calls.push({ name: 'fillText', args, alpha: context.globalAlpha, color: fill, font: context.font }),
  }
  return context
}
let context = fakeContext()
const named = (name: string) => context.calls.filter((call) => call.name === name)
/** Clears of the whole canvas, one per full draw (a changed cell clears only its own square). */
const fullClears = () => named('clearRect').filter((call) => (call.args[2] as number) > 50)

let frames: ReturnType<typeof installManualFrames>
let resizeObservers: ReturnType<typeof installResizeObservers>
const box = { width: 140, height: 70 }
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
  Object.assign(box, { width: 140, height: 70 })
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => box.width)
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(() => box.height)
  vi.stubGlobal('devicePixelRatio', 2)
  installMediaQueries()
  io = installIntersectionObserver()
})

afterEach(() => {
  document.documentElement.className = ''
  resetItemTest()
})

function renderMatrix(props: React.ComponentProps<typeof GlyphMatrix> = {}) {
  const result = render(<GlyphMatrix {...props} />)
  const canvas = result.container.querySelector<HTMLCanvasElement>('[data-slot="glyph-matrix"]')
  if (!canvas) throw new Error('no glyph matrix')
  return { ...result, canvas, show: () => io.setIntersecting(canvas, true) }
}

/** Runs frames until the loop has ticked once more (the first frame only starts its clock). */
function tick(interval = 90) {
  if (frames.now() === 0) frames.run()
  frames.run(interval)
}

describe('GlyphMatrix', () => {
  it('renders only the decorative canvas on the server', () => {
    const html = renderToString(<GlyphMatrix className="absolute inset-0" id="matrix" />)
    expect(html).toMatch(/^<canvas aria-hidden="true" data-slot="glyph-matrix" data-state="paused"/)
    expect(html).toContain('class="pointer-events-none block size-full absolute inset-0"')
    expect(html).toContain('id="matrix"')
  })

  it('hydrates without errors', async () => {
    expect(await hydrationErrors(<GlyphMatrix color="currentColor" />)).toEqual([])
  })

  it('does no work before the canvas is on screen', () => {
    const { canvas } = renderMatrix()
    expect(canvas.dataset.state).toBe('paused')
    expect(HTMLCanvasElement.prototype.getContext).not.toHaveBeenCalled()
    expect(frames.pending()).toBe(0)
    expect(resizeObservers.count()).toBe(0)
    expect(io.observed()).toEqual([canvas])
  })

  it('draws every cell with Magic UI’s defaults, in device pixels, fading towards the bottom', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5)
    const { canvas, show } = renderMatrix()
    show()
    expect(canvas.dataset.state).toBe('running')
    expect([canvas.width, canvas.height]).toEqual([280, 140])
    expect(named('setTransform')[0]?.args).toEqual([2, 0, 0, 2, 0, 0])
    expect([context.textAlign, context.textBaseline]).toEqual(['center', 'top'])
    // 14px cells: 10 columns and 5 rows, row by row, each glyph centred in its cell, 2px smaller.
    const glyphs = named('fillText')
    expect(glyphs).toHaveLength(50)
    expect(glyphs[0]?.args).toEqual(['*', 7, 1])
    expect(glyphs[1]?.args.slice(1)).toEqual([21, 1])
    expect(glyphs[10]?.args.slice(1)).toEqual([7, 15])
    expect(glyphs.at(-1)?.args.slice(1)).toEqual([133, 57])
    expect(glyphs[0]?.font).toMatch(/^12px ui-monospace/)
    expect(glyphs[0]?.color).toBe('#6B7280')
    // A new cell's opacity is 0.05 plus up to 0.35; the last row keeps 1 − 4/5 × 0.6 of it.
    expect(glyphs[0]?.alpha).toBeCloseTo(0.225)
    expect(glyphs.at(-1)?.alpha).toBeCloseTo(0.225 * 0.52)
  })

  it('picks only from the given glyphs, an emoji or accented letter as one', () => {
    const { show, rerender } = renderMatrix({ glyphs: 'a👩‍💻e\u0301' })
    show()
    const drawn = new Set(named('fillText').map((call) => call.args[0]))
    expect([...drawn].every((glyph) => ['a', '👩‍💻', 'e\u0301'].includes(glyph as string))).toBe(true)
    expect(drawn.size).toBeGreaterThan(1)

    // No glyphs draws nothing and fails nowhere.
    const before = named('fillText').length
    rerender(<GlyphMatrix glyphs="" />)
    tick()
    expect(named('fillText')).toHaveLength(before)
  })

  it('draws in any colour, and in the default grey when the colour cannot be read', () => {
    const { show, rerender } = renderMatrix({ color: 'oklch(0.7 0.1 200)' })
    show()
    expect(named('fillText').at(-1)?.color).toBe('oklch(0.7 0.1 200)')
    rerender(<GlyphMatrix color="not-a-colour" />)
    expect(named('fillText').at(-1)?.color).toBe('#6B7280')
  })

  it('repaints only the cells that change, mutationRate of them each interval', () => {
    const { show } = renderMatrix({ mutationRate: 0.5 })
    show()
    const start = named('fillText').length
    frames.run()
    frames.run(50)
    expect(named('fillText')).toHaveLength(start)
    frames.run(40)
    // Half of the 50 cells, each cleared on its own square and drawn again, at a new opacity of 0.05 to 0.5.
    const changed = named('fillText').slice(start)
    expect(changed).toHaveLength(25)
    const cellClears = named('clearRect').filter((call) => call.args[2] === 14)
    expect(cellClears).toHaveLength(25)
    for (const clear of cellClears) {
      expect((clear.args[0] as number) % 14).toBe(0)
      expect((clear.args[1] as number) % 14).toBe(0)
    }
    for (const call of changed) expect(call.alpha).toBeLessThanOrEqual(0.5)
    expect(fullClears()).toHaveLength(1)
  })

  it('follows a new rate and interval without starting over, and stays still at a rate of 0', () => {
    const { show, rerender } = renderMatrix({ mutationRate: 0 })
    show()
    const start = named('fillText').length
    for (let index = 0; index < 5; index++) tick()
    expect(named('fillText')).toHaveLength(start)
    rerender(<GlyphMatrix mutationRate={1} interval={200} />)
    tick(100)
    expect(named('fillText')).toHaveLength(start)
    tick(100)
    expect(named('fillText')).toHaveLength(start + 50)
    expect(fullClears()).toHaveLength(1)
  })

  it('changes at most GLYPH_MATRIX_MAX_CHANGES cells per tick, and keeps cells at least 6px', () => {
    Object.assign(box, { width: 1200, height: 1200 })
    const { show } = renderMatrix({ mutationRate: 1, cellSize: 2 })
    show()
    // 2px cells are read as 6px ones: 200 × 200 cells.
    const start = named('fillText').length
    expect(start).toBe(40_000)
    tick()
    expect(named('fillText').length - start).toBe(GLYPH_MATRIX_MAX_CHANGES)
  })

  it('follows the canvas’s size and the pixel ratio, capped at 2, redrawing the whole grid only when they change', () => {
    const { canvas, show } = renderMatrix()
    show()
    resize(140, 70)
    expect(fullClears()).toHaveLength(1)
    resize(70, 28)
    expect([canvas.width, canvas.height]).toEqual([140, 56])
    expect(fullClears()).toHaveLength(2)
    expect(named('fillText').slice(-10)).toHaveLength(10)

    vi.stubGlobal('devicePixelRatio', 1)
    frames.run()
    expect([canvas.width, canvas.height]).toEqual([70, 28])
    expect(named('setTransform').at(-1)?.args).toEqual([1, 0, 0, 1, 0, 0])
    vi.stubGlobal('devicePixelRatio', 3)
    frames.run()
    expect([canvas.width, canvas.height]).toEqual([140, 56])
  })

  it('repaints the same glyphs for a new colour or fade, and scatters new ones for new cells', () => {
    const { show, rerender } = renderMatrix({ fadeBottom: 0 })
    show()
    const first = named('fillText')
    rerender(<GlyphMatrix fadeBottom={0} color="red" />)
    expect(
      named('fillText')
        .slice(-50)
        .map((call) => call.args[0]),
    ).toEqual(first.map((call) => call.args[0]))
    expect(named('fillText').at(-1)?.color).toBe('red')
    rerender(<GlyphMatrix fadeBottom={1} color="red" />)
    const faded = named('fillText').slice(-50)
    expect(faded.map((call) => call.args[0])).toEqual(first.map((call) => call.args[0]))
    // With a full fade, the first row keeps its opacity and the last of five rows a fifth of it.
    expect(faded[0]?.alpha).toBeCloseTo(first[0]?.alpha ?? -1)
    expect(faded[49]?.alpha).toBeCloseTo((first[49]?.alpha ?? -1) / 5)
    rerender(<GlyphMatrix fadeBottom={1} color="red" cellSize={20} />)
    expect(named('fillText').slice(-28)[0]?.args.slice(1)).toEqual([10, 1])
    expect(fullClears()).toHaveLength(4)
  })

  it('follows the text colour with currentColor, and recolours on a theme switch', async () => {
    let textColor = 'rgb(9, 9, 11)'
    const computed = vi
      .spyOn(window, 'getComputedStyle')
      .mockImplementation(() => ({ color: textColor }) as CSSStyleDeclaration)
    const { show } = renderMatrix({ color: 'currentColor' })
    show()
    expect(named('fillText').at(-1)?.color).toBe('rgb(9, 9, 11)')

    textColor = 'rgb(255, 255, 255)'
    await act(async () => {
      document.documentElement.classList.add('dark')
    })
    expect(fullClears()).toHaveLength(2)
    expect(named('fillText').at(-1)?.color).toBe('rgb(255, 255, 255)')
    // A change that leaves the colour as it was repaints nothing.
    await act(async () => {
      document.documentElement.setAttribute('data-theme', 'night')
    })
    expect(fullClears()).toHaveLength(2)
    expect(computed).toHaveBeenCalled()
  })

  it('watches the theme only for currentColor, and stops watching on unmount', () => {
    const watching = new Set<object>()
    vi.stubGlobal(
      'MutationObserver',
      class {
        observe() {
          watching.add(this)
        }
        disconnect() {
          watching.delete(this)
        }
      },
    )
    const { show, rerender, unmount } = renderMatrix({ color: '#10b981' })
    show()
    expect(watching.size).toBe(0)
    rerender(<GlyphMatrix color="currentColor" />)
    expect(watching.size).toBe(1)
    unmount()
    expect(watching.size).toBe(0)
  })

  it('stops the loop off screen and in a hidden tab, and carries on afterwards', () => {
    const { canvas, show } = renderMatrix()
    expectFrameLoopPauses({
      element: canvas,
      show,
      tick: tick,
      drawCount: () => context.calls.length,
      frames,
      viewport: io,
    })
  })

  it('draws one still grid and runs no loop with reduced motion', () => {
    setMediaPreference('reduce', true)
    const { canvas, show } = renderMatrix()
    show()
    expect(canvas.dataset.state).toBe('still')
    expect(frames.pending()).toBe(0)
    expect(named('fillText')).toHaveLength(50)
    tick()
    expect(named('fillText')).toHaveLength(50)
    resize(28, 28)
    expect(fullClears()).toHaveLength(1)
    expect(named('clearRect').at(-1)?.args).toEqual([0, 0, 28, 28])
    expect(frames.pending()).toBe(0)
  })

  it('stops the loop when reduced motion is switched on while running', () => {
    const { canvas, show } = renderMatrix()
    show()
    expect(frames.pending()).toBe(1)
    act(() => setMediaPreference('reduce', true))
    expect(frames.pending()).toBe(0)
    expect(canvas.dataset.state).toBe('still')
  })

  it('cancels the frame and releases the observers on unmount', () => {
    const { show, unmount } = renderMatrix({ color: 'currentColor' })
    show()
    expect(resizeObservers.count()).toBe(1)
    unmount()
    expect(frames.pending()).toBe(0)
    expect(resizeObservers.count()).toBe(0)
    expect(io.observed()).toEqual([])
  })

  it('passes canvas props and its ref to the canvas, which stays out of the pointer’s way', () => {
    const ref = React.createRef<HTMLCanvasElement>()
    const { canvas } = renderMatrix({ ref, id: 'glyphs', style: { opacity: 0.5 }, className: 'absolute inset-0' })
    expect(ref.current).toBe(canvas)
    expect(canvas.id).toBe('glyphs')
    expect(canvas.style.opacity).toBe('0.5')
    expect(canvas.className).toContain('absolute')
    expect(canvas.className).toContain('pointer-events-none')
    expect(canvas.getAttribute('aria-hidden')).toBe('true')
  })

  it('documents Magic UI’s props in their order with their defaults', () => {
    expect(meta.props.GlyphMatrix.map((prop) => prop.name)).toEqual([
      'glyphs',
      'cellSize',
      'mutationRate',
      'interval',
      'className',
      'fadeBottom',
      'color',
      'ref / ...props',
    ])
    const defaults = Object.fromEntries(
      meta.props.GlyphMatrix.map((prop) => [prop.name, 'default' in prop ? prop.default : undefined]),
    )
    expect(defaults).toMatchObject({
      glyphs: "'01·•+*/\\\\<>='",
      cellSize: '14',
      mutationRate: '0.04',
      interval: '90',
      fadeBottom: '0.6',
      color: "'#6B7280'",
    })
  })
})
