import { defineItem } from '../meta'

export default defineItem({
  name: 'lens',
  type: 'registry:ui',
  title: 'Lens',
  description:
    'A magnifying glass that follows the pointer over images, video or any markup; keyboard and touch friendly.',
  section: 'Components',
  registryDependencies: ['use-reduced-motion', 'utils'],
  files: [{ path: 'lens/lens.tsx', type: 'registry:ui' }],
  props: {
    Lens: [
      {
        name: 'children',
        type: 'React.ReactNode',
        required: true,
        description: 'The content to magnify.',
      },
      { name: 'zoomFactor', type: 'number', default: '1.3', description: 'How much the lens magnifies (at least 1).' },
      { name: 'lensSize', type: 'number', default: '170', description: 'Diameter of the lens, in pixels.' },
      {
        name: 'position',
        type: 'Position',
        default: '{ x: 0, y: 0 }',
        description: 'Where a static lens sits, in pixels from the top-left corner.',
      },
      {
        name: 'defaultPosition',
        type: 'Position',
        description: 'Where the lens rests while the pointer is away; without it the lens shows only on hover.',
      },
      {
        name: 'isStatic',
        type: 'boolean',
        default: 'false',
        description: 'Keep the lens at `position` instead of following the pointer.',
      },
      {
        name: 'duration',
        type: 'number',
        default: '0.1',
        description: 'Seconds the lens takes to appear or disappear.',
      },
      {
        name: 'lensColor',
        type: 'string',
        default: "'black'",
        description:
          'Colour of the lens mask; only its opacity counts, so a translucent colour gives a translucent lens.',
      },
      {
        name: 'ariaLabel',
        type: 'string',
        default: "'Zoom Area'",
        description: 'Accessible name of the zoomable region; give each lens on a page its own.',
      },
      { name: 'className', type: 'string', description: 'Extra classes for the region.' },
    ],
  },
  examples: [
    { name: 'lens-demo', title: 'Lens', description: 'An inline illustration with a lens that follows the pointer.' },
    { name: 'lens-demo-2', title: 'Static lens', description: 'A lens fixed over one spot of a map.' },
    {
      name: 'lens-demo-3',
      title: 'Lens with a default position',
      description: 'The lens rests on the fine print until the pointer picks it up.',
    },
  ],
})
