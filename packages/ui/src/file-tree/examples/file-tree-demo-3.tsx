import { FileCodeIcon, FileJsonIcon, FileTextIcon, FolderClosedIcon, FolderOpenIcon } from 'lucide-react'
import { File, Folder, Tree } from '../file-tree'

const code = <FileCodeIcon aria-hidden className="size-4 shrink-0 text-sky-500" />
const json = <FileJsonIcon aria-hidden className="size-4 shrink-0 text-amber-500" />
const text = <FileTextIcon aria-hidden className="size-4 shrink-0 text-neutral-400" />

export default function FileTreeDemo3() {
  return (
    <div className="w-72 max-w-full rounded-xl border border-neutral-200 bg-white dark:border-neutral-800 dark:bg-neutral-950">
      <Tree
        aria-label="Registry files"
        indicator={false}
        initialExpandedItems={['registry', 'terminal']}
        openIcon={<FolderOpenIcon aria-hidden className="size-4 shrink-0 text-violet-500" />}
        closeIcon={<FolderClosedIcon aria-hidden className="size-4 shrink-0 text-violet-500" />}
      >
        <Folder value="registry" element="registry">
          <Folder value="terminal" element="terminal">
            <File value="terminal.tsx" fileIcon={code}>
              terminal.tsx
            </File>
            <File value="terminal.mdx" fileIcon={text}>
              terminal.mdx
            </File>
          </Folder>
          <Folder value="marquee" element="marquee">
            <File value="marquee.tsx" fileIcon={code}>
              marquee.tsx
            </File>
          </Folder>
          <File value="registry.json" fileIcon={json}>
            registry.json
          </File>
        </Folder>
        <File value="tsconfig.json" fileIcon={json}>
          tsconfig.json
        </File>
      </Tree>
    </div>
  )
}
