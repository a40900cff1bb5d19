import { defineItem } from '../meta'

export default defineItem({
  name: 'hexagon-pattern',
  type: 'registry:ui',
  title: 'Hexagon Pattern',
  description: 'A background honeycomb of hexagon outlines as an SVG pattern, with hexagons you can fill.',
  label: 'New',
  section: 'Backgrounds',
  registryDependencies: ['utils'],
  files: [{ path: 'hexagon-pattern/hexagon-pattern.tsx', type: 'registry:ui' }],
  still: true,
  props: {
    HexagonPattern: [
      {
        name: 'radius',
        type: 'number',
        default: '40',
        description: 'Distance from a hexagon’s centre to its corners, in px.',
      },
      {
        name: 'gap',
        type: 'number',
        default: '0',
        description: 'Space between neighbouring hexagons, edge to edge, in px.',
      },
      { name: 'x', type: 'number', default: '-1', description: 'Horizontal offset of the pattern, in px.' },
      { name: 'y', type: 'number', default: '-1', description: 'Vertical offset of the pattern, in px.' },
      {
        name: 'direction',
        type: "'horizontal' | 'vertical'",
        default: "'horizontal'",
        description: '`horizontal`: flat-topped hexagons in columns; `vertical`: pointy-topped hexagons in rows.',
      },
      {
        name: 'hexagons',
        type: 'Array<[col: number, row: number]>',
        description: 'Hexagons to fill, as `[column, row]` pairs counted from the top left.',
      },
      {
        name: 'strokeDasharray',
        type: 'string',
        default: "'0'",
        description: 'Dash pattern of the outlines, e.g. `"4 2"`; `0` draws solid lines.',
      },
      {
        name: 'className',
        type: 'string',
        description:
          'Extra classes: `stroke-*` colours the outlines, `fill-*` the filled hexagons (both `gray-400/30` by default), `[mask-image:…]` fades the edges.',
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
      name: 'hexagon-pattern-demo',
      title: 'Hexagon Pattern',
      description: 'A tilted honeycomb with a few filled cells.',
    },
    { name: 'hexagon-pattern-demo-2', title: 'Linear fade', description: 'Hexagons fading out diagonally.' },
    { name: 'hexagon-pattern-demo-3', title: 'Dashed stroke', description: 'Dashed outlines around a headline.' },
    {
      name: 'hexagon-pattern-demo-4',
      title: 'Spacing',
      description: 'Pointy-topped hexagons with a gap between them.',
    },
  ],
})
