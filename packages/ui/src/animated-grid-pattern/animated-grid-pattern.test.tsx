// @vitest-environment happy-dom
import { act, render } from '@testing-library/react'
import * as React from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  hydrationErrors,
  installIntersectionObserver,
  installMediaQueries,
  installResizeObservers,
  resetItemTest,
  setMediaPreference,
  setTabHidden,
} from '../test-support'
import { AnimatedGridPattern, squarePlace } from './animated-grid-pattern'
import meta from './animated-grid-pattern.meta'

// Web Animations the test drives (happy-dom runs none): each records its keyframes and timing, and
// the test ends a round by calling its `onfinish`.
type FakeAnimation = {
  element: Element
  keyframes: Keyframe[]
  options: KeyframeAnimationOptions
  state: 'running' | 'paused' | 'cancelled'
  onfinish: (() => void) | null
  play: () => void
  pause: () => void
  cancel: () => void
}
let animations: FakeAnimation[] = []
const live = () => animations.filter((animation) => animation.state !== 'cancelled')
const finish = (animation: FakeAnimation | undefined) => act(() => animation?.onfinish?.())

// React creates the squares as SVG <rect>s: the fake goes on their own prototype.
const rectPrototype = Object.getPrototypeOf(document.createElementNS('http://www.w3.org/2000/svg', 'rect')) as object
const ownAnimate = Object.getOwnPropertyDescriptor(rectPrototype, 'animate')

// `resize(width, height)` reports a new box to every ResizeObserver.
let resizeObservers: ReturnType<typeof installResizeObservers>
const resize = (width: number, height: number) => resizeObservers.report(() => ({ contentRect: { width, height } }))

let io: ReturnType<typeof installIntersectionObserver>

beforeEach(() => {
  animations = []
  Object.defineProperty(rectPrototype, 'animate', {
    configurable: true,
    writable: true,
    value(this: Element, keyframes: Keyframe[], options: KeyframeAnimationOptions) {
      const animation: FakeAnimation = {
        element: this,
        keyframes,
        options,
        state: 'running',
        onfinish: null,
        play: () => {
          if (animation.state === 'paused') animation.state = 'running'
        },
        pause: () => {
          if (animation.state === 'running') animation.state = 'paused'
        },
        cancel: () => {
          animation.state = 'cancelled'
        },
      }
      animations.push(animation)
      return animation
    },
  })
  resizeObservers = installResizeObservers()
  installMediaQueries()
  io = installIntersectionObserver()
})

afterEach(() => {
  resetItemTest()
  if (ownAnimate) Object.defineProperty(rectPrototype, 'animate', ownAnimate)
  else delete (rectPrototype as { animate?: unknown }).animate
})

function renderGrid(props: React.ComponentProps<typeof AnimatedGridPattern> = {}) {
  const result = render(<AnimatedGridPattern {...props} />)
  const root = result.container.querySelector<SVGSVGElement>('[data-slot="animated-grid-pattern"]')
  if (!root) throw new Error('no animated grid pattern')
  const squares = () => [...root.querySelectorAll<SVGRectElement>('[data-square]')]
  return { ...result, root, squares }
}
const place = (square: Element | undefined): [number, number] => [
  Number(square?.getAttribute('x')),
  Number(square?.getAttribute('y')),
]

