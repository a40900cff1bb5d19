import { defineItem } from '../meta'

export default defineItem({
  name: 'interactive-grid-pattern',
  type: 'registry:ui',
  title: 'Interactive Grid Pattern',
  description: 'A background grid of squares that light up under the pointer and fade out behind it.',
  section: 'Backgrounds',
  registryDependencies: ['utils'],
  files: [{ path: 'interactive-grid-pattern/interactive-grid-pattern.tsx', type: 'registry:ui' }],
  props: {
    InteractiveGridPattern: [
      { name: 'width', type: 'number', default: '40', description: 'Width of one square, in px.' },
      { name: 'height', type: 'number', default: '40', description: 'Height of one square, in px.' },
      {
        name: 'squares',
        type: '[number, number]',
        default: '[24, 24]',
        description: 'How many squares the grid has: the first number across, the second down.',
      },
      {
        name: 'className',
        type: 'string',
        description: 'Classes for the grid’s `<svg>`, e.g. a `[mask-image:…]` to fade the edges.',
      },
      {
        name: 'squaresClassName',
        type: 'string',
        description: 'Classes for every square, e.g. `hover:fill-blue-500` for the colour under the pointer.',
      },
      {
        name: 'ref / ...props',
        type: "React.ComponentProps<'svg'>",
        description:
          'Passed to the `<svg>`. With a `role` (and a label) it is no longer hidden from assistive technology.',
      },
    ],
  },
  examples: [
    {
      name: 'interactive-grid-pattern-demo',
      title: 'Interactive Grid Pattern',
      description: 'A tilted grid that lights up under the pointer.',
    },
    {
      name: 'interactive-grid-pattern-demo-2',
      title: 'Colourful',
      description: 'Smaller squares turning blue under the pointer.',
    },
  ],
})
