// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { hydrationErrors } from '../test-support'
import { AnimatedCircularProgressBar, gaugePercent } from './animated-circular-progress-bar'

afterEach(cleanup)

const part = (container: HTMLElement, slot: 'gauge' | 'track') =>
  container.querySelector(`[data-slot="animated-circular-progress-bar-${slot}"]`)

describe('AnimatedCircularProgressBar', () => {
  it('is a progressbar named “Progress” with the documented defaults (0 of 0–100)', () => {
    const { container } = render(<AnimatedCircularProgressBar />)
    const bar = screen.getByRole('progressbar', { name: 'Progress' })
    expect(bar.getAttribute('aria-valuemin')).toBe('0')
    expect(bar.getAttribute('aria-valuemax')).toBe('100')
    expect(bar.getAttribute('aria-valuenow')).toBe('0')
    expect(bar.getAttribute('aria-valuetext')).toBe('0%')
    expect(bar.textContent).toBe('0')
    // An empty gauge draws no dot where its round cap would be.
    expect(part(container, 'gauge')?.getAttribute('class')).toContain('opacity-0')
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
  })

  it('fills the share of the range between min and max and leaves a gap before the rest', () => {
    const { container } = render(<AnimatedCircularProgressBar min={50} max={150} value={75} />)
    const bar = screen.getByRole('progressbar')
    expect(bar.getAttribute('aria-valuenow')).toBe('75')
    expect(bar.getAttribute('aria-valuetext')).toBe('25%')
    expect(bar.textContent).toBe('25')
    expect(part(container, 'gauge')?.getAttribute('stroke-dasharray')).toBe('25 100')
    expect(part(container, 'track')?.getAttribute('stroke-dasharray')).toBe('63 100')
    expect(part(container, 'track')?.getAttribute('stroke-dashoffset')).toBe('-31')
  })

  it('clamps values outside the range and survives an empty range', () => {
    const { rerender } = render(<AnimatedCircularProgressBar value={180} />)
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100')
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('100%')
    rerender(<AnimatedCircularProgressBar value={-5} />)
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0')
    expect(gaugePercent(5, 10, 10)).toBe(0)
    expect(gaugePercent(Number.NaN, 0, 100)).toBe(0)
    expect(gaugePercent(33.4, 0, 100)).toBe(33)
  })

  it('hides the second arc once the gauge is nearly full', () => {
    const { container } = render(<AnimatedCircularProgressBar value={95} />)
    expect(part(container, 'track')?.getAttribute('class')).toContain('opacity-0')
    expect(part(container, 'gauge')?.getAttribute('class')).not.toContain('opacity-0')
  })

  it('paints the arcs in the given colours, or in theme-aware defaults', () => {
    const { container, rerender } = render(
      <AnimatedCircularProgressBar value={10} gaugePrimaryColor="red" gaugeSecondaryColor="blue" />,
    )
    expect((part(container, 'gauge') as SVGElement).style.stroke).toBe('red')
    expect((part(container, 'track') as SVGElement).style.stroke).toBe('blue')
    rerender(<AnimatedCircularProgressBar value={10} />)
    expect(part(container, 'gauge')?.getAttribute('class')).toContain('stroke-current')
    expect(part(container, 'track')?.getAttribute('class')).toContain('dark:stroke-white/15')
  })

  it('glides between values, except with reduced motion', () => {
    const { container } = render(<AnimatedCircularProgressBar value={10} />)
    for (const slot of ['gauge', 'track'] as const) {
      const classes = part(container, slot)?.getAttribute('class')
      expect(classes).toContain('transition-[stroke-dasharray,stroke-dashoffset,opacity]')
      expect(classes).toContain('duration-1000')
      expect(classes).toContain('motion-reduce:transition-none')
    }
  })

  it('takes a label, children for the middle, className and props', () => {
    const { container, rerender } = render(
      <AnimatedCircularProgressBar value={40} aria-label="Upload" className="size-20" id="gauge">
        <span>4 of 10</span>
      </AnimatedCircularProgressBar>,
    )
    const bar = screen.getByRole('progressbar', { name: 'Upload' })
    expect(bar.textContent).toBe('4 of 10')
    expect(bar.className).toContain('size-20')
    expect(bar.className).not.toContain('size-40')
    expect(bar.id).toBe('gauge')
    rerender(<AnimatedCircularProgressBar value={40} aria-labelledby="heading" />)
    const root = container.querySelector('[data-slot="animated-circular-progress-bar"]')
    expect(root?.hasAttribute('aria-label')).toBe(false)
    expect(root?.getAttribute('aria-labelledby')).toBe('heading')
  })

  it('renders on the server and hydrates without warnings', async () => {
    expect(renderToString(<AnimatedCircularProgressBar value={60} />)).toContain('aria-valuenow="60"')
    expect(await hydrationErrors(<AnimatedCircularProgressBar value={60} gaugePrimaryColor="red" />)).toEqual([])
  })
})
