// @vitest-environment happy-dom
import { resolve } from 'node:path'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { hydrationErrors } from '../../test-support'
import { importedItems, inPageLinks, remoteUrls } from '../template-checks'
import MobileTemplate from './mobile-template'
import itemMeta from './mobile-template.meta'

afterEach(cleanup)

describe('MobileTemplate', () => {
  it('has one h1, the hero’s', () => {
    const { container } = render(<MobileTemplate />)
    expect(container.querySelectorAll('h1')).toHaveLength(1)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Small habits, kept every day')
  })

  it('shows its sections in order, then the footer’s columns', () => {
    render(<MobileTemplate />)
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Built for the days you do not feel like it',
      'Rated 4.8 by people who finally kept going',
      'One small idea, every other Sunday',
      'App',
      'Support',
      'Company',
    ])
  })

  it('links the navbar to sections on the page, and every in-page link to an element that exists', () => {
    const { container } = render(<MobileTemplate />)
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(
      within(nav)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('a')?.getAttribute('href')),
    ).toEqual(['#features', '#reviews', '#newsletter'])
    const targets = inPageLinks(container)
    expect(targets.length).toBeGreaterThan(5)
    for (const href of targets) expect(document.getElementById(href.slice(1)), href).not.toBeNull()
  })

  it('shows the app’s Today screen on a phone under the hero, as a named group screen readers can enter', () => {
    render(<MobileTemplate />)
    const phone = screen.getByRole('group', { name: /Dayloop’s Today screen/ })
    expect(phone.dataset.slot).toBe('iphone')
    expect(phone.querySelector('img, video')).toBeNull()
    expect(within(phone).getAllByRole('listitem')).toHaveLength(5)
    expect(within(phone).getAllByText('Done')).toHaveLength(3)
    expect(within(phone).queryByRole('heading')).toBeNull()
  })

  it('takes a class name and other props on its root', () => {
    const { container } = render(<MobileTemplate className="min-h-svh" data-testid="page" />)
    const root = container.firstElementChild as HTMLElement
    expect(root.tagName).toBe('DIV')
    expect(root.className).toContain('min-h-svh')
    expect(root.dataset.testid).toBe('page')
  })

  it('loads nothing from the network', () => {
    const { container } = render(<MobileTemplate />)
    expect(remoteUrls(container)).toEqual([])
  })

  it('is a paid template that declares exactly the blocks and items it imports', () => {
    expect(itemMeta.category).toBe('Template')
    expect(itemMeta.paid).toBe(true)
    expect([...itemMeta.registryDependencies].sort()).toEqual(
      importedItems(resolve(import.meta.dirname, 'mobile-template.tsx')),
    )
  })

  it('hydrates the server render without a warning', async () => {
    expect(await hydrationErrors(<MobileTemplate />)).toEqual([])
  })
})
