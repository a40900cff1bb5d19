// @vitest-environment happy-dom
import { act, fireEvent, render } from '@testing-library/react'
import * as React from 'react'
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
  setTabHidden,
} from '../test-support'
import {
  ScrollVelocityContainer,
  ScrollVelocityRow,
  type ScrollVelocityRowProps,
  VelocityScroll,
  wrap,
} from './scroll-based-velocity'

// Frames are run by hand: motion takes `requestAnimationFrame` when it loads, so it is replaced
// before anything is imported, and the clock only moves when `elapse` says so. (happy-dom's own
// frames come back-to-back, far faster than a screen's.)
const frames = vi.hoisted(() => {
  const queue = new Map<number, FrameRequestCallback>()
  let id = 0
  globalThis.requestAnimationFrame = (callback) => {
    queue.set(++id, callback)
    return id
  }
  globalThis.cancelAnimationFrame = (handle) => {
    queue.delete(handle)
  }
  return queue
})
// Never wound back between tests: motion's frame loop remembers the last frame's time.
let now = 1000

/** Runs frames `ms` apart (a 60 Hz screen by default) for `duration` ms of the fake clock. */
async function elapse(duration: number, ms = 1000 / 60) {
  for (let i = Math.round(duration / ms); i > 0; i--) {
    now += ms
    const due = [...frames.values()]
    frames.clear()
    act(() => {
      for (const callback of due) callback(now)
    })
    await act(async () => {})
  }
}

// ResizeObservers the test drives: `layout` gives every row and its first copy a width and reports it.
let resizeObservers: ReturnType<typeof installResizeObservers>

beforeEach(() => {
  vi.spyOn(performance, 'now').mockImplementation(() => now)
  resizeObservers = installResizeObservers()
})

afterEach(resetItemTest)

const rowsOf = (container: HTMLElement) => [
  ...container.querySelectorAll<HTMLElement>('[data-slot="scroll-velocity-row"]'),
]
/** The first copy, then the repeats that hang off its end. */
const copiesOf = (row: HTMLElement) => {
  const [first, repeats] = [...(row.firstElementChild?.children ?? [])]
  return [first, ...(repeats?.children ?? [])] as HTMLElement[]
}

/** Lays every row out `row` px wide with copies `copy` px wide, as a browser would report it. */
function layout(container: HTMLElement, { copy, row }: { copy: number; row: number }) {
  for (const element of rowsOf(container)) {
    Object.defineProperty(element, 'clientWidth', { configurable: true, value: row })
  }
  resizeObservers.report((target) => ({
    borderBoxSize: target.getAttribute('data-slot') ? [] : [{ inlineSize: copy, blockSize: 40 }],
  }))
}

/** The row's horizontal offset, as its strip's transform says. */
const offsetOf = (row: HTMLElement | undefined) => {
  const transform = (row?.firstElementChild as HTMLElement | null)?.style.transform ?? ''
  return Number(/translateX\((-?[\d.e-]+)px\)/.exec(transform)?.[1] ?? 0)
}

function renderRow(props: Partial<ScrollVelocityRowProps> = {}) {
  const result = render(<ScrollVelocityRow {...props}>Drift</ScrollVelocityRow>)
  const row = rowsOf(result.container)[0]
  if (!row) throw new Error('no row')
  return { ...result, row }
}

/** Rows in a container that follows a panel scrolling on its own; one row ignores the scroll. */
function Scroller() {
  const panel = React.useRef<HTMLDivElement>(null)
  return (
    <div ref={panel} data-testid="panel">
      <ScrollVelocityContainer container={panel}>
        <ScrollVelocityRow>Turns</ScrollVelocityRow>
        <ScrollVelocityRow scrollReactivity={false}>Keeps going</ScrollVelocityRow>
      </ScrollVelocityContainer>
    </div>
  )
}

describe('wrap', () => {
  it('brings a value into [min, max) from either side, as Magic UI’s helper does', () => {
    expect(wrap(0, 10, 12)).toBe(2)
    expect(wrap(0, 10, -1)).toBe(9)
    expect(wrap(-5, 5, 6)).toBe(-4)
    expect(wrap(0, 10, 10)).toBe(0)
  })
})

