// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { hydrationErrors } from '../test-support'
import { CollapseButton, File, Folder, Tree, type TreeProps } from './file-tree'

afterEach(cleanup)

function Project(props: Partial<TreeProps>) {
  return (
    <Tree aria-label="Project files" initialExpandedItems={['src']} {...props}>
      <Folder value="src" element="src">
        <File value="src/app.tsx">app.tsx</File>
        <Folder value="lib" element="lib">
          <File value="src/lib/utils.ts">utils.ts</File>
        </Folder>
        <File value="src/main.tsx">main.tsx</File>
      </Folder>
      <Folder value="public" element="public">
        <File value="public/logo.svg">logo.svg</File>
      </Folder>
      <File value="package.json">package.json</File>
      <CollapseButton />
    </Tree>
  )
}

const item = (name: string) => screen.getByRole('treeitem', { name: new RegExp(`^${name}`) })
const folderOf = (value: string) => document.querySelector<HTMLElement>(`[data-slot="folder"][data-value="${value}"]`)
const focused = () => (document.activeElement as HTMLElement | null)?.dataset.value
const press = (key: string) => {
  const target = document.activeElement
  if (!target) throw new Error('nothing focused')
  fireEvent.keyDown(target, { key })
}
const focusOn = (value: string) =>
  act(() => document.querySelector<HTMLElement>(`[role="treeitem"][data-value="${value}"]`)?.focus())

describe('Tree', () => {
  it('exposes a named tree of treeitems with groups, expanded state and inert closed folders', () => {
    render(<Project />)
    const tree = screen.getByRole('tree', { name: 'Project files' })
    expect(tree.parentElement?.dataset.slot).toBe('file-tree')
    expect(folderOf('src')?.getAttribute('aria-expanded')).toBe('true')
    expect(folderOf('public')?.getAttribute('aria-expanded')).toBe('false')
    expect(folderOf('src')?.querySelector('[role="group"]')).not.toBeNull()

    const closed = folderOf('public')?.querySelector('[data-slot="folder-content"]')
    expect(closed?.hasAttribute('inert')).toBe(true)
    expect(closed?.className).toContain('grid-rows-[0fr]')
    const open = folderOf('src')?.querySelector('[data-slot="folder-content"]')
    expect(open?.hasAttribute('inert')).toBe(false)
    expect(open?.className).toContain('grid-rows-[1fr]')

    // Closed folders stay mounted (for "expand all") but out of reach.
    expect(tree.querySelectorAll('[role="treeitem"]')).toHaveLength(8)
  })

  it('marks the initial selection and gives the tree a single tab stop on it', () => {
    render(<Project initialSelectedId="src/app.tsx" />)
    expect(item('app.tsx').getAttribute('aria-selected')).toBe('true')
    expect(item('package.json').getAttribute('aria-selected')).toBe('false')
    const stops = document.querySelectorAll('[role="treeitem"][tabindex="0"]')
    expect(stops).toHaveLength(1)
    expect((stops[0] as HTMLElement).dataset.value).toBe('src/app.tsx')
  })

  it('moves the tab stop to the first item, or to the nearest visible folder of a hidden selection', () => {
    const { unmount } = render(<Project />)
    expect(document.querySelector<HTMLElement>('[tabindex="0"]')?.dataset.value).toBe('src')
    unmount()
    render(<Project initialSelectedId="public/logo.svg" />)
    expect(document.querySelector<HTMLElement>('[tabindex="0"]')?.dataset.value).toBe('public')
  })

  it('opens and closes folders on click and selects files, reporting the selection', () => {
    const onSelectedChange = vi.fn()
    render(<Project onSelectedChange={onSelectedChange} />)
    const publicRow = folderOf('public')?.querySelector('[data-slot="folder-trigger"]')
    if (!publicRow) throw new Error('row missing')
    fireEvent.click(publicRow)
    expect(folderOf('public')?.getAttribute('aria-expanded')).toBe('true')
    expect(folderOf('public')?.getAttribute('aria-selected')).toBe('true')
    fireEvent.click(publicRow)
    expect(folderOf('public')?.getAttribute('aria-expanded')).toBe('false')

    fireEvent.click(within(item('package.json')).getByText('package.json'))
    expect(item('package.json').getAttribute('aria-selected')).toBe('true')
    expect(item('package.json').querySelector('[data-slot="file-trigger"]')?.hasAttribute('data-selected')).toBe(true)
    expect(onSelectedChange).toHaveBeenLastCalledWith('package.json')
  })

  it('navigates with the arrow keys, Home and End, skipping closed folders', () => {
    render(<Project />)
    focusOn('src')
    press('ArrowDown')
    expect(focused()).toBe('src/app.tsx')
    press('ArrowDown')
    expect(focused()).toBe('lib')
    press('ArrowDown')
    expect(focused()).toBe('src/main.tsx')
    press('ArrowDown')
    expect(focused()).toBe('public')
    press('ArrowUp')
    expect(focused()).toBe('src/main.tsx')
    press('End')
    expect(focused()).toBe('package.json')
    press('Home')
    expect(focused()).toBe('src')
    expect(document.activeElement?.getAttribute('tabindex')).toBe('0')
  })

  it('opens, enters, closes and leaves folders with Right and Left', () => {
    render(<Project />)
    focusOn('lib')
    press('ArrowRight')
    expect(folderOf('lib')?.getAttribute('aria-expanded')).toBe('true')
    expect(focused()).toBe('lib')
    press('ArrowRight')
    expect(focused()).toBe('src/lib/utils.ts')
    press('ArrowLeft')
    expect(focused()).toBe('lib')
    press('ArrowLeft')
    expect(folderOf('lib')?.getAttribute('aria-expanded')).toBe('false')
    press('ArrowLeft')
    expect(focused()).toBe('src')
  })

  it('swaps Left and Right in right-to-left trees', () => {
    render(<Project dir="rtl" />)
    focusOn('lib')
    press('ArrowLeft')
    expect(folderOf('lib')?.getAttribute('aria-expanded')).toBe('true')
    press('ArrowRight')
    expect(folderOf('lib')?.getAttribute('aria-expanded')).toBe('false')
  })

  it('toggles folders and selects items with Enter and Space', () => {
    render(<Project />)
    focusOn('public')
    press('Enter')
    expect(folderOf('public')?.getAttribute('aria-expanded')).toBe('true')
    expect(folderOf('public')?.getAttribute('aria-selected')).toBe('true')
    press('ArrowDown')
    press(' ')
    expect(item('logo.svg').getAttribute('aria-selected')).toBe('true')
    expect(folderOf('public')?.getAttribute('aria-selected')).toBe('false')
  })

  it('jumps to the next item starting with a typed letter', () => {
    render(<Project />)
    focusOn('src')
    press('p')
    expect(focused()).toBe('public')
    press('p')
    expect(focused()).toBe('package.json')
    press('m')
    expect(focused()).toBe('src/main.tsx')
  })

  it('keeps disabled items reachable but neither opens nor selects them', () => {
    render(
      <Tree aria-label="Files">
        <Folder value="locked" element="locked" disabled>
          <File value="secret">secret</File>
        </Folder>
        <File value="off" disabled>
          off
        </File>
      </Tree>,
    )
    const locked = folderOf('locked')
    fireEvent.click(locked?.querySelector('[data-slot="folder-trigger"]') as Element)
    expect(locked?.getAttribute('aria-expanded')).toBe('false')
    expect(locked?.getAttribute('aria-disabled')).toBe('true')
    focusOn('off')
    press('Enter')
    expect(item('off').getAttribute('aria-selected')).toBe('false')
    press('ArrowUp')
    expect(focused()).toBe('locked')
  })

  it('leaves folders unselectable when asked and supports custom icons and no guide lines', () => {
    render(
      <Tree aria-label="Files" indicator={false} closeIcon={<i data-testid="closed" />}>
        <Folder value="docs" element="docs" isSelectable={false}>
          <File value="a" fileIcon={<i data-testid="file-icon" />}>
            a
          </File>
        </Folder>
      </Tree>,
    )
    const docs = folderOf('docs')
    expect(docs?.hasAttribute('aria-selected')).toBe(false)
    expect(screen.getByTestId('closed')).toBeTruthy()
    expect(screen.getByTestId('file-icon')).toBeTruthy()
    expect(docs?.querySelector('[role="group"]')?.className).not.toContain('before:')
  })
})

