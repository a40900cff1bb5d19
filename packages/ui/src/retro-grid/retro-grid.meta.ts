import { defineItem } from '../meta'

export default defineItem({
  name: 'retro-grid',
  type: 'registry:ui',
  title: 'Retro Grid',
  description: 'A perspective grid floor that scrolls endlessly towards the viewer, synthwave style.',
  section: 'Backgrounds',
  registryDependencies: ['use-on-screen', 'use-reduced-motion', 'utils'],
  files: [{ path: 'retro-grid/retro-grid.tsx', type: 'registry:ui' }],
  cssVars: {
    theme: {
      // The component sets the duration from the cell size, so the grid moves at the same speed for any cell.
      'animate-retro-grid': 'retro-grid var(--retro-grid-duration, 0.75s) linear infinite',
    },
  },
  css: {
    // Exactly one cell per iteration: the last frame looks like the first, so the loop has no seam.
    '@keyframes retro-grid': {
      from: { transform: 'translateY(0)' },
      to: { transform: 'translateY(var(--retro-grid-cell-size, 60px))' },
    },
  },
  props: {
    RetroGrid: [
      {
        name: 'className',
        type: 'string',
        description: 'Classes for the grid’s container, which fills its positioned parent.',
      },
      {
        name: 'angle',
        type: 'number',
        default: '65',
        description: 'Tilt of the grid away from the viewer in degrees, kept between 1 and 89.',
      },
      { name: 'cellSize', type: 'number', default: '60', description: 'Side of a grid cell, in px.' },
      { name: 'opacity', type: 'number', default: '0.5', description: 'Opacity of the whole grid, from 0 to 1.' },
      {
        name: 'lightLineColor',
        type: 'string',
        default: "'gray'",
        description: 'Colour of the lines in light mode.',
      },
      {
        name: 'darkLineColor',
        type: 'string',
        default: "'gray'",
        description: 'Colour of the lines in dark mode, under a `.dark` ancestor.',
      },
      {
        name: 'ref / ...props',
        type: "React.ComponentProps<'div'>",
        description: 'Passed to the container; an `opacity` in `style` gives way to the `opacity` prop.',
      },
    ],
  },
  examples: [
    {
      name: 'retro-grid-demo',
      title: 'Retro Grid',
      description: 'A title over the scrolling grid.',
    },
    {
      name: 'retro-grid-demo-2',
      title: 'Neon lines',
      description: 'Smaller cells in pink and cyan lines, tilted less, behind a call to action.',
    },
  ],
})
