import type { TemplateFile } from '@snipstack/contracts'
import { cn } from '@snipstack/ui/lib/utils'
import { useQuery } from '@tanstack/react-query'
import { Check, Copy, FileText, Folder, FolderOpen } from 'lucide-react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { type HighlightedCode, ScrollingCodeBlock } from '@/components/code/highlighted-code'
import { Button } from '@/components/ui/button'
import { snippetToasts } from '@/features/catalog/code-toasts'
import { Chevron } from '@/features/catalog/pager'
import { LockedNotice } from '@/features/catalog/paid-code'
import { COPY_FEEDBACK_MS, copyToClipboard } from '@/lib/clipboard'
import { toast } from '@/lib/toast'

export type FileTreeFile = { kind: 'file'; name: string; path: string }
export type FileTreeFolder = { kind: 'folder'; name: string; path: string; children: FileTreeNode[] }
export type FileTreeNode = FileTreeFile | FileTreeFolder

/** The first file's tokens, made by the page's loader so the page needs no highlighter to show it. */
export type HighlightedFile = { path: string; highlighted?: HighlightedCode | undefined }

const byName = (a: FileTreeNode, b: FileTreeNode) => {
  if (a.kind !== b.kind) return a.kind === 'folder' ? -1 : 1
  const left = a.name.toLowerCase()
  const right = b.name.toLowerCase()
  // No locale: the server and the browser must order the same way.
  if (left !== right) return left < right ? -1 : 1
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0
}

/**
 * The folders and files of a template from its files' paths (`k8s/app/deployment.yaml`): folders
 * first, then files, each by name. A folder's path is its paths' common prefix (`k8s/app`).
 */
export function buildFileTree(paths: readonly string[]): FileTreeNode[] {
  const root: FileTreeFolder = { kind: 'folder', name: '', path: '', children: [] }
  const folders = new Map<string, FileTreeFolder>([['', root]])
  for (const path of paths) {
    const segments = path.split('/')
    const name = segments.pop() ?? path
    let parent = root
    for (const segment of segments) {
      const folderPath = parent.path ? `${parent.path}/${segment}` : segment
      let folder = folders.get(folderPath)
      if (!folder) {
        folder = { kind: 'folder', name: segment, path: folderPath, children: [] }
        folders.set(folderPath, folder)
        parent.children.push(folder)
      }
      parent = folder
    }
    parent.children.push({ kind: 'file', name, path })
  }
  for (const folder of folders.values()) folder.children.sort(byName)
  return root.children
}

/** 512 B, 1.5 KB, 2.3 MB: a file's size as the viewer shows it. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}

/** True when the tokens spell the content (the loader's tokens are of the file shown now). */
export function tokensMatch(highlighted: HighlightedCode, content: string): boolean {
  return (
    highlighted.map((line) => line.map((token) => token.content).join('')).join('\n') === content.replace(/\n+$/, '')
  )
}

/**
 * Tokens for the file on screen: the loader's for the first file, otherwise from the templates'
 * highlighter, loaded with the grammar it needs on first use. Undefined while it loads or for a
 * file of no known kind, so the file shows uncoloured meanwhile.
 */
function useFileTokens(file: TemplateFile, initial: HighlightedFile | undefined): HighlightedCode | undefined {
  const preset =
    initial?.path === file.path && initial.highlighted && tokensMatch(initial.highlighted, file.content)
      ? initial.highlighted
      : undefined
  const { data } = useQuery({
    queryKey: ['templates', 'tokens', file.path, file.language ?? '', file.content],
    queryFn: async () => (await (await import('./file-highlighter')).highlightFile(file)) ?? null,
    enabled: !preset && file.language !== undefined && file.content.trim().length > 0,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
    retry: false,
  })
  return preset ?? data ?? undefined
}

const success = ([title, description]: readonly [string, string]) => toast.success(title, { description })
const failure = ([title, description]: readonly [string, string]) => toast.error(title, { description })

/** Copies one file, with the snippets' toasts (docs/product.md, Templates and Snippets). */
function CopyFileButton({ file }: { file: TemplateFile }) {
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const copy = async () => {
    try {
      await copyToClipboard(file.content)
      success(snippetToasts.copied)
      setCopied(true)
      clearTimeout(timer.current)
      timer.current = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS)
    } catch (error) {
      console.error('Could not copy the file', error)
      failure(snippetToasts.copyFailed)
    }
  }
  return (
    <Button variant="outline" size="sm" onClick={copy} aria-label={`Copy ${file.path}`}>
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      Copy
    </Button>
  )
}

