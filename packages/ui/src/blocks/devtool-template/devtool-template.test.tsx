// @vitest-environment happy-dom
import { resolve } from 'node:path'
import { cleanup, render, screen, within } from '@testing-library/react'
import { MotionGlobalConfig } from 'motion/react'
import { afterEach, describe, expect, it } from 'vitest'
import { hydrationErrors, readableText } from '../../test-support'
import { importedItems, inPageLinks, remoteUrls } from '../template-checks'
import DevtoolTemplate from './devtool-template'
import itemMeta from './devtool-template.meta'

// happy-dom's Web Animations reject when motion cancels them on unmount; these tests check markup.
MotionGlobalConfig.skipAnimations = true

afterEach(cleanup)

describe('DevtoolTemplate', () => {
  it('has one h1, the hero’s', () => {
    const { container } = render(<DevtoolTemplate />)
    expect(container.querySelectorAll('h1')).toHaveLength(1)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('A full-stack preview for every pull request')
  })

  it('shows its sections in order, then the footer’s columns', () => {
    render(<DevtoolTemplate />)
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Every pull request gets a preview at',
      'Staging for every branch, without the staging server',
      'Fast enough to make previews the default',
      'Pay for the previews you run',
      'Product',
      'Developers',
      'Company',
    ])
  })

  it('links the navbar to sections on the page, and every in-page link to an element that exists', () => {
    const { container } = render(<DevtoolTemplate />)
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(
      within(nav)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('a')?.getAttribute('href')),
    ).toEqual(['#features', '#customers', '#performance', '#pricing'])
    const targets = inPageLinks(container)
    expect(targets.length).toBeGreaterThan(5)
    for (const href of targets) expect(document.getElementById(href.slice(1)), href).not.toBeNull()
  })

  it('runs the product’s own command in the hero’s terminal', () => {
    const { container } = render(<DevtoolTemplate />)
    const terminal = container.querySelector<HTMLElement>('[data-slot="terminal"]')
    if (!terminal) throw new Error('no terminal')
    const spoken = readableText(terminal)
    expect(spoken).toContain('$ pitstop up --branch feat/split-payments')
    expect(spoken).toContain('Posted the preview link on pull request #482.')
    expect(spoken).toContain('Preview ready in 41s. It sleeps after 30 idle minutes.')
  })

  it('takes a class name and other props on its root', () => {
    const { container } = render(<DevtoolTemplate className="min-h-svh" data-testid="page" />)
    const root = container.firstElementChild as HTMLElement
    expect(root.tagName).toBe('DIV')
    expect(root.className).toContain('min-h-svh')
    expect(root.dataset.testid).toBe('page')
  })

  it('loads nothing from the network', () => {
    const { container } = render(<DevtoolTemplate />)
    expect(remoteUrls(container)).toEqual([])
  })

  it('is a paid template that declares exactly the blocks and items it imports', () => {
    expect(itemMeta.category).toBe('Template')
    expect(itemMeta.paid).toBe(true)
    expect([...itemMeta.registryDependencies].sort()).toEqual(
      importedItems(resolve(import.meta.dirname, 'devtool-template.tsx')),
    )
  })

  it('hydrates the server render without a warning', async () => {
    expect(await hydrationErrors(<DevtoolTemplate />)).toEqual([])
  })
})
