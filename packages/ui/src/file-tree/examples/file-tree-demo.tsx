import { CollapseButton, File, Folder, Tree } from '../file-tree'

export default function FileTreeDemo() {
  return (
    <div className="w-80 max-w-full overflow-hidden rounded-xl border border-neutral-200 bg-white dark:border-neutral-800 dark:bg-neutral-950">
      <Tree
        aria-label="Project files"
        className="h-[26rem]"
        initialExpandedItems={['src', 'components', 'ui']}
        initialSelectedId="src/components/ui/file-tree.tsx"
      >
        <Folder value="src" element="src">
          <Folder value="app" element="app">
            <File value="src/app/layout.tsx">layout.tsx</File>
            <File value="src/app/page.tsx">page.tsx</File>
          </Folder>
          <Folder value="components" element="components">
            <Folder value="ui" element="ui">
              <File value="src/components/ui/button.tsx">button.tsx</File>
              <File value="src/components/ui/file-tree.tsx">file-tree.tsx</File>
              <File value="src/components/ui/terminal.tsx">terminal.tsx</File>
            </Folder>
            <File value="src/components/header.tsx">header.tsx</File>
            <File value="src/components/footer.tsx">footer.tsx</File>
          </Folder>
          <Folder value="lib" element="lib">
            <File value="src/lib/utils.ts">utils.ts</File>
          </Folder>
        </Folder>
        <Folder value="public" element="public">
          <File value="public/favicon.svg">favicon.svg</File>
        </Folder>
        <File value="package.json">package.json</File>
        <File value="README.md">README.md</File>
        <CollapseButton />
      </Tree>
    </div>
  )
}
