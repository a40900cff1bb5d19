// @vitest-environment happy-dom
import { resolve } from 'node:path'
import { cleanup, render, screen, within } from '@testing-library/react'
import { MotionGlobalConfig } from 'motion/react'
import { afterEach, describe, expect, it } from 'vitest'
import { hydrationErrors } from '../../test-support'
import { importedItems, inPageLinks, remoteUrls } from '../template-checks'
import SaasTemplate from './saas-template'
import itemMeta from './saas-template.meta'

// happy-dom's Web Animations reject when motion cancels them on unmount; these tests check markup.
MotionGlobalConfig.skipAnimations = true

afterEach(cleanup)

describe('SaasTemplate', () => {
  it('has one h1, the hero’s', () => {
    const { container } = render(<SaasTemplate />)
    expect(container.querySelectorAll('h1')).toHaveLength(1)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'See how your teams work, not just what they ship',
    )
  })

  it('shows its sections in order, then the footer’s columns', () => {
    render(<SaasTemplate />)
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Weekly reviews at 1,200 companies run on Signalboard',
      'One honest picture of how work flows',
      'Engineering leaders stopped guessing',
      'Priced per person, billed only for active teammates',
      'Questions we hear in every demo',
      'Bring better numbers to your next weekly review',
      'Product',
      'Resources',
      'Company',
      'Trust',
    ])
  })

  it('links the navbar to sections on the page, and every in-page link to an element that exists', () => {
    const { container } = render(<SaasTemplate />)
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(
      within(nav)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('a')?.getAttribute('href')),
    ).toEqual(['#features', '#customers', '#pricing', '#faq'])
    const targets = inPageLinks(container)
    expect(targets.length).toBeGreaterThan(5)
    for (const href of targets) expect(document.getElementById(href.slice(1)), href).not.toBeNull()
  })

  it('takes a class name and other props on its root', () => {
    const { container } = render(<SaasTemplate className="min-h-svh" data-testid="page" />)
    const root = container.firstElementChild as HTMLElement
    expect(root.tagName).toBe('DIV')
    expect(root.className).toContain('min-h-svh')
    expect(root.dataset.testid).toBe('page')
  })

  it('loads nothing from the network', () => {
    const { container } = render(<SaasTemplate />)
    expect(remoteUrls(container)).toEqual([])
  })

  it('is a paid template that declares exactly the blocks and items it imports', () => {
    expect(itemMeta.category).toBe('Template')
    expect(itemMeta.paid).toBe(true)
    expect([...itemMeta.registryDependencies].sort()).toEqual(
      importedItems(resolve(import.meta.dirname, 'saas-template.tsx')),
    )
  })

  it('hydrates the server render without a warning', async () => {
    expect(await hydrationErrors(<SaasTemplate />)).toEqual([])
  })
})
