// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { hydrationErrors, installIntersectionObserver, readableText } from '../../test-support'
import StatsTicker from './stats-ticker'

afterEach(() => {
  vi.useRealTimers()
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

/** Each figure as a screen reader reads it (the final value), with its label. */
const readFigures = (root: HTMLElement) =>
  [...root.querySelectorAll('dl > div')].map((group) => ({
    label: group.querySelector('dt')?.textContent,
    figure: readableText(group.querySelector('dd') as Node),
  }))

/** What a sighted visitor sees of each figure right now. */
const shownFigures = (root: HTMLElement) =>
  [...root.querySelectorAll('dd')].map((dd) =>
    [...dd.querySelectorAll('[data-slot="number-ticker"] > [aria-hidden="true"]')].map((n) => n.textContent).join(''),
  )

describe('StatsTicker', () => {
  it('is a section named by its h2 whose figures screen readers read as their final values', () => {
    render(<StatsTicker />)
    const section = screen.getByRole('region', { name: 'Built to carry real workloads' })
    expect(readFigures(section)).toEqual([
      { label: 'Developers deploying every week', figure: '12k+' },
      { label: 'Uptime over the last twelve months', figure: '99.98%' },
      { label: 'Faster builds after the first week', figure: '48%' },
      { label: 'Integrations ready to connect', figure: '250+' },
    ])
    // Sighted visitors see the count start from zero.
    expect(shownFigures(section)).toEqual(['0', '0.00', '0', '0'])
  })

  it('uses the theme’s colours for the figures, not the ticker’s black and white', () => {
    const { container } = render(<StatsTicker />)
    const ticker = container.querySelector<HTMLElement>('[data-slot="number-ticker"]')
    const classes = ticker?.className.split(' ') ?? []
    expect(classes).toContain('text-card-foreground')
    expect(classes).not.toContain('text-black')
    expect(classes).not.toContain('dark:text-white')
  })

  it('counts each figure up to its value once it scrolls into view', async () => {
    installIntersectionObserver({ inView: true })
    // Under Bun the global EventTarget is the runtime's own; motion needs happy-dom's to observe.
    vi.stubGlobal('EventTarget', Object.getPrototypeOf(Node.prototype).constructor)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
    const { container } = render(<StatsTicker />)
    for (let step = 0; step < 12; step++) {
      await act(async () => {})
      act(() => vi.advanceTimersByTime(1000))
      for (let frame = 0; frame < 2; frame++) {
        await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())))
      }
    }
    expect(shownFigures(container)).toEqual(['12', '99.98', '48', '250'])
  })

  it('takes its words and figures from props', () => {
    render(
      <StatsTicker
        title="Our year in numbers"
        description="Counted on 31 December."
        stats={[
          { value: 3.5, decimalPlaces: 1, prefix: '$', suffix: 'M', label: 'Raised' },
          { value: 42, label: 'Teammates' },
        ]}
        className="bg-muted"
      />,
    )
    const section = screen.getByRole('region', { name: 'Our year in numbers' })
    expect(section.className).toContain('bg-muted')
    expect(screen.getByText('Counted on 31 December.')).toBeTruthy()
    expect(readFigures(section)).toEqual([
      { label: 'Raised', figure: '$3.5M' },
      { label: 'Teammates', figure: '42' },
    ])
  })

  it('keeps its ids unique when it appears twice on a page', () => {
    const { container } = render(
      <>
        <StatsTicker />
        <StatsTicker title="More numbers" />
      </>,
    )
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(screen.getAllByRole('region')).toHaveLength(2)
  })

  it('hydrates the server render without a warning', async () => {
    expect(await hydrationErrors(<StatsTicker />)).toEqual([])
  })
})
