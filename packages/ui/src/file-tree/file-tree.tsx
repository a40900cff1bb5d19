'use client'

import * as React from 'react'
import { cn } from '../lib/utils'

type TreeContextValue = {
  expanded: ReadonlySet<string>
  selectedId: string | undefined
  /** The item that holds the tree's single tab stop (roving tabindex). */
  focusedId: string | undefined
  indicator: boolean
  openIcon: React.ReactNode
  closeIcon: React.ReactNode
  setFocusedId: (value: string) => void
  registerFolder: (value: string, enabled: boolean) => () => void
  /** Files' `handleSelect` callbacks by value, called when the user selects that file. */
  selectHandlersRef: React.RefObject<Map<string, (id: string) => void>>
  expandAll: (elements?: TreeViewElement[]) => void
  collapseAll: () => void
  /** The tree's data, when it was given some. */
  elements: TreeViewElement[] | undefined
}

const TreeContext = React.createContext<TreeContextValue | null>(null)

function useTree(component: string): TreeContextValue {
  const context = React.useContext(TreeContext)
  if (!context) throw new Error(`<${component}> must be rendered inside <Tree>.`)
  return context
}

/** Tree items that are shown, in document order: those not inside a collapsed folder. */
function visibleItems(tree: HTMLElement): HTMLElement[] {
  return [...tree.querySelectorAll<HTMLElement>('[role="treeitem"]')].filter((item) => {
    const collapsed = item.parentElement?.closest('[data-slot="folder-content"][data-state="closed"]')
    return !collapsed || !tree.contains(collapsed)
  })
}

function itemLabel(item: HTMLElement): string {
  return item.querySelector('[data-slot="file-tree-label"]')?.textContent?.trim().toLowerCase() ?? ''
}

/** One node of a tree described as data, for `Tree`'s `elements`. */
export type TreeViewElement = {
  /** Unique within the tree; the node's `value`. */
  id: string
  /** The label shown. */
  name: string
  /** Needed only for an empty folder: a node with `children` is a folder, one without is a file. */
  type?: 'file' | 'folder'
  /** `false` shows the node dimmed; it cannot be opened or selected. */
  isSelectable?: boolean
  children?: TreeViewElement[]
}

/** Sibling order of a tree rendered from `elements`: folders first then by name, as given, or your own. */
export type TreeSortMode = 'default' | 'none' | ((a: TreeViewElement, b: TreeViewElement) => number)

const isFolderElement = (element: TreeViewElement) => (element.type ? element.type === 'folder' : !!element.children)

// A fixed locale, so the server and the browser sort alike; numeric, so `file2` comes before `file10`.
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' })

function compareElements(a: TreeViewElement, b: TreeViewElement): number {
  const folders = Number(isFolderElement(b)) - Number(isFolderElement(a))
  return folders || collator.compare(a.name, b.name)
}

function renderElements(elements: TreeViewElement[], sort: TreeSortMode): React.ReactNode {
  const compare = sort === 'default' ? compareElements : sort === 'none' ? undefined : sort
  const ordered = compare ? [...elements].sort(compare) : elements
  return ordered.map((element) =>
    isFolderElement(element) ? (
      <Folder key={element.id} value={element.id} element={element.name} isSelectable={element.isSelectable}>
        {renderElements(element.children ?? [], sort)}
      </Folder>
    ) : (
      <File key={element.id} value={element.id} isSelectable={element.isSelectable}>
        {element.name}
      </File>
    ),
  )
}

/** Folders that "expand all" opens: selectable ones with contents, not looking inside the others. */
function expandableFolders(elements: TreeViewElement[]): string[] {
  return elements.flatMap((element) =>
    element.isSelectable !== false && element.children?.length
      ? [element.id, ...expandableFolders(element.children)]
      : [],
  )
}

/** The folders on the way to `id` — and `id` itself when it is a folder that can open — or none. */
function pathTo(elements: TreeViewElement[], id: string): string[] | undefined {
  for (const element of elements) {
    if (element.id === id) return isFolderElement(element) && element.isSelectable !== false ? [element.id] : []
    const below = element.children && pathTo(element.children, id)
    if (below) return [element.id, ...below]
  }
  return undefined
}

