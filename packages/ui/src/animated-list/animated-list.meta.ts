import { defineItem } from '../meta'

export default defineItem({
  name: 'animated-list',
  type: 'registry:ui',
  title: 'Animated List',
  description:
    'A list that reveals its items one after another, newest on top, for notification feeds and activity streams.',
  section: 'Components',
  dependencies: ['motion'],
  registryDependencies: ['use-on-screen', 'use-reduced-motion', 'utils'],
  files: [{ path: 'animated-list/animated-list.tsx', type: 'registry:ui' }],
  props: {
    AnimatedList: [
      { name: 'className', type: 'string', description: 'Extra classes for the list.' },
      { name: 'delay', type: 'number', default: '1000', description: 'Milliseconds between one item and the next.' },
      {
        name: 'children',
        type: 'React.ReactNode',
        required: true,
        description: 'The items, in the order they appear.',
      },
    ],
    AnimatedListItem: [
      { name: 'children', type: 'React.ReactNode', required: true, description: 'The item’s content.' },
      { name: 'className', type: 'string', description: 'Extra classes for the item’s wrapper.' },
    ],
  },
  examples: [
    {
      name: 'animated-list-demo',
      title: 'Notifications',
      description: 'A feed of notifications arriving one by one.',
    },
  ],
})
