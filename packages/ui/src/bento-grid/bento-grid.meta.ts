import { defineItem } from '../meta'

export default defineItem({
  name: 'bento-grid',
  type: 'registry:ui',
  title: 'Bento Grid',
  description: 'A responsive grid of feature cards whose call to action slides up on hover.',
  section: 'Components',
  registryDependencies: ['button', 'utils'],
  files: [{ path: 'bento-grid/bento-grid.tsx', type: 'registry:ui' }],
  props: {
    BentoGrid: [
      { name: 'children', type: 'React.ReactNode', description: 'The `BentoCard`s.' },
      {
        name: 'className',
        type: 'string',
        description:
          'Extra classes on the three-column grid of 22rem rows; e.g. `auto-rows-[18rem]`, `lg:grid-rows-3` or `md:grid-cols-4`.',
      },
    ],
    BentoCard: [
      { name: 'name', type: 'string', required: true, description: 'The card’s heading.' },
      {
        name: 'className',
        type: 'string',
        description:
          'Extra classes, typically the placement: the card spans all three columns (`col-span-3`) until you write e.g. `lg:col-span-2` or `lg:col-start-2 lg:row-span-2`.',
      },
      {
        name: 'background',
        type: 'React.ReactNode',
        description: 'Anything drawn behind the text: an illustration, a gradient or a live mini demo.',
      },
      {
        name: 'Icon',
        type: 'React.ElementType',
        description: 'An icon component drawn above the heading, e.g. one from lucide-react or Radix Icons.',
      },
      { name: 'description', type: 'string', required: true, description: 'One or two sentences under the heading.' },
      { name: 'href', type: 'string', required: true, description: 'Where the call to action leads.' },
      { name: 'cta', type: 'string', default: "'Learn more'", description: 'The call to action’s text.' },
    ],
  },
  examples: [
    {
      name: 'bento-grid-demo',
      title: 'Features',
      description: 'Four cards in a two-by-two rhythm, each with its own illustrated background.',
    },
  ],
})