describe('ScrollVelocityRow', () => {
  it('server-renders its content once for screen readers, with inert copies around it', () => {
    const html = renderToString(
      <ScrollVelocityRow>
        <a href="#docs">Docs</a>
      </ScrollVelocityRow>,
    )
    expect(html.match(/Docs/g)).toHaveLength(3)
    // The repeats sit in one group, hidden and inert as a whole.
    expect(html.match(/aria-hidden="true"/g)).toHaveLength(1)
    expect(html.match(/inert=""/g)).toHaveLength(1)

    const { row } = renderRow()
    const [first, repeats] = [...(row.firstElementChild?.children ?? [])]
    expect(first?.hasAttribute('aria-hidden')).toBe(false)
    expect(repeats?.getAttribute('aria-hidden')).toBe('true')
    expect(repeats?.hasAttribute('inert')).toBe(true)
    expect(repeats?.children).toHaveLength(2)
    expect(readableText(row)).toBe('Drift')
  })

  it('repeats its content until the row is filled plus one copy, once it is measured', () => {
    const { container, row } = renderRow()
    layout(container, { copy: 100, row: 450 })
    expect(copiesOf(row)).toHaveLength(6)
    expect(copiesOf(row).map((copy) => copy.textContent)).toEqual(Array(6).fill('Drift'))
    expect(readableText(row)).toBe('Drift')
    // Content wider than the row still needs a second copy to close the loop.
    layout(container, { copy: 600, row: 450 })
    expect(copiesOf(row)).toHaveLength(2)
  })

  it('drifts to the left by default and to the right with direction -1', async () => {
    const { container } = render(
      <>
        <ScrollVelocityRow>Left</ScrollVelocityRow>
        <ScrollVelocityRow direction={-1}>Right</ScrollVelocityRow>
      </>,
    )
    const [left, right] = rowsOf(container)
    expect(left?.dataset.state).toBe('running')
    layout(container, { copy: 10_000, row: 500 })
    await elapse(60)
    const before = [offsetOf(left), offsetOf(right)]
    await elapse(120)
    expect(offsetOf(left)).toBeLessThan(before[0] ?? 0)
    expect(offsetOf(right)).toBeGreaterThan(before[1] ?? 0)
    // The strip never leaves the loop of one copy.
    expect(offsetOf(right)).toBeGreaterThan(-10_000)
    expect(offsetOf(right)).toBeLessThanOrEqual(0)
  })

  it('moves baseVelocity percent of one copy per second, whatever the frame rate', async () => {
    const { container } = render(
      <>
        <ScrollVelocityRow baseVelocity={5}>Slow</ScrollVelocityRow>
        <ScrollVelocityRow baseVelocity={20}>Fast</ScrollVelocityRow>
      </>,
    )
    const [slow, fast] = rowsOf(container)
    layout(container, { copy: 10_000, row: 500 })
    await elapse(100)
    const before = [offsetOf(slow), offsetOf(fast)]
    // 5 % and 20 % of 10 000 px: 500 and 2000 px per second.
    await elapse(1000, 20)
    expect(offsetOf(slow) - (before[0] ?? 0)).toBeCloseTo(-500, 6)
    expect(offsetOf(fast) - (before[1] ?? 0)).toBeCloseTo(-2000, 6)
    // Half a second more on a 120 Hz screen covers half the distance again.
    await elapse(500, 1000 / 120)
    expect(offsetOf(slow) - (before[0] ?? 0)).toBeCloseTo(-750, 6)
  })

  it('loops within one copy, so the strip never runs out', async () => {
    const { container, row } = renderRow({ baseVelocity: 100 })
    layout(container, { copy: 200, row: 450 })
    const seen: number[] = []
    for (let i = 0; i < 90; i++) {
      await elapse(1000 / 60)
      seen.push(offsetOf(row))
    }
    // A copy a second for a second and a half: it has wrapped, and stayed within one copy's width.
    expect(Math.min(...seen)).toBeGreaterThan(-200)
    expect(Math.max(...seen)).toBeLessThanOrEqual(0)
    expect(seen.some((offset, i) => i > 0 && offset > (seen[i - 1] ?? 0))).toBe(true)
  })

  it('stands still under reduced motion', async () => {
    installMediaQueries()
    setMediaPreference('reduce', true)
    const viewport = installIntersectionObserver()
    const { container, row } = renderRow()
    layout(container, { copy: 100, row: 450 })
    await elapse(100)
    expect(row.dataset.state).toBe('still')
    expect(offsetOf(row)).toBe(0)
    // Nothing to pause, so nothing watches the viewport.
    expect(viewport.observed()).toEqual([])
  })

  it('stops when reduced motion is switched on while it drifts', async () => {
    installMediaQueries()
    const { container, row } = renderRow()
    layout(container, { copy: 10_000, row: 450 })
    await elapse(60)
    act(() => setMediaPreference('reduce', true))
    const stopped = offsetOf(row)
    await elapse(100)
    expect(row.dataset.state).toBe('still')
    expect(offsetOf(row)).toBe(stopped)
  })

  it('pauses while off screen and resumes where it stopped', async () => {
    const viewport = installIntersectionObserver()
    const { container, row } = renderRow()
    layout(container, { copy: 10_000, row: 450 })
    expect(viewport.observed()).toEqual([row])
    viewport.setIntersecting(row, false)
    expect(row.dataset.state).toBe('paused')
    const paused = offsetOf(row)
    await elapse(100)
    expect(offsetOf(row)).toBe(paused)
    viewport.setIntersecting(row, true)
    expect(row.dataset.state).toBe('running')
    await elapse(100)
    expect(offsetOf(row)).toBeLessThan(paused)
  })

  it('pauses while the tab is hidden', async () => {
    const { container, row } = renderRow()
    layout(container, { copy: 10_000, row: 450 })
    setTabHidden(true)
    expect(row.dataset.state).toBe('paused')
    const paused = offsetOf(row)
    await elapse(100)
    expect(offsetOf(row)).toBe(paused)
    setTabHidden(false)
    await elapse(100)
    expect(offsetOf(row)).toBeLessThan(paused)
  })

  it('speeds up and turns around while its container scrolls up', async () => {
    const { container, getByTestId } = render(<Scroller />)
    const [turns, steady] = rowsOf(container)
    layout(container, { copy: 10_000, row: 450 })
    const panel = getByTestId('panel')
    Object.defineProperty(panel, 'clientHeight', { configurable: true, value: 500 })
    Object.defineProperty(panel, 'scrollHeight', { configurable: true, value: 100_000 })
    let top = 50_000
    // Where the reader starts: the jump from 0 is no scroll of theirs, so let it settle first.
    Object.defineProperty(panel, 'scrollTop', { configurable: true, value: top })
    fireEvent.scroll(panel)
    await elapse(2000)
    const scrollUp = async () => {
      for (let i = 0; i < 20; i++) {
        top -= 60
        Object.defineProperty(panel, 'scrollTop', { configurable: true, value: top })
        fireEvent.scroll(panel)
        await elapse(16)
      }
    }
    await scrollUp()
    const before = [offsetOf(turns), offsetOf(steady)]
    await scrollUp()
    // Scrolling up: the reactive row now drifts right, and faster than the steady one drifts left.
    const moved = [offsetOf(turns) - (before[0] ?? 0), offsetOf(steady) - (before[1] ?? 0)]
    expect(moved[0]).toBeGreaterThan(0)
    expect(moved[1]).toBeLessThan(0)
    expect(Math.abs(moved[0] ?? 0)).toBeGreaterThan(2 * Math.abs(moved[1] ?? 0))
  })

  it('passes className, attributes and its ref to the row', () => {
    const ref = React.createRef<HTMLDivElement>()
    const { row } = renderRow({ ref, className: 'py-4', id: 'row', 'aria-label': 'Partners' })
    expect(ref.current).toBe(row)
    expect(row.id).toBe('row')
    expect(row.getAttribute('aria-label')).toBe('Partners')
    expect(row.className).toContain('py-4')
    expect(row.className).toContain('overflow-clip')
  })

  it('stops observing and measuring when unmounted', () => {
    const viewport = installIntersectionObserver()
    const { unmount } = renderRow()
    expect(resizeObservers.count()).toBe(1)
    unmount()
    expect(resizeObservers.count()).toBe(0)
    expect(viewport.observed()).toEqual([])
  })
})