type TreeProps = {
  nodes: FileTreeNode[]
  depth: number
  selected: string
  collapsed: ReadonlySet<string>
  onSelect: (path: string) => void
  onToggle: (path: string) => void
}

function FileTreeList({ nodes, depth, selected, collapsed, onSelect, onToggle }: TreeProps) {
  const indent = { paddingLeft: `${0.5 + depth * 0.875}rem` }
  const row =
    'flex w-full min-w-0 items-center gap-1.5 rounded-md py-1 pr-2 text-left text-sm outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50'
  return (
    <ul className="space-y-0.5">
      {nodes.map((node) => {
        if (node.kind === 'folder') {
          const open = !collapsed.has(node.path)
          const Icon = open ? FolderOpen : Folder
          return (
            <li key={`d:${node.path}`}>
              <button
                type="button"
                data-folder={node.path}
                aria-expanded={open}
                onClick={() => onToggle(node.path)}
                className={cn(row, 'text-muted-foreground')}
                style={indent}
              >
                <Chevron
                  direction="right"
                  className={cn('size-3.5 shrink-0 transition-transform', open && 'rotate-90')}
                />
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                <span className="truncate">{node.name}</span>
              </button>
              {open ? (
                <FileTreeList
                  nodes={node.children}
                  depth={depth + 1}
                  selected={selected}
                  collapsed={collapsed}
                  onSelect={onSelect}
                  onToggle={onToggle}
                />
              ) : null}
            </li>
          )
        }
        const current = node.path === selected
        return (
          <li key={`f:${node.path}`}>
            <button
              type="button"
              data-path={node.path}
              title={node.path}
              aria-current={current ? 'true' : undefined}
              onClick={() => onSelect(node.path)}
              className={cn(row, current ? 'bg-accent font-medium text-accent-foreground' : 'text-foreground/90')}
              // Files line up with the names of the folders beside them, past the chevron.
              style={{ paddingLeft: `calc(${indent.paddingLeft} + 1.25rem)` }}
            >
              <FileText aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <span className="truncate">{node.name}</span>
            </button>
          </li>
        )
      })}
    </ul>
  )
}

type Props = {
  files: TemplateFile[]
  /** The first file's tokens from the loader. */
  initial?: HighlightedFile | undefined
  /** A paid template without its entitlement: the files are withheld (the first shows its first lines). */
  locked?: boolean | undefined
}

/**
 * A template's files: a tree of folders (each opens and closes) and files (the shown one is
 * `aria-current`), beside the shown file, highlighted, with its size and a Copy button. Starts on
 * the first file, whose tokens the loader made; another file is highlighted when it is chosen.
 */
export function TemplateFileViewer({ files, initial, locked = false }: Props) {
  const [selectedPath, setSelectedPath] = useState(() => files[0]?.path ?? '')
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set())
  const tree = useMemo(() => buildFileTree(files.map((file) => file.path)), [files])
  const file = files.find((candidate) => candidate.path === selectedPath) ?? files[0]
  const highlighted = useFileTokens(file ?? { path: '', content: '', size: 0 }, initial)
  if (!file) return <p className="text-muted-foreground text-sm">This template has no files besides its README.</p>

  const toggle = (path: string) =>
    setCollapsed((previous) => {
      const next = new Set(previous)
      if (!next.delete(path)) next.add(path)
      return next
    })

  return (
    <div data-slot="template-files" className="grid gap-4 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <div className="max-h-64 overflow-auto rounded-lg border bg-card p-2 lg:max-h-[70vh]">
        <FileTreeList
          nodes={tree}
          depth={0}
          selected={file.path}
          collapsed={collapsed}
          onSelect={setSelectedPath}
          onToggle={toggle}
        />
      </div>
      <div data-slot="template-file" className="min-w-0 overflow-hidden rounded-lg border bg-muted/30">
        <div className="flex flex-wrap items-center justify-between gap-2 border-b px-4 py-2">
          <div className="min-w-0">
            <p className="truncate font-medium font-mono text-sm" data-slot="file-path">
              {file.path}
            </p>
            <p className="text-muted-foreground text-xs" data-slot="file-meta">
              {file.language ?? 'Plain text'} · {formatBytes(file.size)}
            </p>
          </div>
          {locked ? null : <CopyFileButton key={file.path} file={file} />}
        </div>
        {/* A withheld file has nothing to show but the call to buy. */}
        {!locked || file.content ? (
          <ScrollingCodeBlock
            name={file.path}
            code={file.content}
            highlighted={highlighted}
            data-path={file.path}
            className="max-h-[70vh]"
          />
        ) : null}
        {locked ? <LockedNotice kind="template" /> : null}
      </div>
    </div>
  )
}
