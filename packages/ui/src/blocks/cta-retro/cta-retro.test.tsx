// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { hydrationErrors, installMediaQueries, resetItemTest, setMediaPreference } from '../../test-support'
import CtaRetro from './cta-retro'

afterEach(resetItemTest)

describe('CtaRetro', () => {
  it('is a section named by its h2, with a rainbow link and a text link over a hidden grid', () => {
    const { container } = render(<CtaRetro />)
    const section = screen.getByRole('region', { name: 'Your next release could ship tonight' })
    expect(section.querySelectorAll('h2')).toHaveLength(1)
    expect(screen.getByText(/Connect a repository/)).toBeTruthy()

    const primary = screen.getByRole('link', { name: 'Start building free' })
    expect(primary.tagName).toBe('A')
    expect(primary.getAttribute('href')).toBe('#')
    expect(primary.dataset.slot).toBe('rainbow-button')
    // The rainbow layers sit inside the link and stay out of its name.
    expect(primary.querySelector('[data-slot="rainbow-button-edge"]')?.getAttribute('aria-hidden')).toBe('true')
    expect(screen.getByRole('link', { name: 'Book a demo' }).getAttribute('href')).toBe('#')
    expect(screen.queryByRole('button')).toBeNull()

    const grid = container.querySelector('[data-slot="retro-grid"]')
    expect(grid?.getAttribute('aria-hidden')).toBe('true')
    expect(section.contains(grid)).toBe(true)
  })

  it('takes its words and links from props, and leaves the text link out when told', () => {
    render(
      <CtaRetro
        title="Try it today"
        description="No card needed."
        primaryAction={{ label: 'Create an account', href: '/signup' }}
        secondaryAction={null}
        className="bg-muted"
        data-testid="cta"
      />,
    )
    const section = screen.getByRole('region', { name: 'Try it today' })
    expect(section.className).toContain('bg-muted')
    expect(section.dataset.testid).toBe('cta')
    expect(screen.getByText('No card needed.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/signup')
    expect(screen.getAllByRole('link')).toHaveLength(1)
    expect(screen.queryByText('Start building free')).toBeNull()
  })

  it('holds the grid and the rainbow still for visitors who prefer reduced motion', () => {
    installMediaQueries()
    setMediaPreference('reduce', true)
    const { container } = render(<CtaRetro />)
    expect(container.querySelector('[data-slot="retro-grid"]')?.getAttribute('data-state')).toBe('still')
    expect(screen.getByRole('link', { name: 'Start building free' }).hasAttribute('data-reduced-motion')).toBe(true)
  })

  it('hydrates the server render without a warning', async () => {
    expect(await hydrationErrors(<CtaRetro />)).toEqual([])
  })
})
