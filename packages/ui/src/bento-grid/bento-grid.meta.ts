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
      {
        name: 'className',
        type: 'string',
        description:
          'Extra classes; change the row height with `auto-rows-[18rem]` or the columns with `md:grid-cols-4`.',
      },
    ],
    BentoCard: [
      { name: 'name', type: 'string', required: true, description: 'The card’s heading.' },
      { name: 'description', type: 'string', required: true, description: 'One or two sentences under the heading.' },
      { name: 'href', type: 'string', required: true, description: 'Where the call to action leads.' },
      { name: 'cta', type: 'string', default: "'Learn more'", description: 'The call to action’s text.' },
      {
        name: 'Icon',
        type: 'React.ComponentType<{ className?: string }>',
        description: 'An icon component drawn above the heading, e.g. one from lucide-react.',
      },
      {
        name: 'background',
        type: 'React.ReactNode',
        description: 'Anything drawn behind the text: an illustration, a gradient or a live mini demo.',
      },
      {
        name: 'className',
        type: 'string',
        description: 'Extra classes, typically the spans: `md:col-span-2`, `md:row-span-2`.',
      },
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
