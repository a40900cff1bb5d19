// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import { MotionGlobalConfig } from 'motion/react'
import { renderToString } from 'react-dom/server'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { hydrationErrors, installIntersectionObserver, resetMediaPreferences } from '../../test-support'
import PortfolioTemplate from './portfolio-template'

// happy-dom runs no animation frames for motion: every reveal lands on its end at once here.
beforeAll(() => {
  MotionGlobalConfig.skipAnimations = true
})
afterAll(() => {
  MotionGlobalConfig.skipAnimations = false
})
// Everything is reported in view, so the reveals waiting for it run.
beforeEach(() => {
  installIntersectionObserver({ inView: true })
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  resetMediaPreferences()
})

const region = (name: string) => screen.getByRole('region', { name })

describe('PortfolioTemplate', () => {
  it('has one h1, the name, in an introduction named by it, with an initials avatar hidden from screen readers', () => {
    const { container } = render(<PortfolioTemplate />)
    expect(container.querySelectorAll('h1')).toHaveLength(1)
    const intro = region('Nadia Holm')
    expect(within(intro).getByRole('heading', { level: 1 }).textContent).toBe('Nadia Holm')
    expect(within(intro).getByText('Design engineer', { exact: false })).toBeTruthy()
    const avatar = within(intro).getByText('NH')
    expect(avatar.getAttribute('aria-hidden')).toBe('true')
    expect(container.querySelector('img')).toBeNull()
    expect(within(intro).getByRole('link', { name: 'GitHub' }).getAttribute('href')).toBe('#')
    expect(container.firstElementChild?.tagName).toBe('DIV')
  })

  it('names every section by its h2', () => {
    render(<PortfolioTemplate />)
    for (const name of ['Work experience', 'Education', 'Projects', 'Get in touch']) {
      const section = region(name)
      expect(section.tagName).toBe('SECTION')
      expect(within(section).getAllByRole('heading', { level: 2 })[0]?.textContent).toBe(name)
    }
  })

  it('lists work experience as an ordered timeline with dates in <time> and bullet points', () => {
    render(<PortfolioTemplate />)
    const section = region('Work experience')
    const timeline = section.querySelector('ol')
    if (!timeline) throw new Error('no ordered list')
    const jobs = [...timeline.children]
    expect(jobs.map((job) => job.querySelector('h3')?.textContent)).toEqual([
      'Harbourline',
      'Fieldnote',
      'Kettle & Crane',
    ])
    const [current, previous] = jobs
    expect(current?.textContent).toContain('Senior design engineer')
    expect(current?.textContent).toContain('Mar 2023 – Present')
    expect(current?.querySelector('time')?.getAttribute('dateTime')).toBe('2023-03')
    expect([...(previous?.querySelectorAll('time') ?? [])].map((time) => time.getAttribute('dateTime'))).toEqual([
      '2020-06',
      '2023-02',
    ])
    expect(within(current as HTMLElement).getAllByRole('listitem')).toHaveLength(3)
  })

  it('shows projects as cards with stack tags and distinctly named links over a decorative dot pattern', () => {
    render(<PortfolioTemplate />)
    const section = region('Projects')
    const pattern = section.querySelector('[data-slot="dot-pattern"]')
    expect(pattern?.getAttribute('aria-hidden')).toBe('true')
    const cards = within(section).getAllByRole('article')
    expect(cards).toHaveLength(4)
    const tidepool = cards[0] as HTMLElement
    expect(within(tidepool).getByRole('heading', { level: 3 }).textContent).toBe('Tidepool')
    const stack = within(tidepool).getByRole('list', { name: 'Built with' })
    expect(
      within(stack)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['TypeScript', 'React', 'Zod'])
    expect(within(section).getByRole('link', { name: 'Source: Tidepool' })).toBeTruthy()
    expect(within(section).getByRole('link', { name: 'Source: Slow Radio' })).toBeTruthy()
  })

  it('ends with a mailto link', () => {
    render(<PortfolioTemplate />)
    const contact = region('Get in touch')
    expect(within(contact).getByRole('link', { name: 'Email me' }).getAttribute('href')).toBe(
      'mailto:nadia@example.com',
    )
  })

  it('takes its content from data, keeping the defaults of what it leaves out', () => {
    render(
      <PortfolioTemplate
        className="min-h-svh"
        data-testid="page"
        data={{
          name: 'Ravi Castellanos',
          role: 'Platform engineer',
          links: [{ label: 'Blog', href: '/blog' }],
          experienceTitle: 'Career',
          experience: [
            {
              company: 'Lumen Freight',
              role: 'Staff engineer',
              start: { dateTime: '2021-01', label: 'January 2021' },
              highlights: ['Cut deploy times in half.'],
            },
          ],
          projects: [{ title: 'Quay', description: 'A queue.', stack: ['Go'], links: [] }],
          email: 'ravi@example.org',
          contactLabel: 'Write to me',
        }}
      />,
    )
    expect(screen.getByTestId('page').className).toContain('min-h-svh')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ravi Castellanos')
    expect(screen.getByText('RC').getAttribute('aria-hidden')).toBe('true')
    expect(screen.getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/blog')
    expect(screen.queryByRole('link', { name: 'GitHub' })).toBeNull()
    const career = region('Career')
    expect(within(career).getByText('Lumen Freight')).toBeTruthy()
    expect(screen.queryByText('Harbourline')).toBeNull()
    expect(within(region('Projects')).getAllByRole('article')).toHaveLength(1)
    expect(screen.getByRole('link', { name: 'Write to me' }).getAttribute('href')).toBe('mailto:ravi@example.org')
    // What data leaves out keeps its default.
    expect(region('Education')).toBeTruthy()
  })

  it('server-renders all its content visible, before any script runs', () => {
    const html = renderToString(<PortfolioTemplate />)
    expect(html).toContain('Nadia Holm')
    expect(html).toContain('Margin Notes')
    expect(html).not.toMatch(/opacity:\s*0[;"]/)
  })

  it('hydrates the server render without a warning', async () => {
    expect(await hydrationErrors(<PortfolioTemplate />)).toEqual([])
  })
})
