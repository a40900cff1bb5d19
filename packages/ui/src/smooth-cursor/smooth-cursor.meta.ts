import { defineItem } from '../meta'

export default defineItem({
  name: 'smooth-cursor',
  type: 'registry:ui',
  title: 'Smooth Cursor',
  description:
    'A custom cursor that follows the mouse on a spring and turns the way it moves; keyboard, touch and reduced motion keep the system cursor.',
  section: 'Components',
  dependencies: ['motion'],
  registryDependencies: ['use-reduced-motion', 'utils'],
  files: [{ path: 'smooth-cursor/smooth-cursor.tsx', type: 'registry:ui' }],
  props: {
    SmoothCursor: [
      {
        name: 'cursor',
        type: 'React.ReactNode',
        default: 'an arrow',
        description: 'What to draw as the cursor, centred on the mouse position.',
      },
      {
        name: 'springConfig',
        type: 'SpringConfig',
        default: '{ damping: 45, stiffness: 400, mass: 1, restDelta: 0.001 }',
        description: 'The spring the cursor follows the mouse with; fields you leave out keep their defaults.',
      },
      {
        name: 'container',
        type: 'React.RefObject<HTMLElement | null>',
        description: 'Replace the cursor only over this element instead of the whole page.',
      },
      { name: 'className', type: 'string', description: 'Extra classes for the element that carries the cursor.' },
    ],
  },
  examples: [
    {
      name: 'smooth-cursor-demo',
      title: 'Smooth Cursor',
      description: 'A smooth cursor scoped to one panel, so the rest of the page keeps its cursor.',
    },
  ],
})
