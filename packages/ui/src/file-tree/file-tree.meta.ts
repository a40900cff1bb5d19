import { defineItem } from '../meta'

export default defineItem({
  name: 'file-tree',
  type: 'registry:ui',
  title: 'File Tree',
  description: 'An accessible, keyboard-navigable tree of folders and files that open and close smoothly.',
  section: 'Components',
  registryDependencies: ['utils'],
  files: [{ path: 'file-tree/file-tree.tsx', type: 'registry:ui' }],
  props: {
    Tree: [
      { name: 'initialSelectedId', type: 'string', description: 'Value of the item that starts selected.' },
      {
        name: 'indicator',
        type: 'boolean',
        default: 'true',
        description: 'Draw a guide line beside the contents of each open folder.',
      },
      {
        name: 'elements',
        type: 'TreeViewElement[]',
        description:
          'The tree as data: rendered when there are no `Folder` or `File` children; the folders around `initialSelectedId` start open.',
      },
      { name: 'initialExpandedItems', type: 'string[]', description: 'Values of the folders that start open.' },
      { name: 'openIcon', type: 'React.ReactNode', description: 'Icon for open folders.' },
      { name: 'closeIcon', type: 'React.ReactNode', description: 'Icon for closed folders.' },
      {
        name: 'sort',
        type: "'default' | 'none' | ((a, b) => number)",
        default: "'default'",
        description:
          'Sibling order of a tree rendered from `elements`: folders first then by name, as given, or your comparator.',
      },
      {
        name: 'dir',
        type: "'ltr' | 'rtl'",
        default: "'ltr'",
        description: 'Text direction; in `rtl` the Left and Right arrow keys swap roles.',
      },
      {
        name: 'onSelectedChange',
        type: '(value: string) => void',
        description: 'Called with an item’s value when the user selects it.',
      },
      { name: 'aria-label', type: 'string', description: 'Accessible name of the tree, e.g. “Project files”.' },
      { name: 'className', type: 'string', description: 'Extra classes; give it a height to make the list scroll.' },
    ],
    TreeViewElement: [
      { name: 'id', type: 'string', required: true, description: 'Unique id of the node; its `value`.' },
      { name: 'name', type: 'string', required: true, description: 'The label shown.' },
      {
        name: 'type',
        type: "'file' | 'folder'",
        description: 'Needed only for an empty folder: a node with `children` is a folder, one without a file.',
      },
      {
        name: 'isSelectable',
        type: 'boolean',
        default: 'true',
        description: '`false` shows the node dimmed; it cannot be opened or selected.',
      },
      { name: 'children', type: 'TreeViewElement[]', description: 'The folder’s contents.' },
    ],
    Folder: [
      { name: 'element', type: 'React.ReactNode', required: true, description: 'The folder’s name.' },
      { name: 'value', type: 'string', required: true, description: 'Unique id of the folder within the tree.' },
      {
        name: 'isSelectable',
        type: 'boolean',
        default: 'true',
        description:
          '`false` shows the folder dimmed: it cannot be opened or selected, but stays reachable by keyboard.',
      },
      {
        name: 'isSelect',
        type: 'boolean',
        description: 'Shows the folder as selected (or not), whatever the tree’s own selection.',
      },
      { name: 'disabled', type: 'boolean', default: 'false', description: 'The same as `isSelectable={false}`.' },
    ],
    File: [
      { name: 'value', type: 'string', required: true, description: 'Unique id of the file within the tree.' },
      {
        name: 'isSelectable',
        type: 'boolean',
        default: 'true',
        description: '`false` shows the file dimmed: it cannot be selected, but stays reachable by keyboard.',
      },
      {
        name: 'isSelect',
        type: 'boolean',
        description: 'Shows the file as selected (or not), whatever the tree’s own selection.',
      },
      { name: 'fileIcon', type: 'React.ReactNode', description: 'Icon in place of the default file outline.' },
      {
        name: 'handleSelect',
        type: '(id: string) => void',
        description: 'Called with the file’s value each time the user selects it (click, Enter or Space).',
      },
      { name: 'children', type: 'React.ReactNode', required: true, description: 'The file’s name.' },
      { name: 'disabled', type: 'boolean', default: 'false', description: 'The same as `isSelectable={false}`.' },
    ],
    CollapseButton: [
      {
        name: 'elements',
        type: 'TreeViewElement[]',
        description:
          'The tree as data: “expand all” opens its selectable folders. Without it, the `Tree`’s `elements`, or else every folder.',
      },
      { name: 'expandAll', type: 'boolean', default: 'false', description: 'Open every folder from the start.' },
      {
        name: 'expandLabel',
        type: 'string',
        default: "'Expand all'",
        description: 'Text while every folder is closed.',
      },
      {
        name: 'collapseLabel',
        type: 'string',
        default: "'Collapse all'",
        description: 'Text while any folder is open.',
      },
    ],
  },
  examples: [
    {
      name: 'file-tree-demo',
      title: 'Project',
      description: 'A project with nested folders, a selected file and an expand/collapse-all button.',
    },
    {
      name: 'file-tree-demo-2',
      title: 'From data',
      description:
        'A tree rendered from `elements`, sorted folders first, opened around its selection, with an unselectable folder.',
    },
    {
      name: 'file-tree-demo-3',
      title: 'Custom icons',
      description: 'Icons per file type and for folders, without guide lines.',
    },
  ],
})
