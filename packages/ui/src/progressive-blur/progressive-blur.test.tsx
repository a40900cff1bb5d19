// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { hydrationErrors } from '../test-support'
import { blurMask, ProgressiveBlur } from './progressive-blur'

afterEach(cleanup)

const root = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-slot="progressive-blur"]')
const layers = (band: Element | null | undefined) => [...(band?.children ?? [])] as HTMLElement[]

describe('ProgressiveBlur', () => {
  it('is a decorative, pointer-transparent band at the bottom, 30% tall, with eight blur layers', () => {
    const { container } = render(<ProgressiveBlur />)
    const blur = root(container)
    expect(blur?.getAttribute('aria-hidden')).toBe('true')
    expect(blur?.className).toContain('pointer-events-none')
    expect(blur?.className).toContain('bottom-0')
    expect(blur?.style.height).toBe('30%')
    const band = blur?.firstElementChild
    expect(layers(band).map((layer) => layer.style.backdropFilter)).toEqual(
      [0.5, 1, 2, 4, 8, 16, 32, 64].map((px) => `blur(${px}px)`),
    )
  })

  it('masks each layer to its own band, growing towards the edge', () => {
    const { container } = render(<ProgressiveBlur blurLevels={[2, 4, 8, 16]} />)
    const masks = layers(root(container)?.firstElementChild).map((layer) => layer.style.maskImage)
    expect(masks).toEqual([
      'linear-gradient(to bottom, transparent 0%, black 25%, black 50%, transparent 75%)',
      'linear-gradient(to bottom, transparent 25%, black 50%, black 75%, transparent 100%)',
      'linear-gradient(to bottom, transparent 50%, black 75%)',
      'linear-gradient(to bottom, transparent 75%, black 100%)',
    ])
    expect(blurMask(0, 1, 'top')).toBe('linear-gradient(to top, transparent 0%, black 100%)')
  })

  it('sits at the top, or at both edges with a band of the given height each', () => {
    const { container, rerender } = render(<ProgressiveBlur position="top" height="6rem" />)
    expect(root(container)?.className).toContain('top-0')
    expect(root(container)?.style.height).toBe('6rem')
    expect(layers(root(container)?.firstElementChild)[0]?.style.maskImage).toContain('to top')

    rerender(<ProgressiveBlur position="both" height="20%" blurLevels={[1, 2]} />)
    const blur = root(container)
    expect(blur?.className).toContain('inset-y-0')
    expect(blur?.style.height).toBe('100%')
    const [top, bottom] = [...(blur?.children ?? [])] as HTMLElement[]
    expect(top?.className).toContain('top-0')
    expect(top?.style.height).toBe('20%')
    expect(layers(top)[0]?.style.maskImage).toContain('to top')
    expect(bottom?.className).toContain('bottom-0')
    expect(layers(bottom)[0]?.style.maskImage).toContain('to bottom')
  })

  it('renders children on top and passes className, style and props through', () => {
    const { container } = render(
      <ProgressiveBlur className="rounded-b-xl" style={{ zIndex: 30 }} data-testid="blur">
        <span>caption</span>
      </ProgressiveBlur>,
    )
    const blur = root(container)
    expect(blur?.className).toContain('rounded-b-xl')
    expect(blur?.style.zIndex).toBe('30')
    expect(blur?.style.height).toBe('30%')
    expect(blur?.getAttribute('data-testid')).toBe('blur')
    expect(blur?.lastElementChild?.textContent).toBe('caption')
  })

  it('renders on the server and hydrates without warnings', async () => {
    expect(renderToString(<ProgressiveBlur />)).toContain('backdrop-filter:blur(64px)')
    expect(await hydrationErrors(<ProgressiveBlur position="both" />)).toEqual([])
  })
})
