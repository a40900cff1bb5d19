import { defineItem } from '../meta'

export default defineItem({
  name: 'glyph-matrix',
  type: 'registry:ui',
  title: 'Glyph Matrix',
  description: 'A canvas grid of small glyphs that quietly change and fade towards the bottom, as a background.',
  label: 'New',
  section: 'Backgrounds',
  registryDependencies: ['graphemes', 'use-on-screen', 'use-reduced-motion', 'utils'],
  files: [{ path: 'glyph-matrix/glyph-matrix.tsx', type: 'registry:ui' }],
  props: {
    GlyphMatrix: [
      {
        name: 'glyphs',
        type: 'string',
        default: "'01·•+*/\\\\<>='",
        description: 'Characters the cells pick from at random; an emoji or accented letter counts as one.',
      },
      {
        name: 'cellSize',
        type: 'number',
        default: '14',
        description: 'Side of each cell in CSS pixels (6 at least); the glyphs are 2px smaller.',
      },
      {
        name: 'mutationRate',
        type: 'number',
        default: '0.04',
        description: 'Share of the cells that take a new glyph and opacity on each tick (0–1); 0 keeps the grid still.',
      },
      { name: 'interval', type: 'number', default: '90', description: 'Time between ticks, in milliseconds.' },
      {
        name: 'className',
        type: 'string',
        description: 'Classes for the canvas, which fills its container by default (`block size-full`).',
      },
      {
        name: 'fadeBottom',
        type: 'number',
        default: '0.6',
        description: 'How much the glyphs fade towards the bottom: 0 not at all, 1 to nothing at the last row.',
      },
      {
        name: 'color',
        type: 'string',
        default: "'#6B7280'",
        description:
          'Colour of the glyphs: hex, `rgb()`, `hsl()`, `oklch()` or a name; `currentColor` follows the canvas’s text colour, theme switches included.',
      },
      {
        name: 'ref / ...props',
        type: "React.ComponentProps<'canvas'>",
        description: 'Passed to the `<canvas>`.',
      },
    ],
  },
  examples: [
    { name: 'glyph-matrix-demo', title: 'Glyph Matrix', description: 'Glyphs in the text colour behind a title.' },
    {
      name: 'glyph-matrix-demo-2',
      title: 'Custom glyphs',
      description: 'Larger cells of four letters in colour, without the fade.',
    },
  ],
})