describe('ScrollVelocityContainer', () => {
  it('wraps its rows in a full-width div that takes classes and attributes', () => {
    const { container } = render(
      <ScrollVelocityContainer className="text-4xl" id="rows">
        <ScrollVelocityRow>One</ScrollVelocityRow>
        <ScrollVelocityRow direction={-1}>Two</ScrollVelocityRow>
      </ScrollVelocityContainer>,
    )
    const wrapper = container.querySelector<HTMLElement>('[data-slot="scroll-velocity-container"]')
    expect(wrapper?.id).toBe('rows')
    expect(wrapper?.className).toContain('text-4xl')
    expect(wrapper?.className).toContain('w-full')
    expect(rowsOf(container)).toHaveLength(2)
    expect(readableText(container)).toBe('OneTwo')
  })

  it('hydrates without warnings', async () => {
    expect(
      await hydrationErrors(
        <ScrollVelocityContainer>
          <ScrollVelocityRow baseVelocity={20}>Hydrated</ScrollVelocityRow>
        </ScrollVelocityContainer>,
      ),
    ).toEqual([])
  })
})

describe('VelocityScroll', () => {
  it('draws numRows rows of the content, read once, in alternate directions starting rightwards', async () => {
    const { container } = render(
      <VelocityScroll numRows={3} className="text-2xl" id="legacy">
        Velocity
      </VelocityScroll>,
    )
    const wrapper = container.querySelector<HTMLElement>('[data-slot="velocity-scroll"]')
    expect(wrapper?.id).toBe('legacy')
    expect(wrapper?.className).toContain('text-2xl')
    expect(wrapper?.className).not.toContain('text-4xl')
    const rows = rowsOf(container)
    expect(rows).toHaveLength(3)
    expect(rows.map((row) => row.getAttribute('aria-hidden'))).toEqual([null, 'true', 'true'])
    expect(rows.map((row) => row.hasAttribute('inert'))).toEqual([false, true, true])
    expect(readableText(container)).toBe('Velocity')

    layout(container, { copy: 10_000, row: 400 })
    await elapse(60)
    const before = rows.map(offsetOf)
    await elapse(120)
    const moved = rows.map((row, i) => offsetOf(row) - (before[i] ?? 0))
    expect(moved[0]).toBeGreaterThan(0)
    expect(moved[1]).toBeLessThan(0)
    expect(moved[2]).toBeGreaterThan(0)
  })

  it('defaults to two rows at 5 % of the row width per second', async () => {
    const { container } = render(
      <>
        <VelocityScroll>Legacy</VelocityScroll>
        <ScrollVelocityRow baseVelocity={5}>Row</ScrollVelocityRow>
      </>,
    )
    const rows = rowsOf(container)
    expect(rows).toHaveLength(3)
    layout(container, { copy: 10_000, row: 400 })
    await elapse(60)
    const before = rows.map(offsetOf)
    await elapse(150)
    const moved = rows.map((row, i) => Math.abs(offsetOf(row) - (before[i] ?? 0)))
    // 5 % of a 400 px row against 5 % of a 10 000 px copy, in the same frames.
    expect((moved[0] ?? 0) / (moved[2] ?? 1)).toBeCloseTo(400 / 10_000, 5)
  })

  it('never draws fewer than one row, and hydrates without warnings', async () => {
    const { container } = render(<VelocityScroll numRows={0}>Solo</VelocityScroll>)
    expect(rowsOf(container)).toHaveLength(1)
    expect(await hydrationErrors(<VelocityScroll defaultVelocity={3}>Hydrated</VelocityScroll>)).toEqual([])
  })
})
