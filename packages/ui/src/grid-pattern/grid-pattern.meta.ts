import { defineItem } from '../meta'

export default defineItem({
  name: 'grid-pattern',
  type: 'registry:ui',
  title: 'Grid Pattern',
  description: 'A background grid of thin lines as an SVG pattern, with cells you can fill.',
  section: 'Backgrounds',
  registryDependencies: ['utils'],
  files: [{ path: 'grid-pattern/grid-pattern.tsx', type: 'registry:ui' }],
  still: true,
  props: {
    GridPattern: [
      { name: 'width', type: 'number', default: '40', description: 'Width of one grid cell, in px.' },
      { name: 'height', type: 'number', default: '40', description: 'Height of one grid cell, in px.' },
      { name: 'x', type: 'number', default: '-1', description: 'Horizontal offset of the grid, in px.' },
      { name: 'y', type: 'number', default: '-1', description: 'Vertical offset of the grid, in px.' },
      {
        name: 'squares',
        type: 'Array<[x: number, y: number]>',
        default: '[]',
        description: 'Cells to fill, as `[column, row]` pairs counted from the top left.',
      },
      {
        name: 'strokeDasharray',
        type: 'string',
        default: "'0'",
        description: 'Dash pattern of the lines, e.g. `"4 2"`; `0` draws solid lines.',
      },
      {
        name: 'className',
        type: 'string',
        description:
          'Extra classes: `stroke-*` colours the lines, `fill-*` the filled cells (both `gray-400/30` by default), `[mask-image:…]` fades the edges.',
      },
      {
        name: 'ref / ...props',
        type: "React.ComponentProps<'svg'>",
        description: 'Passed to the root `<svg>`.',
      },
    ],
  },
  examples: [
    { name: 'grid-pattern-demo', title: 'Grid Pattern', description: 'A tilted grid with a few filled cells.' },
    { name: 'grid-pattern-demo-2', title: 'Linear fade', description: 'A finer grid fading out diagonally.' },
    { name: 'grid-pattern-demo-3', title: 'Dashed lines', description: 'Dashed grid lines around a headline.' },
  ],
})
