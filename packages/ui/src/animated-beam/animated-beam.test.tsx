// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react'
import * as React from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  hydrationErrors,
  installIntersectionObserver,
  installMediaQueries,
  setMediaPreference,
  setTabHidden,
} from '../test-support'
import { AnimatedBeam, type AnimatedBeamProps, beamPath } from './animated-beam'

installMediaQueries()
const setReducedMotion = (value: boolean) => setMediaPreference('reduce', value)

/** A Web Animation as the tests see it: what was asked for, and whether it is playing now. */
type Started = {
  element: Element
  keyframes: Keyframe[]
  timing: KeyframeAnimationOptions
  playState: 'running' | 'paused' | 'idle'
  currentTime: number
}
let started: Started[] = []
let animate: { mockRestore: () => void } | undefined

beforeEach(() => {
  started = []
  // happy-dom runs no animations; this records them instead, with the controls the beam uses.
  animate = vi.spyOn(Element.prototype, 'animate').mockImplementation(function (this: Element, keyframes, timing) {
    const record: Started = {
      element: this,
      keyframes: keyframes as Keyframe[],
      timing: timing as KeyframeAnimationOptions,
      playState: 'running',
      currentTime: 0,
    }
    started.push(record)
    return {
      play: () => {
        record.playState = 'running'
      },
      pause: () => {
        record.playState = 'paused'
      },
      cancel: () => {
        record.playState = 'idle'
      },
      get currentTime() {
        return record.currentTime
      },
      set currentTime(value: number) {
        record.currentTime = value
      },
    } as unknown as Animation
  })
})

afterEach(() => {
  cleanup()
  setReducedMotion(false)
  setTabHidden(false)
  animate?.mockRestore()
  vi.unstubAllGlobals()
})

const live = () => started.filter((animation) => animation.playState !== 'idle')

type Box = { left: number; top: number; width: number; height: number }
const boxes = new Map<string, Box>()

/** happy-dom has no layout, so each element reports the box the test gives it. */
function place(element: HTMLElement | null, box: Box) {
  if (!element) return
  boxes.set(element.dataset.testid ?? '', box)
  element.getBoundingClientRect = () => {
    const b = boxes.get(element.dataset.testid ?? '') ?? box
    return { ...b, x: b.left, y: b.top, right: b.left + b.width, bottom: b.top + b.height, toJSON: () => b } as DOMRect
  }
}

function Diagram(props: Omit<AnimatedBeamProps, 'containerRef' | 'fromRef' | 'toRef'>) {
  const containerRef = React.useRef<HTMLDivElement>(null)
  const fromRef = React.useRef<HTMLDivElement>(null)
  const toRef = React.useRef<HTMLDivElement>(null)
  return (
    <div
      data-testid="container"
      ref={(el) => {
        containerRef.current = el
        place(el, { left: 100, top: 50, width: 400, height: 200 })
      }}
    >
      <div
        data-testid="from"
        ref={(el) => {
          fromRef.current = el
          place(el, { left: 120, top: 120, width: 40, height: 40 })
        }}
      />
      <div
        data-testid="to"
        ref={(el) => {
          toRef.current = el
          place(el, { left: 420, top: 120, width: 40, height: 40 })
        }}
      />
      <AnimatedBeam containerRef={containerRef} fromRef={fromRef} toRef={toRef} {...props} />
    </div>
  )
}

const svgOf = (container: HTMLElement) => container.querySelector<SVGSVGElement>('[data-slot="animated-beam"]')
const paths = (container: HTMLElement) => [...container.querySelectorAll('path')].map((p) => p.getAttribute('d'))

describe('beamPath', () => {
  it('draws a straight quadratic curve without curvature', () => {
    expect(beamPath({ x: 0, y: 0 }, { x: 100, y: 0 }, 0)).toBe('M 0,0 Q 50,0 100,0')
  })

  it('puts the control point halfway across and curvature pixels above the start', () => {
    expect(beamPath({ x: 0, y: 100 }, { x: 200, y: 100 }, 30)).toBe('M 0,100 Q 100,70 200,100')
    expect(beamPath({ x: 200, y: 100 }, { x: 0, y: 100 }, 30)).toBe('M 200,100 Q 100,70 0,100')
    // Tied to the start's height, not to the line between the ends.
    expect(beamPath({ x: 0, y: 0 }, { x: 100, y: 100 }, 50)).toBe('M 0,0 Q 50,-50 100,100')
    expect(beamPath({ x: 50, y: 0 }, { x: 50, y: 100 }, -10)).toBe('M 50,0 Q 50,10 50,100')
  })
})

