// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import { BookIcon } from 'lucide-react'
import { afterEach, describe, expect, it } from 'vitest'
import { hydrationErrors } from '../../test-support'
import FooterColumns from './footer-columns'

afterEach(cleanup)

describe('FooterColumns', () => {
  it('is a footer with the wordmark, named icon links, headed link columns and a copyright line', () => {
    const { container } = render(<FooterColumns />)
    const footer = screen.getByRole('contentinfo')
    expect(footer.tagName).toBe('FOOTER')
    expect(screen.getByRole('link', { name: 'Tideline' }).getAttribute('href')).toBe('/')

    for (const name of ['Source code', 'Community forum', 'Changelog feed', 'Email us']) {
      const link = screen.getByRole('link', { name })
      expect(link.textContent).toBe('')
      expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
    }
    expect(screen.getByRole('link', { name: 'Email us' }).getAttribute('href')).toBe('mailto:hello@example.com')

    const nav = screen.getByRole('navigation', { name: 'Footer' })
    const headings = within(nav).getAllByRole('heading', { level: 2 })
    expect(headings.map((heading) => heading.textContent)).toEqual(['Product', 'Developers', 'Company', 'Resources'])
    for (const heading of headings) {
      const list = heading.nextElementSibling
      expect(list?.tagName).toBe('UL')
      expect(within(list as HTMLElement).getAllByRole('link').length).toBeGreaterThan(0)
    }
    expect(nav.className).toContain('sm:grid-cols-4')

    expect(screen.getByText('© 2026 Tideline Labs, Inc. All rights reserved.')).toBeTruthy()
    for (const name of ['Privacy', 'Terms', 'Cookies']) expect(screen.getByRole('link', { name })).toBeTruthy()

    expect(container.querySelector('[data-slot="dot-pattern"]')?.getAttribute('aria-hidden')).toBe('true')
  })

  it('takes its words, links, year and columns from props', () => {
    const { container } = render(
      <FooterColumns
        brand={{ label: 'Acme', href: '/home' }}
        description="Tools for builders."
        socialLinks={[{ label: 'Read the handbook', href: '/handbook', icon: BookIcon }]}
        columns={[
          { title: 'Build', links: [{ label: 'Docs', href: '/docs' }] },
          { title: 'Run', links: [{ label: 'Status', href: '/status' }] },
          { title: 'Talk', links: [{ label: 'Forum', href: '/forum' }] },
        ]}
        navigationLabel="Site map"
        copyrightHolder="Acme Corp."
        year={1999}
        rightsNotice="Some rights reserved."
        legalLinks={[{ label: 'Imprint', href: '/imprint' }]}
        pattern={false}
        className="bg-muted"
        data-testid="footer"
      />,
    )
    const footer = screen.getByRole('contentinfo')
    expect(footer.className).toContain('bg-muted')
    expect(footer.dataset.testid).toBe('footer')
    expect(screen.getByRole('link', { name: 'Acme' }).getAttribute('href')).toBe('/home')
    expect(screen.getByText('Tools for builders.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Read the handbook' }).getAttribute('href')).toBe('/handbook')
    expect(screen.queryByRole('link', { name: 'Source code' })).toBeNull()
    const nav = screen.getByRole('navigation', { name: 'Site map' })
    expect(
      within(nav)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Build', 'Run', 'Talk'])
    expect(nav.className).toContain('sm:grid-cols-3')
    expect(screen.getByRole('link', { name: 'Status' }).getAttribute('href')).toBe('/status')
    expect(screen.getByText('© 1999 Acme Corp. Some rights reserved.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Imprint' }).getAttribute('href')).toBe('/imprint')
    expect(screen.queryByRole('link', { name: 'Privacy' })).toBeNull()
    expect(container.querySelector('[data-slot="dot-pattern"]')).toBeNull()
  })

  it('gives two copies on one page distinct ids', () => {
    const { container } = render(
      <>
        <FooterColumns />
        <FooterColumns />
      </>,
    )
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id)
    expect(ids).toHaveLength(2)
    expect(new Set(ids).size).toBe(2)
  })

  it('hydrates the server render without a warning', async () => {
    expect(await hydrationErrors(<FooterColumns />)).toEqual([])
  })
})
