import { defineItem } from '../meta'

export default defineItem({
  name: 'progressive-blur',
  type: 'registry:ui',
  title: 'Progressive Blur',
  description: 'A blur that thickens towards the edge of scrolling content, like frosted glass.',
  section: 'Components',
  label: 'New',
  still: true,
  registryDependencies: ['utils'],
  files: [{ path: 'progressive-blur/progressive-blur.tsx', type: 'registry:ui' }],
  props: {
    ProgressiveBlur: [
      { name: 'className', type: 'string', description: 'Extra classes for the blur container.' },
      {
        name: 'height',
        type: 'string',
        default: '"30%"',
        description: 'Height of the blurred band as a CSS length; with `both`, of each band.',
      },
      {
        name: 'position',
        type: '"top" | "bottom" | "both"',
        default: '"bottom"',
        description: 'The edge of the positioned parent the blur sits against; `both` blurs the top and bottom.',
      },
      {
        name: 'blurLevels',
        type: 'number[]',
        default: '[0.5, 1, 2, 4, 8, 16, 32, 64]',
        description: 'Blur radii in px, one layer each, from the inner end of the band to the edge.',
      },
      { name: 'children', type: 'React.ReactNode', description: 'Optional content drawn on top of the blur.' },
    ],
  },
  examples: [
    {
      name: 'progressive-blur-demo',
      title: 'Progressive Blur',
      description: 'A scrolling list of release notes that blurs away at the bottom.',
    },
  ],
})
