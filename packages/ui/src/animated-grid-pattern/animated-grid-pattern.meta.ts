import { defineItem } from '../meta'

export default defineItem({
  name: 'animated-grid-pattern',
  type: 'registry:ui',
  title: 'Animated Grid Pattern',
  description: 'A background grid of lines whose squares light up, fade away and turn up somewhere else.',
  section: 'Backgrounds',
  registryDependencies: ['seeded-random', 'use-on-screen', 'use-reduced-motion', 'utils'],
  files: [{ path: 'animated-grid-pattern/animated-grid-pattern.tsx', type: 'registry:ui' }],
  props: {
    AnimatedGridPattern: [
      {
        name: 'className',
        type: 'string',
        description:
          'Extra classes: `stroke-*` colours the lines (`gray-400/30` by default), `text-*` the squares, `[mask-image:…]` fades the edges.',
      },
      { name: 'width', type: 'number', default: '40', description: 'Width of one grid cell, in px.' },
      { name: 'height', type: 'number', default: '40', description: 'Height of one grid cell, in px.' },
      { name: 'x', type: 'number', default: '-1', description: 'Horizontal offset of the grid, in px.' },
      { name: 'y', type: 'number', default: '-1', description: 'Vertical offset of the grid, in px.' },
      {
        name: 'strokeDasharray',
        type: 'number | string',
        default: '0',
        description: 'Dash pattern of the lines, e.g. `"4 2"`; `0` draws solid lines.',
      },
      { name: 'numSquares', type: 'number', default: '50', description: 'How many squares are lit at a time.' },
      { name: 'maxOpacity', type: 'number', default: '0.5', description: 'Opacity of a square at its brightest.' },
      {
        name: 'duration',
        type: 'number',
        default: '4',
        description: 'Seconds a square takes to fade in, and again to fade out.',
      },
      {
        name: 'repeatDelay',
        type: 'number',
        default: '0.5',
        description: 'Seconds a square stays at its brightest before fading out.',
      },
      {
        name: 'ref / ...props',
        type: "React.ComponentProps<'svg'>",
        description: 'Passed to the root `<svg>`.',
      },
    ],
  },
  examples: [
    {
      name: 'animated-grid-pattern-demo',
      title: 'Animated Grid Pattern',
      description: 'A tilted grid with squares fading in and out behind a headline.',
    },
    {
      name: 'animated-grid-pattern-demo-2',
      title: 'Coloured squares',
      description: 'Smaller, faster squares in an accent colour, kept clear of the text in the middle.',
    },
  ],
})
