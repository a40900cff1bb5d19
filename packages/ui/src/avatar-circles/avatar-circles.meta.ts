import { defineItem } from '../meta'

export default defineItem({
  name: 'avatar-circles',
  type: 'registry:ui',
  title: 'Avatar Circles',
  description: 'A row of overlapping profile pictures ending in a “+N” count of everyone else.',
  section: 'Components',
  // A static row, like Magic UI's: the small lift on hover is feedback, not motion of its own.
  still: true,
  registryDependencies: ['utils'],
  files: [{ path: 'avatar-circles/avatar-circles.tsx', type: 'registry:ui' }],
  props: {
    AvatarCircles: [
      { name: 'className', type: 'string', description: 'Extra classes for the row.' },
      {
        name: 'numPeople',
        type: 'number',
        description: 'The number in the last circle, shown as `+N`; the circle is left out when omitted or 0.',
      },
      {
        name: 'avatarUrls',
        type: 'Array<{ imageUrl: string; profileUrl?: string; name?: string } | string>',
        required: true,
        description:
          'The pictures in order. A `profileUrl` makes the picture a link (new tab); `name` is its alternative text.',
      },
      { name: 'moreUrl', type: 'string', description: 'Makes the `+N` circle a link, e.g. to the full list.' },
    ],
  },
  examples: [
    {
      name: 'avatar-circles-demo',
      title: 'Avatar Circles',
      description: 'Six linked portraits and a count of 99 more.',
    },
  ],
})
