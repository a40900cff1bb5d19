// @vitest-environment happy-dom
import { resolve } from 'node:path'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { hydrationErrors } from '../../test-support'
import { importedItems, inPageLinks, remoteUrls } from '../template-checks'
import StartupTemplate from './startup-template'
import itemMeta from './startup-template.meta'

// cobe needs WebGL, which happy-dom lacks; the stand-in wraps the canvas in a div as the real one does.
vi.mock('cobe', () => ({
  default: vi.fn((canvas: HTMLCanvasElement) => {
    const wrapper = document.createElement('div')
    canvas.parentElement?.insertBefore(wrapper, canvas)
    wrapper.append(canvas)
    return { update: vi.fn(), destroy: vi.fn() }
  }),
}))

// happy-dom's Web Animations reject when motion cancels them; without `Element.prototype.animate`
// motion runs its own frame loop, as in the video dialog's own tests.
const waapi = Object.getOwnPropertyDescriptor(Element.prototype, 'animate')
beforeAll(() => {
  Reflect.deleteProperty(Element.prototype, 'animate')
})
afterAll(() => {
  if (waapi) Object.defineProperty(Element.prototype, 'animate', waapi)
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('StartupTemplate', () => {
  it('has one h1, the hero’s', () => {
    const { container } = render(<StartupTemplate />)
    expect(container.querySelectorAll('h1')).toHaveLength(1)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Run your batch jobs when the grid runs on sun and wind',
    )
  })

  it('shows its sections in order, then the footer’s columns', () => {
    render(<StartupTemplate />)
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'What a little patience saves',
      'Give us a deadline. We find the cleanest hour.',
      'Early teams, real reductions',
      'Move your first workload to a greener hour this week',
      'Product',
      'Research',
      'Company',
    ])
  })

  it('links the navbar to sections on the page, and every in-page link to an element that exists', () => {
    const { container } = render(<StartupTemplate />)
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(
      within(nav)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('a')?.getAttribute('href')),
    ).toEqual(['#how-it-works', '#impact', '#customers'])
    const targets = inPageLinks(container)
    expect(targets.length).toBeGreaterThan(5)
    for (const href of targets) expect(document.getElementById(href.slice(1)), href).not.toBeNull()
  })

  it('puts a poster drawn inline over the hero’s video, and the globe out of reach of assistive technology', () => {
    const { container } = render(<StartupTemplate />)
    const poster = screen.getByRole('img', { name: /grid’s carbon intensity/ })
    expect(poster.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/)
    expect(screen.getByRole('button', { name: 'Play the ninety-second overview' })).toBeTruthy()
    const globe = container.querySelector('[data-slot="globe"]')
    expect(globe).toBeTruthy()
    expect(globe?.closest('[aria-hidden="true"]')).toBeTruthy()
  })

  it('takes a class name and other props on its root', () => {
    const { container } = render(<StartupTemplate className="min-h-svh" data-testid="page" />)
    const root = container.firstElementChild as HTMLElement
    expect(root.tagName).toBe('DIV')
    expect(root.className).toContain('min-h-svh')
    expect(root.dataset.testid).toBe('page')
  })

  it('loads nothing from the network', () => {
    const { container } = render(<StartupTemplate />)
    expect(remoteUrls(container)).toEqual([])
  })

  it('is a paid template that declares exactly the blocks and items it imports', () => {
    expect(itemMeta.category).toBe('Template')
    expect(itemMeta.paid).toBe(true)
    expect([...itemMeta.registryDependencies].sort()).toEqual(
      importedItems(resolve(import.meta.dirname, 'startup-template.tsx')),
    )
  })

  it('hydrates the server render without a warning', async () => {
    expect(await hydrationErrors(<StartupTemplate />)).toEqual([])
  })
})
