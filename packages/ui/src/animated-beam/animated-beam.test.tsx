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

  it('bows up for positive curvature whichever way the beam runs, and left when vertical', () => {
    expect(beamPath({ x: 0, y: 100 }, { x: 200, y: 100 }, 30)).toBe('M 0,100 Q 100,70 200,100')
    expect(beamPath({ x: 200, y: 100 }, { x: 0, y: 100 }, 30)).toBe('M 200,100 Q 100,70 0,100')
    expect(beamPath({ x: 50, y: 0 }, { x: 50, y: 100 }, 10)).toBe('M 50,0 Q 40,50 50,100')
    expect(beamPath({ x: 50, y: 100 }, { x: 50, y: 0 }, -10)).toBe('M 50,100 Q 60,50 50,0')
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
    expect(paths(container)).toEqual(['M 40,90 Q 190,90 340,90', 'M 40,90 Q 190,90 340,90'])
    expect(live()).toHaveLength(2)
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
    expect(base?.getAttribute('d')).toBe('M 45,80 Q 193.44,40.12 335,100')
    expect(base?.getAttribute('stroke')).toBe('red')
    expect(base?.getAttribute('stroke-width')).toBe('3')
    expect(base?.getAttribute('stroke-opacity')).toBe('0.5')
  })

  it('lights a stretch of the path that travels from one end to the other, backwards when reversed', () => {
    const { container, rerender } = render(
      <Diagram gradientStartColor="#111111" gradientStopColor="#222222" duration={3} delay={0.5} />,
    )
    const light = container.querySelector('[data-slot="animated-beam-light"]')
    const gradient = container.querySelector('linearGradient')
    expect(light?.getAttribute('d')).toBe('M 40,90 Q 190,90 340,90')
    expect(light?.getAttribute('stroke')).toBe(`url(#${gradient?.id})`)
    expect([...(gradient?.querySelectorAll('stop') ?? [])].map((s) => s.getAttribute('stop-color'))).toEqual([
      '#111111',
      '#222222',
    ])
    expect(container.querySelector('[data-slot="animated-beam-window"]')?.getAttribute('data-motion')).toBe(
      'travelling',
    )
    // The window and the path inside it, on one clock that repeats for ever after the delay.
    expect(live()).toHaveLength(2)
    for (const { timing } of live()) {
      expect(timing).toMatchObject({ duration: 3000, delay: 500, iterations: Number.POSITIVE_INFINITY })
    }
    // The window starts a band's length (a third of 300 px) before x=40 and ends at x=340.
    const [windowAnimation] = live()
    expect(windowAnimation?.keyframes.map((k) => k.transform)).toEqual([
      'translate(40px, 90px) rotate(0deg) translate(-100px, -4px)',
      'translate(40px, 90px) rotate(0deg) translate(300px, -4px)',
    ])
    rerender(<Diagram reverse duration={3} delay={0.5} />)
    expect(live()[0]?.keyframes[0]?.transform).toBe('translate(340px, 90px) rotate(180deg) translate(-100px, -4px)')
  })

  it('moves the path back inside its window exactly as far as the window moves', () => {
    render(<Diagram curvature={40} />)
    const [windowAnimation, content] = live()
    const offset = (transform: unknown) =>
      Number(/translate\((-?[\d.]+)px, (-?[\d.]+)px\)$/.exec(String(transform))?.[1])
    const along = (transform: unknown) => Number(/^translate\((-?[\d.]+)px/.exec(String(transform))?.[1])
    // Window: translate(from) rotate(a) translate(s, -h); content: translate(-s, h) rotate(-a) translate(-from).
    expect(windowAnimation?.keyframes.map((k) => offset(k.transform))).toEqual(
      content?.keyframes.map((k) => -along(k.transform)),
    )
    // Tall enough for the bow of the curve: half the curvature plus the stroke on each side.
    expect(windowAnimation?.keyframes[0]?.transform).toContain('-24px)')
  })

  it('animates nothing but transforms, which the compositor can run on its own', () => {
    render(<Diagram curvature={30} reverse />)
    for (const { keyframes } of live()) {
      for (const frame of keyframes) expect(Object.keys(frame).filter((key) => key !== 'offset')).toEqual(['transform'])
    }
  })

  it('pauses while its container is off screen or the tab is hidden, on one clock', () => {
    const viewport = installIntersectionObserver()
    const { container } = render(<Diagram />)
    const windowGroup = container.querySelector('[data-slot="animated-beam-window"]')
    const diagram = container.querySelector('[data-testid="container"]')
    expect(viewport.observed()).toEqual([diagram])
    expect(live().map((a) => a.playState)).toEqual(['running', 'running'])

    viewport.setIntersecting(diagram, false)
    expect(live().map((a) => a.playState)).toEqual(['paused', 'paused'])
    expect(windowGroup?.getAttribute('data-state')).toBe('paused')
    const [windowAnimation, content] = live()
    if (!windowAnimation || !content) throw new Error('no animations')
    windowAnimation.currentTime = 1234
    viewport.setIntersecting(diagram, true)
    expect(live().map((a) => a.playState)).toEqual(['running', 'running'])
    expect(content.currentTime).toBe(1234)

    setTabHidden(true)
    expect(live().map((a) => a.playState)).toEqual(['paused', 'paused'])
    setTabHidden(false)
    expect(live().map((a) => a.playState)).toEqual(['running', 'running'])
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
    expect(paths(container)[0]).toBe('M 40,90 Q 190,130 340,170')
  })

  it('keeps the light still under reduced motion', () => {
    setReducedMotion(true)
    const { container } = render(<Diagram gradientStartColor="#111111" gradientStopColor="#222222" />)
    const gradient = container.querySelector('linearGradient')
    expect(gradient?.getAttribute('data-motion')).toBe('static')
    expect(gradient?.getAttribute('x1')).toBe('40')
    expect(gradient?.getAttribute('x2')).toBe('340')
    expect(container.querySelector('[data-slot="animated-beam-light"]')?.getAttribute('stroke-opacity')).toBe('0.6')
    expect(container.querySelector('[data-slot="animated-beam-window"]')).toBeNull()
    expect(live()).toEqual([])
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
