import { CollapseButton, File, Folder, Tree, type TreeSortMode, type TreeViewElement } from './file-tree'

const ELEMENTS: TreeViewElement[] = [
  {
    id: '1',
    isSelectable: true,
    name: 'src',
    children: [
      { id: '2', isSelectable: true, name: 'app', children: [{ id: '3', isSelectable: true, name: 'layout.tsx' }] },
      { id: '4', isSelectable: false, name: 'page.tsx' },
      { id: '5', type: 'folder', name: 'components' },
      { id: '6', type: 'file', name: 'utils.ts' },
    ],
  },
]

const byName: TreeSortMode = (a, b) => a.name.localeCompare(b.name)

export function MagicUiUsage() {
  return (
    <>
      <Tree>
        <Folder element="src" value="src">
          <Folder element="app" value="app">
            <File value="layout">layout.tsx</File>
            <File value="page">page.tsx</File>
          </Folder>
        </Folder>
      </Tree>
      <Tree
        className="overflow-hidden rounded-md bg-background p-2"
        initialSelectedId="3"
        indicator={true}
        elements={ELEMENTS}
        initialExpandedItems={['1', '2']}
        openIcon={<span>-</span>}
        closeIcon={<span>+</span>}
        dir="rtl"
      >
        <Folder element="src" value="1" isSelectable={true} isSelect={false}>
          <Folder value="2" element="app">
            <File value="3" isSelectable={true} isSelect={true} fileIcon={<span>F</span>} handleSelect={(id) => id}>
              <p>layout.tsx</p>
            </File>
          </Folder>
          <File value="4" isSelectable={false}>
            <p>page.tsx</p>
          </File>
        </Folder>
        <CollapseButton elements={ELEMENTS} expandAll={false} />
      </Tree>
      <Tree elements={ELEMENTS} sort="default" />
      <Tree elements={ELEMENTS} sort="none" />
      <Tree elements={ELEMENTS} sort={byName} dir="ltr">
        <CollapseButton elements={ELEMENTS} expandAll />
      </Tree>
    </>
  )
}