export type TreeProps = React.ComponentProps<'div'> & {
  /** Folder values that start open. */
  initialExpandedItems?: string[]
  /** The value of the item that starts selected. */
  initialSelectedId?: string
  /** Called with an item's value when the user selects it. */
  onSelectedChange?: (value: string) => void
  /** Draw a guide line beside the contents of each open folder. */
  indicator?: boolean
  /** Icon for open folders; a folder outline by default. */
  openIcon?: React.ReactNode
  /** Icon for closed folders; a folder outline by default. */
  closeIcon?: React.ReactNode
  /**
   * The tree as data. Rendered when there are no `Folder` or `File` children; either way the
   * folders around `initialSelectedId` start open.
   */
  elements?: TreeViewElement[]
  /** Sibling order when the tree is rendered from `elements`. */
  sort?: TreeSortMode
}

/**
 * An accessible file tree following the WAI-ARIA tree pattern: one tab stop, arrow keys to move,
 * open and close, Home/End, Enter or Space to toggle and select, and type-ahead by first letter.
 * Closed folders keep their contents mounted but inert, so "expand all" knows every folder and the
 * open and close animate in plain CSS. A `CollapseButton` among the children is rendered below the
 * tree, outside its `role="tree"` element. The items come from the children, or from `elements`.
 */
export function Tree({
  initialExpandedItems,
  initialSelectedId,
  onSelectedChange,
  indicator = true,
  openIcon,
  closeIcon,
  elements,
  sort = 'default',
  dir,
  className,
  children,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  ...props
}: TreeProps) {
  const treeRef = React.useRef<HTMLDivElement>(null)
  const items: React.ReactNode[] = []
  const controls: React.ReactElement<CollapseButtonProps>[] = []
  for (const child of React.Children.toArray(children)) {
    if (React.isValidElement<CollapseButtonProps>(child) && child.type === CollapseButton) controls.push(child)
    else items.push(child)
  }

  // Everything that decides what starts open is known in the first render, so the server's markup
  // already shows it and hydration changes nothing.
  const [expanded, setExpanded] = React.useState<ReadonlySet<string>>(() => {
    const open = new Set(initialExpandedItems)
    const path = elements && initialSelectedId !== undefined ? pathTo(elements, initialSelectedId) : undefined
    for (const id of path ?? []) open.add(id)
    for (const { props: button } of controls) {
      const data = button.elements ?? elements
      if (button.expandAll && data) for (const id of expandableFolders(data)) open.add(id)
    }
    return open
  })
  const [selectedId, setSelectedId] = React.useState(initialSelectedId)
  const [focusedId, setFocusedId] = React.useState(initialSelectedId)
  const folders = React.useRef(new Map<string, boolean>())
  const selectHandlersRef = React.useRef(new Map<string, (id: string) => void>())

  const setOpen = React.useCallback((value: string, open: boolean) => {
    setExpanded((current) => {
      if (current.has(value) === open) return current
      const next = new Set(current)
      if (open) next.add(value)
      else next.delete(value)
      return next
    })
  }, [])

  const select = React.useCallback(
    (value: string) => {
      setSelectedId(value)
      onSelectedChange?.(value)
      selectHandlersRef.current.get(value)?.(value)
    },
    [onSelectedChange],
  )

  const registerFolder = React.useCallback((value: string, enabled: boolean) => {
    folders.current.set(value, enabled)
    return () => {
      folders.current.delete(value)
    }
  }, [])

  const expandAll = React.useCallback((data?: TreeViewElement[]) => {
    const ids = data
      ? expandableFolders(data)
      : [...folders.current].filter(([, enabled]) => enabled).map(([value]) => value)
    setExpanded((current) => new Set([...current, ...ids]))
  }, [])
  const collapseAll = React.useCallback(() => setExpanded(new Set()), [])

  // Keep the tab stop on a visible item: first mount, or after its folder was closed around it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `expanded` changes which items the DOM shows
  React.useEffect(() => {
    const tree = treeRef.current
    if (!tree) return
    const items = visibleItems(tree)
    if (items.some((item) => item.dataset.value === focusedId)) return
    let fallback = items[0]
    const hidden = [...tree.querySelectorAll<HTMLElement>('[role="treeitem"]')].find(
      (item) => item.dataset.value === focusedId,
    )
    for (let ancestor = hidden?.parentElement?.closest<HTMLElement>('[role="treeitem"]'); ancestor; ) {
      if (items.includes(ancestor)) {
        fallback = ancestor
        break
      }
      ancestor = ancestor.parentElement?.closest<HTMLElement>('[role="treeitem"]')
    }
    if (fallback?.dataset.value) setFocusedId(fallback.dataset.value)
  }, [expanded, focusedId])

  const handleKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const tree = treeRef.current
    const item = (event.target as HTMLElement).closest<HTMLElement>('[role="treeitem"]')
    if (!tree || !item || !tree.contains(item) || event.altKey || event.ctrlKey || event.metaKey) return
    const items = visibleItems(tree)
    const index = items.indexOf(item)
    const value = item.dataset.value ?? ''
    const isFolder = item.dataset.slot === 'folder'
    const isOpen = item.getAttribute('aria-expanded') === 'true'
    const disabled = item.getAttribute('aria-disabled') === 'true'
    const [inward, outward] = dir === 'rtl' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft']
    const move = (target: HTMLElement | null | undefined) => target?.focus()

    switch (event.key) {
      case 'ArrowDown':
        move(items[index + 1])
        break
      case 'ArrowUp':
        move(items[index - 1])
        break
      case 'Home':
        move(items[0])
        break
      case 'End':
        move(items[items.length - 1])
        break
      case inward:
        if (isFolder && !isOpen && !disabled) setOpen(value, true)
        else if (isFolder && isOpen && items[index + 1] && item.contains(items[index + 1] ?? null))
          move(items[index + 1])
        break
      case outward:
        if (isFolder && isOpen && !disabled) setOpen(value, false)
        else move(item.parentElement?.closest<HTMLElement>('[role="treeitem"]'))
        break
      case 'Enter':
      case ' ':
        if (disabled) break
        if (isFolder) setOpen(value, !isOpen)
        select(value)
        break
      default: {
        if (event.key.length !== 1 || !/\S/.test(event.key)) return
        const key = event.key.toLowerCase()
        const after = [...items.slice(index + 1), ...items.slice(0, index)]
        move(after.find((candidate) => itemLabel(candidate).startsWith(key)))
      }
    }
    event.preventDefault()
  }

  // Clicks are handled here, like keys, so a row click reaches only its own item however deep it is.
  const handleClick = (event: React.MouseEvent<HTMLDivElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('[data-row]')
    const item = row?.parentElement
    if (!item || !treeRef.current?.contains(item) || item.getAttribute('aria-disabled') === 'true') return
    const value = item.dataset.value ?? ''
    if (item.dataset.slot === 'folder') setOpen(value, item.getAttribute('aria-expanded') !== 'true')
    select(value)
  }

  const context = React.useMemo<TreeContextValue>(
    () => ({
      expanded,
      selectedId,
      focusedId,
      indicator,
      openIcon,
      closeIcon,
      setFocusedId,
      registerFolder,
      selectHandlersRef,
      expandAll,
      collapseAll,
      elements,
    }),
    [expanded, selectedId, focusedId, indicator, openIcon, closeIcon, registerFolder, expandAll, collapseAll, elements],
  )

  return (
    <TreeContext value={context}>
      <div
        data-slot="file-tree"
        dir={dir}
        {...props}
        className={cn('flex w-full flex-col overflow-hidden text-sm', className)}
      >
        <div
          ref={treeRef}
          role="tree"
          aria-label={ariaLabel}
          aria-labelledby={ariaLabelledBy}
          onKeyDown={handleKeyDown}
          onClick={handleClick}
          className="min-h-0 flex-1 overflow-auto p-2"
        >
          {items.length === 0 && elements ? renderElements(elements, sort) : items}
        </div>
        {controls.length > 0 ? (
          <div data-slot="file-tree-controls" className="flex shrink-0 justify-end gap-2 px-2 pb-2">
            {controls}
          </div>
        ) : null}
      </div>
    </TreeContext>
  )
}

