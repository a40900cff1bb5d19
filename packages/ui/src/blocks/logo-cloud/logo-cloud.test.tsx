// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { hydrationErrors, readableText } from '../../test-support'
import LogoCloud from './logo-cloud'

afterEach(cleanup)

const exposedNames = (root: HTMLElement) =>
  [...root.querySelectorAll('[data-slot="marquee"] span')]
    .filter((span) => !span.closest('[aria-hidden="true"]'))
    .map((span) => span.textContent)

describe('LogoCloud', () => {
  it('is a section named by its h2, with every company read once despite the marquee copies', () => {
    render(<LogoCloud />)
    const section = screen.getByRole('region', { name: 'Trusted by teams at fast-moving companies' })
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Trusted by teams at fast-moving companies')
    const marquee = section.querySelector<HTMLElement>('[data-slot="marquee"]')
    // Paused on hover: the copies carry the hover pause; the strip fades out at its edges.
    expect(marquee?.children[0]?.className).toContain('group-hover:[animation-play-state:paused]')
    expect(marquee?.className).toContain('mask-image')
    expect(exposedNames(section)).toEqual([
      'Quillwork',
      'Brightlane',
      'Ferrobyte',
      'Halyard',
      'Pinegrove',
      'Cobalt Forge',
      'Nimbusly',
      'Vantafold',
    ])
    expect(readableText(section).match(/Quillwork/g)).toHaveLength(1)
  })

  it('draws each mark as a decorative svg beside the name as text', () => {
    const { container } = render(<LogoCloud />)
    const marks = container.querySelectorAll('svg')
    expect(marks.length).toBeGreaterThan(0)
    for (const mark of marks) expect(mark.getAttribute('aria-hidden')).toBe('true')
  })

  it('takes its heading and logos from props and passes other props to the section', () => {
    render(
      <LogoCloud
        title="Used in production by"
        logos={[{ name: 'Acme Rockets', shape: 'hexagon' }, { name: 'Globex' }]}
        className="bg-muted"
        data-testid="cloud"
      />,
    )
    const section = screen.getByRole('region', { name: 'Used in production by' })
    expect(section.dataset.testid).toBe('cloud')
    expect(section.className).toContain('bg-muted')
    expect(exposedNames(section)).toEqual(['Acme Rockets', 'Globex'])
    expect(screen.queryByText('Quillwork')).toBeNull()
  })

  it('keeps its ids unique when it appears twice on a page', () => {
    const { container } = render(
      <>
        <LogoCloud />
        <LogoCloud title="Also trusted by" />
      </>,
    )
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(screen.getAllByRole('region')).toHaveLength(2)
  })

  it('hydrates the server render without a warning', async () => {
    expect(await hydrationErrors(<LogoCloud />)).toEqual([])
  })
})
