'use client'

import * as React from 'react'
import { CollapseButton, Tree, type TreeViewElement } from '../file-tree'

const ELEMENTS: TreeViewElement[] = [
  { id: 'package.json', name: 'package.json' },
  {
    id: 'src',
    name: 'src',
    children: [
      { id: 'src/main.tsx', name: 'main.tsx' },
      {
        id: 'src/components',
        name: 'components',
        children: [
          { id: 'src/components/card10.tsx', name: 'card10.tsx' },
          { id: 'src/components/card2.tsx', name: 'card2.tsx' },
          { id: 'src/components/ui', name: 'ui', children: [{ id: 'src/components/ui/dock.tsx', name: 'dock.tsx' }] },
        ],
      },
      { id: 'src/assets', name: 'assets', type: 'folder' },
    ],
  },
  {
    id: 'node_modules',
    name: 'node_modules',
    isSelectable: false,
    children: [{ id: 'node_modules/react', name: 'react', children: [] }],
  },
]

export default function FileTreeDemo2() {
  const [selected, setSelected] = React.useState('src/components/ui/dock.tsx')
  return (
    <div className="w-80 max-w-full overflow-hidden rounded-xl border border-neutral-200 bg-white dark:border-neutral-800 dark:bg-neutral-950">
      <Tree
        aria-label="Project files"
        className="h-[22rem]"
        elements={ELEMENTS}
        initialSelectedId={selected}
        onSelectedChange={setSelected}
      >
        <CollapseButton elements={ELEMENTS} />
      </Tree>
      <p className="border-t border-neutral-200 px-3 py-2 font-mono text-xs text-neutral-600 dark:border-neutral-800 dark:text-neutral-400">
        {selected}
      </p>
    </div>
  )
}
