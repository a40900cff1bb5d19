// @vitest-environment happy-dom

import { cleanup, render, screen, within } from '@testing-library/react'
import type * as React from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { hydrationErrors } from '../../test-support'
import FeaturesGrid from './features-grid'

afterEach(cleanup)

function StarIcon(props: React.ComponentProps<'svg'>) {
  return <svg data-testid="star" {...props} />
}

describe('FeaturesGrid', () => {
  it('is a section named by its h2, with six feature cards in a list, each under an h3', () => {
    render(<FeaturesGrid />)
    const section = screen.getByRole('region', { name: 'Everything a landing page needs, nothing it does not' })
    expect(section.querySelectorAll('h1')).toHaveLength(0)
    expect(section.querySelectorAll('h2')).toHaveLength(1)
    expect(screen.getByText('Why Snipstack')).toBeTruthy()
    const items = within(within(section).getByRole('list')).getAllByRole('listitem')
    expect(items).toHaveLength(6)
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'One command to install',
      'Styled by your tokens',
      'Accessible by default',
      'Fast on every device',
      'Ready for the server',
      'Yours to change',
    ])
    for (const item of items) {
      expect(item.querySelector('[data-slot="magic-card"]')).toBeTruthy()
      const icon = item.querySelector('svg')
      expect(icon?.closest('[aria-hidden="true"]')).toBeTruthy()
    }
  })

  it('takes its heading, intro and features from props', () => {
    render(
      <FeaturesGrid
        eyebrow=""
        title="What you get"
        description="Three good things."
        features={[
          { icon: StarIcon, title: 'Stars', description: 'They shine.' },
          { icon: StarIcon, title: 'Moons', description: 'They wax.' },
        ]}
        className="border-t"
      />,
    )
    const section = screen.getByRole('region', { name: 'What you get' })
    expect(section.className).toContain('border-t')
    expect(screen.getByText('Three good things.')).toBeTruthy()
    expect(screen.queryByText('Why Snipstack')).toBeNull()
    expect(within(section).getAllByRole('listitem')).toHaveLength(2)
    expect(screen.getByRole('heading', { level: 3, name: 'Moons' })).toBeTruthy()
    expect(screen.getByText('They shine.')).toBeTruthy()
    expect(screen.queryByText('Yours to change')).toBeNull()
    const stars = screen.getAllByTestId('star')
    expect(stars).toHaveLength(2)
    expect(stars[0]?.getAttribute('aria-hidden')).toBe('true')
  })

  it('keeps its ids unique when rendered twice', () => {
    const { container } = render(
      <>
        <FeaturesGrid />
        <FeaturesGrid />
      </>,
    )
    const [first, second] = screen.getAllByRole('region')
    expect(first?.getAttribute('aria-labelledby')).not.toBe(second?.getAttribute('aria-labelledby'))
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('hydrates the server render without a warning', async () => {
    expect(await hydrationErrors(<FeaturesGrid />)).toEqual([])
  })
})
