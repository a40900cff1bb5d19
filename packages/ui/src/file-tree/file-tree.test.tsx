// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { hydrationErrors } from '../test-support'
import { CollapseButton, File, Folder, Tree, type TreeProps, type TreeViewElement } from './file-tree'

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

  it('supports custom icons and no guide lines', () => {
    render(
      <Tree aria-label="Files" indicator={false} closeIcon={<i data-testid="closed" />}>
        <Folder value="docs" element="docs">
          <File value="a" fileIcon={<i data-testid="file-icon" />}>
            a
          </File>
        </Folder>
      </Tree>,
    )
    expect(screen.getByTestId('closed')).toBeTruthy()
    expect(screen.getByTestId('file-icon')).toBeTruthy()
    expect(folderOf('docs')?.querySelector('[role="group"]')?.className).not.toContain('before:')
  })

  it('treats isSelectable={false} as Magic UI does: dimmed, neither opened nor selected', () => {
    const handleSelect = vi.fn()
    render(
      <Tree aria-label="Files" initialSelectedId="off">
        <Folder value="locked" element="locked" isSelectable={false}>
          <File value="secret">secret</File>
        </Folder>
        <File value="off" isSelectable={false} handleSelect={handleSelect}>
          off
        </File>
      </Tree>,
    )
    const locked = folderOf('locked')
    fireEvent.click(locked?.querySelector('[data-slot="folder-trigger"]') as Element)
    expect(locked?.getAttribute('aria-expanded')).toBe('false')
    expect(locked?.getAttribute('aria-selected')).toBe('false')
    expect(locked?.getAttribute('aria-disabled')).toBe('true')
    expect(locked?.querySelector('[data-slot="folder-trigger"]')?.hasAttribute('data-disabled')).toBe(true)
    // Even as the initial selection, an unselectable item is not shown selected.
    expect(item('off').getAttribute('aria-selected')).toBe('false')
    fireEvent.click(within(item('off')).getByText('off'))
    focusOn('off')
    press('Enter')
    expect(handleSelect).not.toHaveBeenCalled()
    expect(item('off').getAttribute('aria-disabled')).toBe('true')
  })

  it('shows isSelect as the selected state, whatever the tree has selected', () => {
    render(
      <Tree aria-label="Files" initialSelectedId="b">
        <Folder value="docs" element="docs" isSelect>
          <File value="a" isSelect>
            a
          </File>
          <File value="b" isSelect={false}>
            b
          </File>
        </Folder>
      </Tree>,
    )
    expect(folderOf('docs')?.getAttribute('aria-selected')).toBe('true')
    expect(item('a').getAttribute('aria-selected')).toBe('true')
    expect(item('b').getAttribute('aria-selected')).toBe('false')
    expect(item('a').querySelector('[data-slot="file-trigger"]')?.hasAttribute('data-selected')).toBe(true)
  })

  it("calls a file's handleSelect with its value when the user selects it by click, Enter or Space", () => {
    const handleSelect = vi.fn()
    const onSelectedChange = vi.fn()
    render(
      <Tree aria-label="Files" onSelectedChange={onSelectedChange}>
        <File value="a.ts" handleSelect={handleSelect}>
          a.ts
        </File>
        <File value="b.ts">b.ts</File>
      </Tree>,
    )
    fireEvent.click(within(item('a.ts')).getByText('a.ts'))
    expect(handleSelect).toHaveBeenLastCalledWith('a.ts')
    focusOn('b.ts')
    press('Enter')
    expect(handleSelect).toHaveBeenCalledTimes(1)
    expect(onSelectedChange).toHaveBeenLastCalledWith('b.ts')
    press('ArrowUp')
    press(' ')
    expect(handleSelect).toHaveBeenCalledTimes(2)
  })
})

const ELEMENTS: TreeViewElement[] = [
  {
    id: 'src',
    name: 'src',
    children: [
      { id: 'src/page10.tsx', name: 'page10.tsx' },
      { id: 'src/page2.tsx', name: 'page2.tsx' },
      { id: 'src/app', name: 'app', children: [{ id: 'src/app/layout.tsx', name: 'layout.tsx' }] },
      { id: 'src/empty', name: 'empty', type: 'folder' },
      {
        id: 'src/vendor',
        name: 'vendor',
        isSelectable: false,
        children: [{ id: 'src/vendor/x', name: 'x', children: [{ id: 'src/vendor/x/y.ts', name: 'y.ts' }] }],
      },
    ],
  },
  { id: 'README.md', name: 'README.md' },
  { id: 'public', name: 'public', children: [{ id: 'public/logo.svg', name: 'logo.svg' }] },
]

const labels = (root: ParentNode) =>
  [...root.querySelectorAll(':scope > [role="treeitem"], :scope > * > [role="treeitem"]')].map(
    (node) => node.querySelector('[data-slot="file-tree-label"]')?.textContent,
  )
const groupOf = (value: string) => folderOf(value)?.querySelector('[role="group"]') as HTMLElement

