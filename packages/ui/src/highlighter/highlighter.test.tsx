// @vitest-environment happy-dom
import { act, render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  hydrationErrors,
  installIntersectionObserver,
  installMediaQueries,
  installResizeObservers,
  readableText,
  resetItemTest,
  setMediaPreference,
  slotElement,
} from '../test-support'
import { Highlighter, type HighlighterProps } from './highlighter'

type Rect = { x: number; y: number; width: number; height: number }

/** The layout happy-dom cannot compute: the mark's origin at (10, 20), and the content's boxes. */
let lines: Rect[] = []
let animate: ReturnType<typeof vi.fn>

beforeEach(() => {
  lines = [{ x: 10, y: 20, width: 100, height: 20 }]
  vi.spyOn(SVGElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 10, y: 20, width: 1, height: 1 }),
  )
  vi.spyOn(HTMLElement.prototype, 'getClientRects').mockImplementation(
    () => lines.map((line) => DOMRect.fromRect(line)) as unknown as DOMRectList,
  )
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => {
    const left = Math.min(...lines.map((line) => line.x))
    const top = Math.min(...lines.map((line) => line.y))
    const right = Math.max(...lines.map((line) => line.x + line.width))
    const bottom = Math.max(...lines.map((line) => line.y + line.height))
    return DOMRect.fromRect({ x: left, y: top, width: right - left, height: bottom - top })
  })
  animate = vi.fn(() => ({}) as Animation)
  Object.defineProperty(SVGElement.prototype, 'animate', { configurable: true, writable: true, value: animate })
})
afterEach(() => {
  resetItemTest()
  Reflect.deleteProperty(SVGElement.prototype, 'animate')
})

const inParagraph = (props: Partial<HighlighterProps>) => (
  <p>
    Before <Highlighter {...props}>{props.children ?? 'marked words'}</Highlighter> after
  </p>
)

function renderHighlighter(props: Partial<HighlighterProps> = {}) {
  const result = render(inParagraph(props))
  const element = slotElement(result.container, 'highlighter')
  const mark = slotElement<SVGSVGElement>(result.container, 'highlighter-mark')
  const paths = () => [...mark.querySelectorAll('path')]
  return { ...result, element, mark, paths }
}

