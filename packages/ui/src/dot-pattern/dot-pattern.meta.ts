import { defineItem } from '../meta'

export default defineItem({
  name: 'dot-pattern',
  type: 'registry:ui',
  title: 'Dot Pattern',
  description: 'A background grid of dots as an SVG pattern, with an optional twinkling glow.',
  section: 'Backgrounds',
  registryDependencies: ['seeded-random', 'use-on-screen', 'utils'],
  files: [{ path: 'dot-pattern/dot-pattern.tsx', type: 'registry:ui' }],
  cssVars: {
    theme: {
      'animate-dot-twinkle': 'dot-twinkle 4s ease-in-out infinite',
    },
  },
  css: {
    '@keyframes dot-twinkle': {
      '0%, 100%': { opacity: '0' },
      '50%': { opacity: '1' },
    },
  },
  props: {
    DotPattern: [
      { name: 'width', type: 'number', default: '16', description: 'Horizontal distance between dots, in px.' },
      { name: 'height', type: 'number', default: '16', description: 'Vertical distance between dots, in px.' },
      { name: 'x', type: 'number', default: '0', description: 'Horizontal offset of the grid, in px.' },
      { name: 'y', type: 'number', default: '0', description: 'Vertical offset of the grid, in px.' },
      { name: 'cx', type: 'number', default: '1', description: 'Horizontal position of the dot in its cell, in px.' },
      { name: 'cy', type: 'number', default: '1', description: 'Vertical position of the dot in its cell, in px.' },
      { name: 'cr', type: 'number', default: '1', description: 'Dot radius, in px.' },
      {
        name: 'className',
        type: 'string',
        description:
          'Extra classes: `text-*` colours the dots (`text-neutral-400/80` by default), `[mask-image:…]` fades the edges.',
      },
      {
        name: 'glow',
        type: 'boolean',
        default: 'false',
        description: 'Let scattered dots light up and fade like stars.',
      },
    ],
  },
  examples: [
    { name: 'dot-pattern-demo', title: 'Dot Pattern', description: 'Dots faded out towards the edges.' },
    { name: 'dot-pattern-demo-2', title: 'Glow', description: 'Twinkling dots behind a headline.' },
    { name: 'dot-pattern-demo-3', title: 'Linear fade', description: 'A denser grid fading out diagonally.' },
  ],
})