describe('Tree from elements', () => {
  it('renders folders and files from data, folders first then by name, numbers in order', () => {
    render(<Tree aria-label="Project" elements={ELEMENTS} />)
    expect(labels(screen.getByRole('tree'))).toEqual(['public', 'src', 'README.md'])
    expect(labels(groupOf('src'))).toEqual(['app', 'empty', 'vendor', 'page2.tsx', 'page10.tsx'])
    // An element typed as a folder is one even with no children; one without children is a file.
    expect(folderOf('src/empty')).not.toBeNull()
    expect(item('README.md').dataset.slot).toBe('file')
    expect(folderOf('src/vendor')?.getAttribute('aria-disabled')).toBe('true')
  })

  it('keeps the given order with sort="none" and takes a comparator', () => {
    const { unmount } = render(<Tree aria-label="Project" elements={ELEMENTS} sort="none" />)
    expect(labels(screen.getByRole('tree'))).toEqual(['src', 'README.md', 'public'])
    expect(labels(groupOf('src'))).toEqual(['page10.tsx', 'page2.tsx', 'app', 'empty', 'vendor'])
    unmount()
    render(<Tree aria-label="Project" elements={ELEMENTS} sort={(a, b) => b.name.localeCompare(a.name)} />)
    expect(labels(screen.getByRole('tree'))).toEqual(['src', 'README.md', 'public'])
  })

  it('opens the folders around initialSelectedId from the first render, on the server too', () => {
    const tree = <Tree aria-label="Project" elements={ELEMENTS} initialSelectedId="src/app/layout.tsx" />
    const host = document.createElement('div')
    host.innerHTML = renderToString(tree)
    const open = [...host.querySelectorAll('[data-slot="folder"][aria-expanded="true"]')].map(
      (node) => (node as HTMLElement).dataset.value,
    )
    expect(open).toEqual(['src', 'src/app'])
    render(tree)
    expect(item('layout.tsx').getAttribute('aria-selected')).toBe('true')
    expect(document.querySelector<HTMLElement>('[tabindex="0"]')?.dataset.value).toBe('src/app/layout.tsx')
  })

  it('opens a selected folder itself, and uses elements for the path when children are given too', () => {
    render(
      <Tree aria-label="Project" elements={ELEMENTS} initialSelectedId="public" initialExpandedItems={['src']}>
        <Folder value="src" element="src">
          <File value="src/page2.tsx">page2.tsx</File>
        </Folder>
        <Folder value="public" element="public">
          <File value="public/logo.svg">logo.svg</File>
        </Folder>
      </Tree>,
    )
    expect(folderOf('src')?.getAttribute('aria-expanded')).toBe('true')
    expect(folderOf('public')?.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getAllByRole('treeitem')).toHaveLength(4)
  })

  it('keeps the keyboard tree: arrows move through the rendered data', () => {
    render(<Tree aria-label="Project" elements={ELEMENTS} initialExpandedItems={['src']} />)
    focusOn('public')
    press('ArrowDown')
    expect(focused()).toBe('src')
    press('ArrowDown')
    expect(focused()).toBe('src/app')
    press('ArrowRight')
    expect(folderOf('src/app')?.getAttribute('aria-expanded')).toBe('true')
    press('End')
    expect(focused()).toBe('README.md')
  })

  it('hydrates without warnings', async () => {
    expect(
      await hydrationErrors(<Tree aria-label="Project" elements={ELEMENTS} initialSelectedId="public/logo.svg" />),
    ).toEqual([])
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

  it('expands the selectable folders of its elements, not looking inside unselectable ones', () => {
    render(
      <Tree aria-label="Project" elements={ELEMENTS}>
        <CollapseButton elements={ELEMENTS} />
      </Tree>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Expand all' }))
    for (const value of ['src', 'src/app', 'public'])
      expect(folderOf(value)?.getAttribute('aria-expanded')).toBe('true')
    // Unselectable, and empty, folders stay closed, as do the folders inside an unselectable one.
    for (const value of ['src/vendor', 'src/vendor/x', 'src/empty'])
      expect(folderOf(value)?.getAttribute('aria-expanded')).toBe('false')
  })

  it("falls back to the tree's elements when given none itself", () => {
    render(
      <Tree aria-label="Project" elements={ELEMENTS}>
        <CollapseButton />
      </Tree>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Expand all' }))
    expect(folderOf('src/app')?.getAttribute('aria-expanded')).toBe('true')
    expect(folderOf('src/vendor/x')?.getAttribute('aria-expanded')).toBe('false')
  })

  it('opens everything from the first render with expandAll and data, on the server too', () => {
    const tree = (
      <Tree aria-label="Project" elements={ELEMENTS}>
        <CollapseButton elements={ELEMENTS} expandAll />
      </Tree>
    )
    expect(renderToString(tree).match(/aria-expanded="true"/g)).toHaveLength(3)
    render(tree)
    expect(folderOf('src/app')?.getAttribute('aria-expanded')).toBe('true')
    fireEvent.click(screen.getByRole('button', { name: 'Collapse all' }))
    expect(folderOf('src')?.getAttribute('aria-expanded')).toBe('false')
  })

  it('opens every folder once mounted with expandAll and no data', () => {
    render(
      <Tree aria-label="Files">
        <Folder value="a" element="a">
          <Folder value="b" element="b">
            <File value="c">c</File>
          </Folder>
        </Folder>
        <Folder value="off" element="off" isSelectable={false}>
          <File value="d">d</File>
        </Folder>
        <CollapseButton expandAll />
      </Tree>,
    )
    expect(folderOf('a')?.getAttribute('aria-expanded')).toBe('true')
    expect(folderOf('b')?.getAttribute('aria-expanded')).toBe('true')
    expect(folderOf('off')?.getAttribute('aria-expanded')).toBe('false')
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