describe('CollapseButton', () => {
  it('sits outside the tree role and expands every folder, then collapses them all', () => {
    render(<Project initialExpandedItems={[]} />)
    const button = screen.getByRole('button', { name: 'Expand all' })
    expect(button.closest('[role="tree"]')).toBeNull()
    fireEvent.click(button)
    for (const value of ['src', 'lib', 'public']) expect(folderOf(value)?.getAttribute('aria-expanded')).toBe('true')
    fireEvent.click(screen.getByRole('button', { name: 'Collapse all' }))
    for (const value of ['src', 'lib', 'public']) expect(folderOf(value)?.getAttribute('aria-expanded')).toBe('false')
  })
})

describe('Tree rendering', () => {
  it('animates opening with CSS that is switched off under reduced motion', () => {
    const { container } = render(<Project />)
    const content = container.querySelector('[data-slot="folder-content"]')
    expect(content?.className).toContain('transition-[grid-template-rows,opacity]')
    expect(content?.className).toContain('motion-reduce:transition-none')
  })

  it('runs no continuous animation, so there is nothing to pause off screen or in a hidden tab', () => {
    const { container } = render(<Project />)
    expect(container.innerHTML).not.toMatch(/(^|[\s"])animate-/)
    expect(container.innerHTML).not.toContain('infinite')
  })

  it('renders on the server with the initial state', () => {
    const html = renderToString(<Project initialSelectedId="src/app.tsx" />)
    expect(html).toContain('role="tree"')
    expect(html).toContain('aria-expanded="true"')
    expect(html).toContain('aria-selected="true"')
    expect(html).toContain('inert=""')
  })

  it('hydrates without warnings', async () => {
    expect(await hydrationErrors(<Project initialSelectedId="public/logo.svg" />)).toEqual([])
  })

  it('refuses to render a folder outside a tree', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<Folder value="x" element="x" />)).toThrow(/inside <Tree>/)
    vi.restoreAllMocks()
  })
})
