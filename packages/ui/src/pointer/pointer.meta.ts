import { defineItem } from '../meta'

export default defineItem({
  name: 'pointer',
  type: 'registry:ui',
  title: 'Pointer',
  description: 'Swaps the mouse cursor for a pointer of your own while it is over an element.',
  section: 'Components',
  dependencies: ['motion'],
  registryDependencies: ['use-reduced-motion', 'utils'],
  files: [{ path: 'pointer/pointer.tsx', type: 'registry:ui' }],
  props: {
    Pointer: [
      {
        name: 'children',
        type: 'React.ReactNode',
        description: 'The pointer to show; its top-left corner sits on the mouse position. Defaults to an arrow.',
      },
      {
        name: 'className',
        type: 'string',
        description: 'Classes for the default arrow (e.g. `fill-sky-500`), or for the wrapper of your children.',
      },
      { name: 'style', type: 'MotionStyle', description: 'Styles for the element that carries the pointer.' },
      {
        name: 'initial / animate / exit / transition',
        type: 'HTMLMotionProps<"div">',
        default: 'scale and fade in and out',
        description: 'Any motion props; they change how the pointer appears and leaves.',
      },
    ],
  },
  examples: [
    {
      name: 'pointer-demo',
      title: 'Pointer',
      description: 'Four cards with the default, a coloured, a custom and an animated pointer.',
    },
  ],
})
