// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { hydrationErrors } from '../../test-support'
import HeroCentered from './hero-centered'

afterEach(cleanup)

describe('HeroCentered', () => {
  it('is a section named by its one h1, with the pill and both actions as links', () => {
    render(<HeroCentered />)
    const section = screen.getByRole('region', { name: 'Ship a landing page this afternoon' })
    expect(section.querySelectorAll('h1')).toHaveLength(1)
    expect(screen.getByRole('link', { name: /Introducing Snipstack blocks/ }).getAttribute('href')).toBe('#')
    expect(screen.getByRole('link', { name: 'Get started' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Read the docs' })).toBeTruthy()
  })

  it('takes its words and links from props, and leaves the pill out when there is no announcement', () => {
    render(
      <HeroCentered
        announcement=""
        title="Deploy on Friday"
        description="Calmly."
        primaryAction={{ label: 'Start free', href: '/register' }}
        secondaryAction={{ label: 'Pricing', href: '/pricing' }}
        className="min-h-svh"
      />,
    )
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Deploy on Friday')
    expect(screen.getByText('Calmly.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Start free' }).getAttribute('href')).toBe('/register')
    expect(screen.getByRole('link', { name: 'Pricing' }).getAttribute('href')).toBe('/pricing')
    expect(screen.queryByText('Introducing Snipstack blocks')).toBeNull()
    expect(screen.getByRole('region').className).toContain('min-h-svh')
  })

  it('hydrates the server render without a warning', async () => {
    expect(await hydrationErrors(<HeroCentered />)).toEqual([])
  })
})