describe('AnimatedGridPattern', () => {
  it('renders only the grid lines on the server, choosing nothing at random, and hydrates without errors', async () => {
    const random = vi.spyOn(Math, 'random')
    const html = renderToString(<AnimatedGridPattern />)
    expect(random).not.toHaveBeenCalled()
    expect(html).toContain('data-slot="animated-grid-pattern"')
    expect(html).toContain('aria-hidden="true"')
    expect(html).toContain('<pattern')
    expect(html).not.toContain('data-square')
    expect(await hydrationErrors(<AnimatedGridPattern numSquares={10} />)).toEqual([])
  })

  it('is a decorative, pointer-transparent SVG that takes className, SVG props and its ref', () => {
    const ref = React.createRef<SVGSVGElement>()
    const { root } = renderGrid({
      ref,
      id: 'backdrop',
      repeatDelay: 2,
      className: 'h-[200%] skew-y-12 stroke-sky-500/20 text-sky-500',
    })
    expect(ref.current).toBe(root)
    expect(root.id).toBe('backdrop')
    expect(root.getAttribute('aria-hidden')).toBe('true')
    const classes = root.getAttribute('class')?.split(' ') ?? []
    expect(classes).toEqual(
      expect.arrayContaining(['pointer-events-none', 'absolute', 'inset-0', 'w-full', 'fill-gray-400/30']),
    )
    expect(classes).toEqual(expect.arrayContaining(['h-[200%]', 'skew-y-12', 'stroke-sky-500/20', 'text-sky-500']))
    expect(classes).not.toContain('h-full')
    expect(classes).not.toContain('stroke-gray-400/30')
    // Its own props never leak onto the element.
    for (const name of root.getAttributeNames()) expect(name.toLowerCase()).not.toMatch(/repeatdelay|numsquares/)
  })

  it('draws the lines from width, height, x, y and strokeDasharray, with Magic UI’s defaults', () => {
    const { container, rerender } = render(<AnimatedGridPattern />)
    const pattern = () => container.querySelector('pattern')
    expect(['width', 'height', 'x', 'y'].map((name) => pattern()?.getAttribute(name))).toEqual(['40', '40', '-1', '-1'])
    expect(pattern()?.querySelector('path')?.getAttribute('stroke-dasharray')).toBe('0')
    expect(container.querySelector('rect')?.getAttribute('fill')).toBe(`url(#${pattern()?.id})`)
    expect(pattern()?.id).toMatch(/^[a-zA-Z0-9_-]+$/)

    rerender(<AnimatedGridPattern width={24} height={16} x={2} y={3} strokeDasharray="4 2" />)
    expect(['width', 'height', 'x', 'y'].map((name) => pattern()?.getAttribute(name))).toEqual(['24', '16', '2', '3'])
    expect(pattern()?.querySelector('path')?.getAttribute('d')).toBe('M24 .5H.5V16')
    expect(pattern()?.querySelector('path')?.getAttribute('stroke-dasharray')).toBe('4 2')
  })

  it('places numSquares squares inside the grid once it has measured its size', () => {
    const { squares, root } = renderGrid({ numSquares: 12, width: 20, height: 10, x: 3, y: 4 })
    expect(squares()).toHaveLength(0)
    resize(200, 100)
    expect(squares()).toHaveLength(12)
    for (const square of squares()) {
      const [x, y] = place(square)
      expect((x - 1) % 20).toBe(0)
      expect((y - 1) % 10).toBe(0)
      expect(x).toBeLessThan(200)
      expect(y).toBeLessThan(100)
      expect([square.getAttribute('width'), square.getAttribute('height')]).toEqual(['19', '9'])
      expect(square.getAttribute('fill')).toBe('currentColor')
      // Invisible between fades.
      expect(square.style.opacity).toBe('0')
    }
    // The squares share the grid's offset.
    const layer = squares()[0]?.parentElement
    expect([layer?.getAttribute('x'), layer?.getAttribute('y')]).toEqual(['3', '4'])
    expect(root.getAttribute('data-state')).toBe('running')
  })

  it('lights up fifty squares by default and follows the size of its box', () => {
    const { squares } = renderGrid({ width: 10, height: 10 })
    resize(400, 300)
    expect(squares()).toHaveLength(50)
    resize(30, 20)
    for (const square of squares()) {
      const [x, y] = place(square)
      expect(x).toBeLessThan(30)
      expect(y).toBeLessThan(20)
    }
    // A box with no area (display: none) has no cells to light.
    resize(0, 0)
    expect(squares()).toHaveLength(0)
  })

  it('fades each square by opacity alone: in over duration, held for repeatDelay, out over duration', () => {
    renderGrid({ numSquares: 3, maxOpacity: 0.3, duration: 2, repeatDelay: 1 })
    resize(300, 300)
    expect(live()).toHaveLength(3)
    for (const [index, animation] of live().entries()) {
      expect(animation.element.getAttribute('data-square')).toBe('')
      expect(animation.keyframes.map((frame) => frame.opacity)).toEqual([0, 0.3, 0.3, 0])
      expect(animation.keyframes.map((frame) => frame.offset)).toEqual([undefined, 0.4, 0.6, undefined])
      for (const frame of animation.keyframes) {
        for (const key of Object.keys(frame)) expect(['opacity', 'offset', 'easing']).toContain(key)
      }
      // Staggered by a tenth of a second per square, as in Magic UI.
      expect(animation.options).toMatchObject({ duration: 5000, delay: index * 100 })
      expect(animation.state).toBe('running')
    }
  })

  it('uses Magic UI’s timing by default: up to 0.5 over 4 s, held 0.5 s', () => {
    renderGrid({ numSquares: 1 })
    resize(100, 100)
    expect(live()[0]?.keyframes.map((frame) => frame.opacity)).toEqual([0, 0.5, 0.5, 0])
    expect(live()[0]?.options.duration).toBe(8500)
  })

  it('moves a square to its next place when its round ends, and starts the next round there', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.25)
    const seed = Math.floor(0.25 * 2 ** 31)
    const { squares } = renderGrid({ numSquares: 2, width: 10, height: 10 })
    resize(100, 60)
    const expected = (index: number, cycle: number) => {
      const { column, row } = squarePlace(seed, index, cycle, 10, 6)
      return [column * 10 + 1, row * 10 + 1]
    }
    expect(squares().map(place)).toEqual([expected(0, 0), expected(1, 0)])
    const [first, second] = animations

    finish(second)
    expect(second?.state).toBe('cancelled')
    expect(second?.onfinish).toBeNull()
    expect(squares().map(place)).toEqual([expected(0, 0), expected(1, 1)])
    expect(live()).toHaveLength(2)
    expect(live()[0]).toBe(first)
    expect(live()[1]?.element).toBe(squares()[1])
    // Every round starts with the square's stagger again.
    expect(live()[1]?.options.delay).toBe(100)

    finish(live()[1])
    expect(squares().map(place)).toEqual([expected(0, 0), expected(1, 2)])
  })

  it('pauses while off screen or in a hidden tab and carries on from there', () => {
    const { root, rerender } = renderGrid({ numSquares: 3 })
    resize(300, 300)
    const states = () => live().map((animation) => animation.state)
    expect(io.observed()).toEqual([root])
    expect(states()).toEqual(['running', 'running', 'running'])

    io.setIntersecting(root, false)
    expect(root.getAttribute('data-state')).toBe('paused')
    expect(states()).toEqual(['paused', 'paused', 'paused'])
    // A square added while nobody can see it waits as well.
    rerender(<AnimatedGridPattern numSquares={4} />)
    expect(states()).toEqual(['paused', 'paused', 'paused', 'paused'])
    io.setIntersecting(root, true)
    expect(root.getAttribute('data-state')).toBe('running')
    expect(states()).toEqual(['running', 'running', 'running', 'running'])

    setTabHidden(true)
    expect(states()).toEqual(['paused', 'paused', 'paused', 'paused'])
    setTabHidden(false)
    expect(states()).toEqual(['running', 'running', 'running', 'running'])
    // Pausing kept the rounds: nothing restarted.
    expect(animations).toHaveLength(4)
  })

  it('shows still squares of varied strength up to maxOpacity under reduced motion', () => {
    setMediaPreference('reduce', true)
    const { root, squares } = renderGrid({ numSquares: 10, maxOpacity: 0.4 })
    resize(400, 400)
    expect(root.getAttribute('data-state')).toBe('still')
    expect(squares()).toHaveLength(10)
    expect(animations).toHaveLength(0)
    expect(io.observed()).toEqual([])
    const opacities = squares().map((square) => Number(square.style.opacity))
    for (const opacity of opacities) {
      expect(opacity).toBeGreaterThan(0)
      expect(opacity).toBeLessThanOrEqual(0.4)
    }
    expect(new Set(opacities).size).toBeGreaterThan(1)
  })

  it('stops every fade when reduced motion is switched on', () => {
    const { root, squares } = renderGrid({ numSquares: 5 })
    resize(400, 400)
    expect(live()).toHaveLength(5)
    act(() => setMediaPreference('reduce', true))
    expect(live()).toHaveLength(0)
    expect(root.getAttribute('data-state')).toBe('still')
    expect(squares()).toHaveLength(5)
    for (const square of squares()) expect(Number(square.style.opacity)).toBeGreaterThan(0)
  })

  it('cancels its animations and releases its observers on unmount', () => {
    const { unmount } = renderGrid({ numSquares: 4 })
    resize(400, 400)
    expect(resizeObservers.count()).toBe(1)
    unmount()
    expect(live()).toHaveLength(0)
    expect(resizeObservers.count()).toBe(0)
    expect(io.observed()).toEqual([])
  })

  it('derives every place from the seed, the square and its round, always inside the grid', () => {
    expect(squarePlace(7, 3, 2, 12, 8)).toEqual(squarePlace(7, 3, 2, 12, 8))
    const places = new Set<string>()
    for (let cycle = 0; cycle < 40; cycle++) {
      const { column, row, shade } = squarePlace(7, 3, cycle, 12, 8)
      expect(column).toBeGreaterThanOrEqual(0)
      expect(column).toBeLessThan(12)
      expect(row).toBeGreaterThanOrEqual(0)
      expect(row).toBeLessThan(8)
      expect(shade).toBeGreaterThan(0)
      expect(shade).toBeLessThanOrEqual(1)
      places.add(`${column},${row}`)
    }
    expect(places.size).toBeGreaterThan(10)
    expect(squarePlace(7, 3, 0, 12, 8)).not.toEqual(squarePlace(8, 3, 0, 12, 8))
  })

  it('documents Magic UI’s props in their order with their defaults', () => {
    expect(meta.props.AnimatedGridPattern.map((prop) => prop.name)).toEqual([
      'className',
      'width',
      'height',
      'x',
      'y',
      'strokeDasharray',
      'numSquares',
      'maxOpacity',
      'duration',
      'repeatDelay',
      'ref / ...props',
    ])
    const defaults = Object.fromEntries(
      meta.props.AnimatedGridPattern.map((prop) => [prop.name, 'default' in prop ? prop.default : undefined]),
    )
    expect(defaults).toMatchObject({
      width: '40',
      height: '40',
      x: '-1',
      y: '-1',
      strokeDasharray: '0',
      numSquares: '50',
      maxOpacity: '0.5',
      duration: '4',
      repeatDelay: '0.5',
    })
  })
})