const itemClasses =
  'outline-none [&:focus-visible>[data-row]]:ring-2 [&:focus-visible>[data-row]]:ring-sky-500/70 [&:focus-visible>[data-row]]:ring-inset'

const rowClasses = cn(
  'flex cursor-pointer items-center gap-1 rounded-md px-1.5 py-1 text-neutral-700 transition-colors select-none motion-reduce:transition-none',
  'hover:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-800/70',
  'data-selected:bg-neutral-100 data-selected:font-medium data-selected:text-neutral-950',
  'dark:data-selected:bg-neutral-800 dark:data-selected:text-white',
  'data-disabled:cursor-not-allowed data-disabled:opacity-50 data-disabled:hover:bg-transparent',
)

function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn(
        'size-4 shrink-0 text-neutral-400 transition-transform duration-200 motion-reduce:transition-none',
        open ? 'rotate-90' : 'rtl:-scale-x-100',
      )}
    >
      <path d="M6 4l4 4-4 4" />
    </svg>
  )
}

function FolderIcon({ open }: { open: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.25"
      strokeLinejoin="round"
      className="size-4 shrink-0 text-sky-500 dark:text-sky-400"
    >
      {open ? (
        <path d="M2 12V4.5A1.5 1.5 0 0 1 3.5 3h2.4a1.5 1.5 0 0 1 1.06.44l.6.6A1.5 1.5 0 0 0 8.62 4.5h2.88A1.5 1.5 0 0 1 13 6v1M2.4 12.4l1.45-4.35A1.5 1.5 0 0 1 5.27 7h8.03a.7.7 0 0 1 .66.92l-1.3 3.9a1.5 1.5 0 0 1-1.42 1.03H3.06a.7.7 0 0 1-.66-.45Z" />
      ) : (
        <path d="M2 4.5A1.5 1.5 0 0 1 3.5 3h2.4a1.5 1.5 0 0 1 1.06.44l.6.6A1.5 1.5 0 0 0 8.62 4.5h3.88A1.5 1.5 0 0 1 14 6v5.5a1.5 1.5 0 0 1-1.5 1.5h-9A1.5 1.5 0 0 1 2 11.5Z" />
      )}
    </svg>
  )
}

function FileIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.25"
      strokeLinejoin="round"
      className="size-4 shrink-0 text-neutral-400"
    >
      <path d="M9 2H4.5A1.5 1.5 0 0 0 3 3.5v9A1.5 1.5 0 0 0 4.5 14h7a1.5 1.5 0 0 0 1.5-1.5V6M9 2l4 4M9 2v3a1 1 0 0 0 1 1h3" />
    </svg>
  )
}

export type FolderProps = React.ComponentProps<'div'> & {
  /** Unique id of the folder within the tree; used by `initialExpandedItems` and selection. */
  value: string
  /** The folder's name, as shown in its row. */
  element: React.ReactNode
  /** `false` shows the folder dimmed; it cannot be opened or selected, but stays reachable by keyboard. */
  isSelectable?: boolean
  /** Shows the folder as selected (or not) whatever the tree's own selection is. */
  isSelect?: boolean
  /** The same as `isSelectable={false}`. */
  disabled?: boolean
}

/** A folder: a row that opens and closes, and the files and folders inside it. */
export function Folder({
  value,
  element,
  isSelectable = true,
  isSelect,
  disabled: disabledProp = false,
  className,
  children,
  onFocus,
  ...props
}: FolderProps) {
  const tree = useTree('Folder')
  const disabled = disabledProp || !isSelectable
  const open = tree.expanded.has(value)
  const selected = !disabled && (isSelect ?? tree.selectedId === value)
  const { registerFolder } = tree

  React.useEffect(() => registerFolder(value, !disabled), [registerFolder, value, disabled])

  return (
    <div
      role="treeitem"
      aria-expanded={open}
      aria-selected={selected}
      aria-disabled={disabled || undefined}
      tabIndex={tree.focusedId === value ? 0 : -1}
      data-slot="folder"
      data-value={value}
      data-state={open ? 'open' : 'closed'}
      {...props}
      onFocus={(event) => {
        onFocus?.(event)
        if (event.target === event.currentTarget) tree.setFocusedId(value)
      }}
      className={cn(itemClasses, className)}
    >
      <div
        data-row=""
        data-slot="folder-trigger"
        data-selected={selected ? '' : undefined}
        data-disabled={disabled ? '' : undefined}
        className={rowClasses}
      >
        <Chevron open={open} />
        {open ? (tree.openIcon ?? <FolderIcon open />) : (tree.closeIcon ?? <FolderIcon open={false} />)}
        <span data-slot="file-tree-label" className="truncate">
          {element}
        </span>
      </div>
      <div
        data-slot="folder-content"
        data-state={open ? 'open' : 'closed'}
        inert={!open}
        className={cn(
          'grid transition-[grid-template-rows,opacity] duration-200 ease-out motion-reduce:transition-none',
          open ? 'grid-rows-[1fr] opacity-100' : 'grid-rows-[0fr] opacity-0',
        )}
      >
        {/* biome-ignore lint/a11y/useSemanticElements: a tree nests child items in role="group"; a fieldset is for form controls */}
        <div
          role="group"
          className={cn(
            'relative ms-3.5 min-h-0 overflow-hidden ps-1.5',
            tree.indicator &&
              'before:absolute before:inset-y-1 before:start-0 before:w-px before:bg-neutral-200 dark:before:bg-neutral-800',
          )}
        >
          {children}
        </div>
      </div>
    </div>
  )
}

