import { defineItem } from '../meta'

export default defineItem({
  name: 'flickering-grid',
  type: 'registry:ui',
  title: 'Flickering Grid',
  description: 'A canvas grid of small squares that flicker between random opacities, as a quiet background.',
  section: 'Backgrounds',
  registryDependencies: ['use-on-screen', 'use-reduced-motion', 'utils'],
  files: [{ path: 'flickering-grid/flickering-grid.tsx', type: 'registry:ui' }],
  props: {
    FlickeringGrid: [
      { name: 'squareSize', type: 'number', default: '4', description: 'Side of each square, in CSS pixels.' },
      { name: 'gridGap', type: 'number', default: '6', description: 'Space between squares, in CSS pixels.' },
      {
        name: 'flickerChance',
        type: 'number',
        default: '0.3',
        description: 'Chance per second that a square takes a new opacity; 0 keeps the grid still.',
      },
      {
        name: 'color',
        type: 'string',
        default: "'rgb(0, 0, 0)'",
        description: 'Colour of the squares: hex, `rgb()`, `hsl()`, `oklch()` or a named colour.',
      },
      {
        name: 'width',
        type: 'number',
        description: 'Fixed canvas width in CSS pixels; by default the canvas fills the container.',
      },
      {
        name: 'height',
        type: 'number',
        description: 'Fixed canvas height in CSS pixels; by default the canvas fills the container.',
      },
      {
        name: 'className',
        type: 'string',
        description: 'Classes for the container, e.g. `absolute inset-0` or a `[mask-image:…]` fade.',
      },
      {
        name: 'maxOpacity',
        type: 'number',
        default: '0.3',
        description: 'Highest opacity a square reaches, between 0 and 1.',
      },
      {
        name: 'ref / ...props',
        type: "React.ComponentProps<'div'>",
        description: 'Passed to the container.',
      },
    ],
  },
  examples: [
    {
      name: 'flickering-grid-demo',
      title: 'Flickering Grid',
      description: 'A grey grid filling a panel behind a title.',
    },
    {
      name: 'flickering-grid-demo-2',
      title: 'Rounded fade',
      description: 'A blue grid faded out in a circle towards the edges.',
    },
  ],
})