describe('AnimatedBeam', () => {
  it('measures both ends relative to the container and sizes the overlay to it', () => {
    const { container } = render(<Diagram className="custom" />)
    const svg = svgOf(container)
    expect(svg?.getAttribute('aria-hidden')).toBe('true')
    expect(svg?.getAttribute('class')).toContain('custom')
    expect(svg?.getAttribute('width')).toBe('400')
    expect(svg?.getAttribute('viewBox')).toBe('0 0 400 200')
    // The resting path, and the same path as the mask the light shows through.
    expect(paths(container)).toEqual(['M 40,90 Q 190,90 340,90', 'M 40,90 Q 190,90 340,90'])
    expect(live()).toHaveLength(1)
  })

  it('applies curvature, offsets and the path styling props', () => {
    const { container } = render(
      <Diagram
        curvature={50}
        startXOffset={5}
        startYOffset={-10}
        endXOffset={-5}
        endYOffset={10}
        pathColor="red"
        pathWidth={3}
        pathOpacity={0.5}
      />,
    )
    const [base] = container.querySelectorAll('path')
    expect(base?.getAttribute('d')).toBe('M 45,80 Q 190,30 335,100')
    expect(base?.getAttribute('stroke')).toBe('red')
    expect(base?.getAttribute('stroke-width')).toBe('3')
    expect(base?.getAttribute('stroke-opacity')).toBe('0.5')
    // The mask reaches the bow of the curve, which rises to the control point's height.
    const mask = container.querySelector('mask')
    expect(Number(mask?.getAttribute('y'))).toBeLessThanOrEqual(30 - 3)
    expect(mask?.querySelector('path')?.getAttribute('stroke-width')).toBe('3')
  })

  it('sweeps a band of light across the container with an expo-out ease, right to left when reversed', () => {
    const { container, rerender } = render(
      <Diagram gradientStartColor="#111111" gradientStopColor="#222222" duration={3} delay={0.5} />,
    )
    const light = container.querySelector('[data-slot="animated-beam-light"]')
    const band = container.querySelector<SVGLinearGradientElement>('linearGradient')
    expect(light?.tagName.toLowerCase()).toBe('rect')
    expect(light?.getAttribute('data-motion')).toBe('sweeping')
    // A tenth of the container wide, painted only where the path's mask lets it through.
    expect(light?.getAttribute('width')).toBe('40')
    expect(light?.getAttribute('fill')).toBe(`url(#${band?.id})`)
    expect(light?.parentElement?.getAttribute('mask')).toBe(`url(#${container.querySelector('mask')?.id})`)
    // The head leads in the start colour, fading through the stop colour to nothing at the tail.
    expect([band?.getAttribute('x1'), band?.getAttribute('x2')]).toEqual(['1', '0'])
    expect([...(band?.querySelectorAll('stop') ?? [])].map((stop) => stop.getAttribute('stop-color'))).toEqual([
      '#111111',
      '#222222',
      '#222222',
    ])

    const [sweep] = live()
    expect(sweep?.timing).toMatchObject({ duration: 3000, delay: 500, iterations: Number.POSITIVE_INFINITY })
    expect(sweep?.keyframes).toEqual([
      { transform: 'translateX(0px)', offset: 0, easing: 'cubic-bezier(0.16, 1, 0.3, 1)' },
      { transform: 'translateX(400px)', offset: 1 },
    ])
    // Before the first sweep the band waits past the far side, lighting nothing.
    expect((light as SVGElement | null)?.style.transform).toBe('translateX(400px)')

    rerender(<Diagram reverse duration={3} delay={0.5} />)
    expect(live()[0]?.keyframes.map((frame) => frame.transform)).toEqual(['translateX(360px)', 'translateX(-40px)'])
    const reversed = container.querySelector('linearGradient')
    expect([reversed?.getAttribute('x1'), reversed?.getAttribute('x2')]).toEqual(['0', '1'])
  })

  it('repeats the given number of times after the first sweep, waiting repeatDelay between sweeps', () => {
    const { rerender } = render(<Diagram duration={3} repeat={2} repeatDelay={1} />)
    const [sweep] = live()
    expect(sweep?.timing).toMatchObject({ duration: 4000, delay: 0, iterations: 3 })
    // The move takes the first three of the four seconds and the band then holds past the far side.
    expect(sweep?.keyframes.map((frame) => [frame.transform, frame.offset])).toEqual([
      ['translateX(0px)', 0],
      ['translateX(400px)', 0.75],
      ['translateX(400px)', 1],
    ])
    rerender(<Diagram duration={3} repeat={0} />)
    expect(live()[0]?.timing.iterations).toBe(1)
  })

  it('animates nothing but a transform, which the compositor can run on its own', () => {
    render(<Diagram curvature={30} reverse repeatDelay={2} />)
    expect(live()).toHaveLength(1)
    for (const frame of live()[0]?.keyframes ?? []) {
      expect(Object.keys(frame).filter((key) => key !== 'offset' && key !== 'easing')).toEqual(['transform'])
    }
  })

  it('pauses while its container is off screen or the tab is hidden', () => {
    const viewport = installIntersectionObserver()
    const { container } = render(<Diagram />)
    const light = container.querySelector('[data-slot="animated-beam-light"]')
    const diagram = container.querySelector('[data-testid="container"]')
    expect(viewport.observed()).toEqual([diagram])
    expect(live().map((a) => a.playState)).toEqual(['running'])

    viewport.setIntersecting(diagram, false)
    expect(live().map((a) => a.playState)).toEqual(['paused'])
    expect(light?.getAttribute('data-state')).toBe('paused')
    viewport.setIntersecting(diagram, true)
    expect(live().map((a) => a.playState)).toEqual(['running'])

    setTabHidden(true)
    expect(live().map((a) => a.playState)).toEqual(['paused'])
    setTabHidden(false)
    expect(live().map((a) => a.playState)).toEqual(['running'])
  })

  it('redraws when the container or an end resizes', () => {
    const observers: Array<() => void> = []
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          observers.push(callback)
        }
        observe() {}
        disconnect() {}
      },
    )
    const { container } = render(<Diagram />)
    boxes.set('to', { left: 420, top: 200, width: 40, height: 40 })
    boxes.set('container', { left: 100, top: 50, width: 500, height: 300 })
    act(() => {
      for (const notify of observers) notify()
    })
    expect(svgOf(container)?.getAttribute('viewBox')).toBe('0 0 500 300')
    expect(paths(container)[0]).toBe('M 40,90 Q 190,90 340,170')
  })

  it('keeps the light still under reduced motion, tail colour to head colour along the sweep', () => {
    setReducedMotion(true)
    const { container, rerender } = render(<Diagram gradientStartColor="#111111" gradientStopColor="#222222" />)
    const gradient = () => container.querySelector('linearGradient')
    expect(gradient()?.getAttribute('data-motion')).toBe('static')
    expect([gradient()?.getAttribute('x1'), gradient()?.getAttribute('x2')]).toEqual(['40', '340'])
    expect([...(gradient()?.querySelectorAll('stop') ?? [])].map((stop) => stop.getAttribute('stop-color'))).toEqual([
      '#222222',
      '#111111',
    ])
    expect(container.querySelector('[data-slot="animated-beam-light"]')?.getAttribute('stroke-opacity')).toBe('0.6')
    expect(container.querySelector('[data-motion="sweeping"]')).toBeNull()
    expect(live()).toEqual([])
    rerender(<Diagram reverse />)
    expect([gradient()?.getAttribute('x1'), gradient()?.getAttribute('x2')]).toEqual(['340', '40'])
  })

  it('renders an empty overlay on the server, drawing only once measured', () => {
    const html = renderToString(<Diagram />)
    expect(html).toContain('data-slot="animated-beam"')
    expect(html).not.toContain('<path')
  })
  it('hydrates without warnings, with and without reduced motion', async () => {
    expect(await hydrationErrors(<Diagram curvature={20} />)).toEqual([])
    setReducedMotion(true)
    expect(await hydrationErrors(<Diagram curvature={20} />)).toEqual([])
  })
})