export type FileProps = React.ComponentProps<'div'> & {
  /** Unique id of the file within the tree; used by `initialSelectedId` and selection. */
  value: string
  /** Icon in place of the default file outline, e.g. a language logo. */
  fileIcon?: React.ReactNode
  /** `false` shows the file dimmed; it cannot be selected, but stays reachable by keyboard. */
  isSelectable?: boolean
  /** Shows the file as selected (or not) whatever the tree's own selection is. */
  isSelect?: boolean
  /** Called with the file's `value` each time the user selects it, by click, Enter or Space. */
  handleSelect?: (id: string) => void
  /** The same as `isSelectable={false}`. */
  disabled?: boolean
}

/** A file: a selectable row. Its children are the name shown. */
export function File({
  value,
  fileIcon,
  isSelectable = true,
  isSelect,
  handleSelect,
  disabled: disabledProp = false,
  className,
  children,
  onFocus,
  ...props
}: FileProps) {
  const tree = useTree('File')
  const disabled = disabledProp || !isSelectable
  const selected = !disabled && (isSelect ?? tree.selectedId === value)
  const { selectHandlersRef } = tree

  React.useEffect(() => {
    if (!handleSelect) return
    const handlers = selectHandlersRef.current
    handlers.set(value, handleSelect)
    return () => {
      if (handlers.get(value) === handleSelect) handlers.delete(value)
    }
  }, [selectHandlersRef, value, handleSelect])

  return (
    <div
      role="treeitem"
      aria-selected={selected}
      aria-disabled={disabled || undefined}
      tabIndex={tree.focusedId === value ? 0 : -1}
      data-slot="file"
      data-value={value}
      {...props}
      onFocus={(event) => {
        onFocus?.(event)
        if (event.target === event.currentTarget) tree.setFocusedId(value)
      }}
      className={cn(itemClasses, className)}
    >
      <div
        data-row=""
        data-slot="file-trigger"
        data-selected={selected ? '' : undefined}
        data-disabled={disabled ? '' : undefined}
        className={rowClasses}
      >
        {/* Keeps file names aligned with folder names, which have a chevron here. */}
        <span aria-hidden="true" className="size-4 shrink-0" />
        {fileIcon ?? <FileIcon />}
        <span data-slot="file-tree-label" className="truncate">
          {children}
        </span>
      </div>
    </div>
  )
}

export type CollapseButtonProps = React.ComponentProps<'button'> & {
  /**
   * The tree as data: "expand all" opens its selectable folders. Without it, the `Tree`'s
   * `elements`, or else every folder rendered.
   */
  elements?: TreeViewElement[]
  /** Open every folder from the start. */
  expandAll?: boolean
  /** Text when the button will open every folder. */
  expandLabel?: string
  /** Text when the button will close every folder. */
  collapseLabel?: string
}

/**
 * Opens every folder of the surrounding tree (those of `elements`, when given), or closes them all
 * when any is open. Place it among the `Tree`'s children; the tree renders it below the list.
 */
export function CollapseButton({
  elements,
  expandAll = false,
  expandLabel = 'Expand all',
  collapseLabel = 'Collapse all',
  className,
  onClick,
  children,
  ...props
}: CollapseButtonProps) {
  const tree = useTree('CollapseButton')
  const anyOpen = tree.expanded.size > 0
  const { expandAll: openAll } = tree

  // Read through a ref: an inline `elements` array is new on every render and must not reopen what
  // the user closed.
  const dataRef = React.useRef(elements ?? tree.elements)
  React.useEffect(() => {
    dataRef.current = elements ?? tree.elements
  })
  // With data the tree opened everything in its first render already; without, the folders are
  // known once they have mounted. Also runs when `expandAll` turns on later.
  React.useEffect(() => {
    if (expandAll) openAll(dataRef.current)
  }, [expandAll, openAll])
  return (
    <button
      type="button"
      data-slot="collapse-button"
      {...props}
      onClick={(event) => {
        onClick?.(event)
        if (event.defaultPrevented) return
        if (anyOpen) tree.collapseAll()
        else tree.expandAll(elements ?? tree.elements)
      }}
      className={cn(
        'inline-flex h-7 items-center gap-1.5 rounded-md px-2 text-xs font-medium text-neutral-600 transition-colors outline-none motion-reduce:transition-none',
        'hover:bg-neutral-100 hover:text-neutral-900 focus-visible:ring-2 focus-visible:ring-sky-500/70',
        'dark:text-neutral-400 dark:hover:bg-neutral-800 dark:hover:text-neutral-100',
        className,
      )}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 16 16"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="size-3.5"
      >
        <path d={anyOpen ? 'M5 2.5 8 5.5l3-3M5 13.5l3-3 3 3' : 'M5 5.5 8 2.5l3 3M5 10.5l3 3 3-3'} />
      </svg>
      {children ?? (anyOpen ? collapseLabel : expandLabel)}
    </button>
  )
}
