import { defineItem } from '../meta'

export default defineItem({
  name: 'dock',
  type: 'registry:ui',
  title: 'Dock',
  description:
    'A macOS-style dock whose icons swell as the pointer passes over them, with keyboard and touch fallbacks.',
  section: 'Components',
  dependencies: ['motion', 'class-variance-authority'],
  registryDependencies: ['omit', 'use-reduced-motion', 'utils'],
  files: [{ path: 'dock/dock.tsx', type: 'registry:ui' }],
  props: {
    Dock: [
      { name: 'className', type: 'string', description: 'Extra classes for the dock.' },
      { name: 'children', type: 'React.ReactNode', description: 'The `DockIcon`s, and separators if you like.' },
      { name: 'iconSize', type: 'number', default: '40', description: 'Resting size of each icon, in pixels.' },
      {
        name: 'iconMagnification',
        type: 'number',
        default: '60',
        description: 'Size of the icon right under the pointer, in pixels.',
      },
      {
        name: 'iconDistance',
        type: 'number',
        default: '140',
        description: 'How far from the pointer, in pixels, icons still grow.',
      },
      {
        name: 'direction',
        type: "'top' | 'middle' | 'bottom'",
        default: "'middle'",
        description: 'The edge the icons keep to as they grow.',
      },
      {
        name: 'disableMagnification',
        type: 'boolean',
        default: 'false',
        description: 'Keep every icon at its resting size; icons then get a hover ring instead.',
      },
      {
        name: 'aria-label',
        type: 'string',
        description: 'Name of the toolbar for screen readers, e.g. “Apps”. The dock has `role="toolbar"`.',
      },
    ],
    DockIcon: [
      {
        name: 'size',
        type: 'number',
        default: '40',
        description: 'Resting size in pixels; inside a `Dock`, the dock’s `iconSize`.',
      },
      {
        name: 'magnification',
        type: 'number',
        default: '60',
        description: 'Size right under the pointer; inside a `Dock`, the dock’s `iconMagnification`.',
      },
      {
        name: 'distance',
        type: 'number',
        default: '140',
        description: 'How far from the pointer it still grows; inside a `Dock`, the dock’s `iconDistance`.',
      },
      {
        name: 'mouseX',
        type: 'MotionValue<number>',
        description: 'The pointer’s horizontal client position; the `Dock` provides it.',
      },
      { name: 'className', type: 'string', description: 'Extra classes for the icon’s round slot.' },
      { name: 'children', type: 'React.ReactNode', description: 'A button or link with an accessible name.' },
      { name: 'props', type: 'PropsWithChildren', description: 'Accepted for compatibility; unused.' },
      {
        name: 'disableMagnification',
        type: 'boolean',
        default: 'false',
        description: 'Keep this icon at its resting size.',
      },
    ],
  },
  examples: [
    { name: 'dock-demo', title: 'Dock', description: 'An app dock with a separator, labelled as a toolbar.' },
    {
      name: 'dock-demo-2',
      title: 'Custom direction',
      description: 'Docked to the bottom edge, so icons grow upwards.',
    },
    {
      name: 'dock-demo-3',
      title: 'Custom magnification',
      description: 'Smaller icons that swell further over a shorter reach.',
    },
  ],
})
