// @vitest-environment happy-dom
import { resolve } from 'node:path'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { hydrationErrors } from '../../test-support'
import { importedItems, inPageLinks, remoteUrls } from '../template-checks'
import AgentTemplate from './agent-template'
import itemMeta from './agent-template.meta'

afterEach(cleanup)

describe('AgentTemplate', () => {
  it('has one h1, the hero’s', () => {
    const { container } = render(<AgentTemplate />)
    expect(container.querySelectorAll('h1')).toHaveLength(1)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'The teammate who clears your issue queue overnight',
    )
  })

  it('shows its sections in order, then the footer’s columns', () => {
    render(<AgentTemplate />)
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'From a new issue to a reviewed fix, without the shuffle',
      'Works where your issues already live',
      'Questions teams ask before they hand over an issue',
      'Hand Patchwell your ten oldest issues',
      'Product',
      'Resources',
      'Company',
    ])
  })

  it('links the navbar to sections on the page, and every in-page link to an element that exists', () => {
    const { container } = render(<AgentTemplate />)
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(
      within(nav)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('a')?.getAttribute('href')),
    ).toEqual(['#features', '#integrations', '#faq'])
    const targets = inPageLinks(container)
    expect(targets.length).toBeGreaterThan(5)
    for (const href of targets) expect(document.getElementById(href.slice(1)), href).not.toBeNull()
  })

  it('takes a class name and other props on its root', () => {
    const { container } = render(<AgentTemplate className="min-h-svh" data-testid="page" />)
    const root = container.firstElementChild as HTMLElement
    expect(root.tagName).toBe('DIV')
    expect(root.className).toContain('min-h-svh')
    expect(root.dataset.testid).toBe('page')
  })

  it('loads nothing from the network', () => {
    const { container } = render(<AgentTemplate />)
    expect(remoteUrls(container)).toEqual([])
  })

  it('is a paid template that declares exactly the blocks and items it imports', () => {
    expect(itemMeta.category).toBe('Template')
    expect(itemMeta.paid).toBe(true)
    expect([...itemMeta.registryDependencies].sort()).toEqual(
      importedItems(resolve(import.meta.dirname, 'agent-template.tsx')),
    )
  })

  it('hydrates the server render without a warning', async () => {
    expect(await hydrationErrors(<AgentTemplate />)).toEqual([])
  })
})
