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
      { name: 'initialExpandedItems', type: 'string[]', description: 'Values of the folders that start open.' },
      { name: 'initialSelectedId', type: 'string', description: 'Value of the item that starts selected.' },
      {
        name: 'onSelectedChange',
        type: '(value: string) => void',
        description: 'Called with an item’s value when the user selects it.',
      },
      {
        name: 'indicator',
        type: 'boolean',
        default: 'true',
        description: 'Draw a guide line beside the contents of each open folder.',
      },
      { name: 'openIcon', type: 'React.ReactNode', description: 'Icon for open folders.' },
      { name: 'closeIcon', type: 'React.ReactNode', description: 'Icon for closed folders.' },
      { name: 'aria-label', type: 'string', description: 'Accessible name of the tree, e.g. “Project files”.' },
      {
        name: 'dir',
        type: "'ltr' | 'rtl'",
        description: 'Text direction; in `rtl` the Left and Right arrow keys swap roles.',
      },
      { name: 'className', type: 'string', description: 'Extra classes; give it a height to make the list scroll.' },
    ],
    Folder: [
      { name: 'value', type: 'string', required: true, description: 'Unique id of the folder within the tree.' },
      { name: 'element', type: 'React.ReactNode', required: true, description: 'The folder’s name.' },
      {
        name: 'isSelectable',
        type: 'boolean',
        default: 'true',
        description: 'Whether clicking or pressing Enter also selects the folder.',
      },
      {
        name: 'disabled',
        type: 'boolean',
        default: 'false',
        description: 'Dimmed; cannot be opened or selected but stays reachable by keyboard.',
      },
    ],
    File: [
      { name: 'value', type: 'string', required: true, description: 'Unique id of the file within the tree.' },
      { name: 'children', type: 'React.ReactNode', required: true, description: 'The file’s name.' },
      { name: 'fileIcon', type: 'React.ReactNode', description: 'Icon in place of the default file outline.' },
      {
        name: 'isSelectable',
        type: 'boolean',
        default: 'true',
        description: 'Whether clicking or pressing Enter selects the file.',
      },
      {
        name: 'disabled',
        type: 'boolean',
        default: 'false',
        description: 'Dimmed and not selectable, but stays reachable by keyboard.',
      },
    ],
    CollapseButton: [
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
      name: 'file-tree-icons',
      title: 'Custom icons',
      description: 'Icons per file type and for folders, without guide lines.',
    },
  ],
})