/** The points of a path's `d`, as numbers. */
const points = (path: SVGPathElement) =>
  [...(path.getAttribute('d') ?? '').matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map(([, x, y]) => [Number(x), Number(y)])
const ys = (path: SVGPathElement) => points(path).map(([, y]) => y as number)
const xs = (path: SVGPathElement) => points(path).map(([x]) => x as number)

describe('Highlighter', () => {
  it('server-renders its content once, readable, with an empty mark hidden from screen readers', () => {
    const host = document.createElement('div')
    host.innerHTML = renderToString(<Highlighter action="box">Important</Highlighter>)
    expect(readableText(host)).toBe('Important')
    const mark = host.querySelector('svg')
    expect(mark?.getAttribute('aria-hidden')).toBe('true')
    expect(mark?.childElementCount).toBe(0)
    const element = slotElement(host, 'highlighter')
    expect(element.className).toContain('relative isolate')
    expect(element.className).toContain('inline')
    // Behind the text, above whatever background holds it.
    expect(mark?.getAttribute('class')).toContain('-z-10')
  })

  it('hydrates without warnings', async () => {
    expect(await hydrationErrors(<Highlighter>Text</Highlighter>)).toEqual([])
    expect(await hydrationErrors(<Highlighter isView>Text</Highlighter>)).toEqual([])
  })

  it('highlights by default: a broad stroke of pink as tall as the line, back and forth twice', () => {
    const { paths, element } = renderHighlighter()
    expect(element.dataset.action).toBe('highlight')
    expect(paths()).toHaveLength(2)
    for (const path of paths()) {
      expect(path.getAttribute('stroke')).toBe('#ffd1dc')
      expect(path.getAttribute('stroke-width')).toBe('20')
      expect(path.getAttribute('fill')).toBe('none')
      // Through the middle of the line (the box is 0..20 tall, relative to the mark's origin).
      for (const y of ys(path)) expect(Math.abs(y - 10)).toBeLessThan(3)
    }
    const [first, second] = paths().map(xs)
    // Padding 2 either side of the 100px box; the second pass runs back.
    const near = (value: number | undefined, target: number) =>
      expect(Math.abs((value ?? 0) - target)).toBeLessThan(1.5)
    near(first?.[0], -2)
    near(first?.at(-1), 102)
    near(second?.[0], 102)
    near(second?.at(-1), -2)
  })

  it('underlines below the line, `padding` down, in the given colour and stroke width', () => {
    const { paths } = renderHighlighter({ action: 'underline', color: '#FF9800', strokeWidth: 3, padding: 5 })
    expect(paths()).toHaveLength(2)
    for (const path of paths()) {
      expect(path.getAttribute('stroke')).toBe('#FF9800')
      expect(path.getAttribute('stroke-width')).toBe('3')
      for (const y of ys(path)) expect(Math.abs(y - 25)).toBeLessThan(3)
    }
  })

  it.each([
    ['strike-through', 1],
    ['crossed-off', 2],
    ['box', 1],
    ['circle', 1],
    ['bracket', 1],
  ] as const)('draws a %s as %i strokes a pass, `iterations` passes', (action, strokes) => {
    const { paths } = renderHighlighter({ action, iterations: 3 })
    expect(paths()).toHaveLength(strokes * 3)
  })

  it('strikes through the middle, and boxes and circles around the content', () => {
    const strike = renderHighlighter({ action: 'strike-through', iterations: 1 })
    for (const y of ys(strike.paths()[0] as SVGPathElement)) expect(Math.abs(y - 10)).toBeLessThan(3)
    strike.unmount()

    const box = renderHighlighter({ action: 'box', iterations: 1, padding: 4 })
    const boxX = xs(box.paths()[0] as SVGPathElement)
    const boxY = ys(box.paths()[0] as SVGPathElement)
    expect(Math.min(...boxX)).toBeLessThan(-2)
    expect(Math.max(...boxX)).toBeGreaterThan(102)
    expect(Math.min(...boxY)).toBeLessThan(-2)
    expect(Math.max(...boxY)).toBeGreaterThan(22)
    box.unmount()

    const circle = renderHighlighter({ action: 'circle', iterations: 1 })
    const circleX = xs(circle.paths()[0] as SVGPathElement)
    expect(Math.min(...circleX)).toBeLessThan(0)
    expect(Math.max(...circleX)).toBeGreaterThan(100)
  })

  it('brackets the right side by default, and the sides you name', () => {
    const right = renderHighlighter({ action: 'bracket', iterations: 1 })
    expect(Math.min(...xs(right.paths()[0] as SVGPathElement))).toBeGreaterThan(80)
    right.unmount()
    const both = renderHighlighter({ action: 'bracket', iterations: 1, brackets: ['left', 'right'] })
    expect(both.paths()).toHaveLength(2)
    expect(Math.max(...xs(both.paths()[0] as SVGPathElement))).toBeLessThan(20)
  })

  it('marks each line the content wraps onto with multiline, or its whole box without', () => {
    lines = [
      { x: 60, y: 20, width: 50, height: 20 },
      { x: 10, y: 50, width: 70, height: 20 },
    ]
    const wrapped = renderHighlighter({ iterations: 1 })
    expect(wrapped.paths()).toHaveLength(2)
    expect(ys(wrapped.paths()[1] as SVGPathElement).every((y) => Math.abs(y - 40) < 3)).toBe(true)
    wrapped.unmount()
    const whole = renderHighlighter({ iterations: 1, multiline: false })
    expect(whole.element.className).toContain('inline-block')
    expect(whole.paths()).toHaveLength(1)
    expect(whole.paths()[0]?.getAttribute('stroke-width')).toBe('50')
  })

  it('draws the strokes on one after another, sharing animationDuration by length', () => {
    renderHighlighter({ action: 'crossed-off', animationDuration: 900, iterations: 1 })
    expect(animate).toHaveBeenCalledTimes(2)
    const [first, second] = animate.mock.calls.map(
      ([keyframes, options]) => [keyframes, options] as [Keyframe[], KeyframeAnimationOptions],
    )
    expect(first?.[0][1]).toEqual({ strokeDashoffset: 0 })
    expect(Number(first?.[0][0]?.strokeDashoffset)).toBeGreaterThan(100)
    expect(first?.[1].delay).toBe(0)
    expect(second?.[1].delay).toBeCloseTo(Number(first?.[1].duration), 5)
    expect(Number(first?.[1].duration) + Number(second?.[1].duration)).toBeCloseTo(900, 5)
  })

  it('draws the finished mark at once for visitors who prefer reduced motion', () => {
    installMediaQueries()
    setMediaPreference('reduce', true)
    const { paths } = renderHighlighter({ action: 'underline' })
    expect(paths()).toHaveLength(2)
    expect(animate).not.toHaveBeenCalled()
    expect(paths()[0]?.hasAttribute('stroke-dasharray')).toBe(false)
  })

  it('with isView waits until the content is in view, then keeps the mark', () => {
    const viewport = installIntersectionObserver()
    const { element, paths } = renderHighlighter({ isView: true })
    expect(viewport.rootMargins()).toEqual(['-10%'])
    expect(paths()).toHaveLength(0)
    viewport.setIntersecting(element, true)
    expect(paths()).toHaveLength(2)
    expect(animate).toHaveBeenCalled()
    viewport.setIntersecting(element, false)
    expect(paths()).toHaveLength(2)
  })

  it('redraws, still and the same shape, when its lines move; leaves a drawing alone otherwise', () => {
    const observers = installResizeObservers()
    const { paths } = renderHighlighter({ iterations: 1 })
    const before = paths()[0]
    const shape = before?.getAttribute('d')
    expect(animate).toHaveBeenCalledTimes(1)
    observers.report()
    expect(paths()[0]).toBe(before)
    lines = [{ x: 10, y: 20, width: 140, height: 20 }]
    observers.report()
    expect(paths()[0]).not.toBe(before)
    expect(Math.max(...xs(paths()[0] as SVGPathElement))).toBeGreaterThan(140)
    expect(animate).toHaveBeenCalledTimes(1)
    lines = [{ x: 10, y: 20, width: 100, height: 20 }]
    observers.report()
    expect(paths()[0]?.getAttribute('d')).toBe(shape)
  })

  it('draws again with new props, and clears the mark and its observers on unmount', () => {
    const observers = installResizeObservers()
    const { paths, rerender, unmount, mark } = renderHighlighter({ color: 'red' })
    rerender(inParagraph({ color: 'blue' }))
    expect(paths().map((path) => path.getAttribute('stroke'))).toEqual(['blue', 'blue'])
    unmount()
    expect(mark.childElementCount).toBe(0)
    expect(observers.count()).toBe(0)
  })

  it('passes span props and its ref to the root', () => {
    const ref = { current: null as HTMLSpanElement | null }
    const { element } = renderHighlighter({ ref, id: 'key', className: 'font-bold' })
    expect(ref.current).toBe(element)
    expect(element.id).toBe('key')
    expect(element.className).toContain('font-bold')
  })

  it('draws nothing for content with no boxes (not laid out), and draws once it has some', () => {
    const observers = installResizeObservers()
    lines = []
    const { paths } = renderHighlighter()
    expect(paths()).toHaveLength(0)
    lines = [{ x: 10, y: 20, width: 100, height: 20 }]
    act(() => observers.report())
    expect(paths()).toHaveLength(2)
    expect(animate).toHaveBeenCalled()
  })
})
