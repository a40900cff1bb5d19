// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { hydrationErrors, installIntersectionObserver } from '../../test-support'
import ChangelogTemplate, { type ChangelogRelease, releaseAnchor } from './changelog-template'

// Nothing is reported in view, so the code comparison keeps its plain code and never loads Shiki here.
beforeEach(() => {
  installIntersectionObserver()
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const releaseList = () => screen.getByRole('list', { name: 'Releases' })
const articles = () => within(releaseList()).getAllByRole('article')

const release = (version: string, dateTime: string, title: string): ChangelogRelease => ({
  version,
  date: { dateTime, label: dateTime },
  title,
  highlights: [`Highlight of ${title}`],
  details: [{ kind: 'Fixed', text: `Fix in ${title}` }],
})

describe('ChangelogTemplate', () => {
  it('has one h1 naming the page’s main section, under the navbar and above the sign-up and footer', () => {
    const { container } = render(<ChangelogTemplate />)
    expect(container.querySelectorAll('h1')).toHaveLength(1)
    const root = container.firstElementChild as HTMLElement
    expect(root.tagName).toBe('DIV')
    expect(root.firstElementChild?.tagName).toBe('HEADER')
    const nav = within(root.firstElementChild as HTMLElement).getByRole('navigation', { name: 'Main' })
    expect(within(nav).getByRole('link', { name: 'Changelog' }).getAttribute('aria-current')).toBe('page')
    const main = screen.getByRole('region', { name: 'Changelog' })
    expect(within(main).getByRole('heading', { level: 1 }).textContent).toBe('Changelog')
    expect(within(main).getByRole('link', { name: 'Subscribe via RSS' })).toBeTruthy()
    const newsletter = screen.getByRole('region', { name: 'Get release notes by email' })
    expect(within(newsletter).getByRole('textbox', { name: 'Email address' })).toBeTruthy()
    expect(root.lastElementChild?.tagName).toBe('FOOTER')
    expect(within(root.lastElementChild as HTMLElement).getByRole('navigation', { name: 'Footer' })).toBeTruthy()
  })

  it('lists at least five releases newest first in an ordered list', () => {
    render(<ChangelogTemplate />)
    expect(releaseList().tagName).toBe('OL')
    const dates = articles().map((article) => article.querySelector('time')?.getAttribute('dateTime') ?? '')
    expect(dates.length).toBeGreaterThanOrEqual(5)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(articles()[0]?.id).toBe('v3-0-0')
  })

  it('gives each release an anchor its h2 links to, a version tag, a date and its lists', () => {
    render(<ChangelogTemplate />)
    for (const article of articles()) {
      const heading = within(article).getByRole('heading', { level: 2 })
      expect(article.getAttribute('aria-labelledby')).toBe(heading.id)
      expect(screen.getByRole('article', { name: heading.textContent ?? '' })).toBe(article)
      const link = within(heading).getByRole('link')
      expect(link.getAttribute('href')).toBe(`#${article.id}`)
      expect(document.getElementById(article.id)).toBe(article)
      expect(article.id).toMatch(/^v\d+(-\d+)+$/)
      expect(article.textContent).toContain(`v${article.id.slice(1).replaceAll('-', '.')}`)
      expect(article.querySelector('time')?.getAttribute('dateTime')).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(within(article).getAllByRole('list').length).toBeGreaterThanOrEqual(2)
    }
    const latest = articles()[0] as HTMLElement
    expect(within(latest).getByText('Latest')).toBeTruthy()
    expect(within(articles()[1] as HTMLElement).queryByText('Latest')).toBeNull()
  })

  it('shows one API change as code before and after', () => {
    const { container } = render(<ChangelogTemplate />)
    const comparisons = container.querySelectorAll('[data-slot="code-comparison"]')
    expect(comparisons).toHaveLength(1)
    const article = comparisons[0]?.closest('article') as HTMLElement
    expect(article.id).toBe('v3-0-0')
    expect(within(article).getByRole('heading', { level: 3, name: 'API change' })).toBeTruthy()
    expect(comparisons[0]?.textContent).toContain('client.deploy(')
    expect(comparisons[0]?.textContent).toContain('client.deployments.create(')
  })

  it('orders the releases it is given newest first, and takes its words from props', () => {
    const { container } = render(
      <ChangelogTemplate
        title="What’s new"
        description="Recent changes to Quillpad."
        feed={null}
        latestLabel="Newest"
        className="min-h-svh"
        data-testid="page"
        releases={[
          release('1.1.0', '2025-05-02', 'Offline mode'),
          release('1.3.0', '2025-09-20', 'Shared folders'),
          { ...release('v1.2.0', '2025-07-11', 'Dark theme'), id: 'dark-theme' },
        ]}
        navbar={{ brand: 'Quillpad', links: [{ label: 'Updates', href: '/updates', current: true }] }}
        newsletter={{ title: 'Hear about updates' }}
        footer={{ brand: { label: 'Quillpad', href: '/' } }}
      />,
    )
    expect(screen.getByTestId('page').className).toContain('min-h-svh')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('What’s new')
    expect(screen.getByText('Recent changes to Quillpad.')).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Subscribe via RSS' })).toBeNull()
    expect(articles().map((article) => article.id)).toEqual(['v1-3-0', 'dark-theme', 'v1-1-0'])
    expect(articles().map((article) => within(article).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Shared folders',
      'Dark theme',
      'Offline mode',
    ])
    expect(
      within(articles()[1] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('#dark-theme')
    expect(articles()[1]?.textContent).toContain('v1.2.0')
    expect(articles()[1]?.textContent).not.toContain('vv1.2.0')
    expect(within(articles()[0] as HTMLElement).getByText('Newest')).toBeTruthy()
    expect(container.querySelector('[data-slot="code-comparison"]')).toBeNull()
    expect(screen.queryByText('A resource-based API and SDK')).toBeNull()
    expect(screen.getByRole('link', { name: 'Updates' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('region', { name: 'Hear about updates' })).toBeTruthy()
    expect(screen.getAllByRole('link', { name: 'Quillpad' })).toHaveLength(2)
  })

  it('makes anchors from versions', () => {
    expect(releaseAnchor({ version: '2.4.0' })).toBe('v2-4-0')
    expect(releaseAnchor({ version: 'v10.0.0-beta.1' })).toBe('v10-0-0-beta-1')
    expect(releaseAnchor({ version: '2.4.0', id: 'spring' })).toBe('spring')
  })

  it('hydrates the server render without a warning', async () => {
    expect(await hydrationErrors(<ChangelogTemplate />)).toEqual([])
  })
})
