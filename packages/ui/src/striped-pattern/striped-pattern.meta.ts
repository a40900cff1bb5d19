import { defineItem } from '../meta'

export default defineItem({
  name: 'striped-pattern',
  type: 'registry:ui',
  title: 'Striped Pattern',
  description: 'A background of thin diagonal stripes as an SVG pattern, coloured and dashed with Tailwind classes.',
  label: 'New',
  section: 'Backgrounds',
  registryDependencies: ['utils'],
  files: [{ path: 'striped-pattern/striped-pattern.tsx', type: 'registry:ui' }],
  still: true,
  props: {
    StripedPattern: [
      {
        name: 'width',
        type: 'number',
        default: '40',
        description: 'Width of one pattern tile, in px: the horizontal distance between stripes.',
      },
      {
        name: 'height',
        type: 'number',
        default: '40',
        description: 'Height of one pattern tile, in px: the vertical distance between stripes.',
      },
      { name: 'x', type: 'number', default: '-1', description: 'Horizontal offset of the pattern, in px.' },
      { name: 'y', type: 'number', default: '-1', description: 'Vertical offset of the pattern, in px.' },
      {
        name: 'direction',
        type: "'left' | 'right'",
        default: "'left'",
        description: 'Which way the stripes lean: `left` rises to the right (`/`), `right` falls to the right (`\\`).',
      },
      {
        name: 'className',
        type: 'string',
        description:
          'Extra classes: `text-*` (or `stroke-*`) colours the stripes, `stroke-[…]` sets their width (0.5 by default), `[stroke-dasharray:…]` dashes them, `[mask-image:…]` fades the edges.',
      },
      {
        name: 'ref / ...props',
        type: "React.ComponentProps<'svg'>",
        description: 'Passed to the root `<svg>`.',
      },
    ],
  },
  examples: [
    { name: 'striped-pattern-demo', title: 'Striped Pattern', description: 'Stripes faded out in a circle.' },
    { name: 'striped-pattern-demo-2', title: 'Dashed stroke', description: 'Finer, dashed stripes behind a card.' },
    { name: 'striped-pattern-demo-3', title: 'To the right', description: 'Stripes falling to the right.' },
  ],
})
