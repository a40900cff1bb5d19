import { defineItem } from '../meta'

export default defineItem({
  name: 'spinning-text',
  type: 'registry:ui',
  title: 'Spinning Text',
  description: 'Text set round a circle that turns endlessly, for badges, stamps and scroll cues.',
  section: 'Text Animations',
  dependencies: ['motion'],
  registryDependencies: ['use-on-screen', 'use-reduced-motion', 'utils'],
  files: [{ path: 'spinning-text/spinning-text.tsx', type: 'registry:ui' }],
  props: {
    SpinningText: [
      {
        name: 'children',
        type: 'string | string[]',
        required: true,
        description: 'The text to set round the circle; an array is joined into one string.',
      },
      { name: 'style', type: 'React.CSSProperties', description: 'Inline styles for the turning wrapper.' },
      { name: 'duration', type: 'number', default: '10', description: 'Seconds one full turn takes.' },
      {
        name: 'className',
        type: 'string',
        description: 'Classes for the turning wrapper; text size and colour set the letters’ look.',
      },
      { name: 'reverse', type: 'boolean', default: 'false', description: 'Turn anticlockwise.' },
      {
        name: 'radius',
        type: 'number',
        default: '5',
        description: 'Radius of the circle, in `ch` of the text’s font, so it grows with the text size.',
      },
      {
        name: 'transition',
        type: 'Transition',
        description:
          'Motion transition of the spin, merged over the endless linear one; its `duration` wins over `duration`.',
      },
      {
        name: 'variants',
        type: '{ container?: Variants; item?: Variants }',
        description:
          'Motion variants: `container.visible` replaces the spin’s target (from `container.hidden`), `item` animates each letter from `hidden` to `visible` once.',
      },
    ],
  },
  examples: [
    {
      name: 'spinning-text-demo',
      title: 'Spinning Text',
      description: 'A slowly turning ring of text round an arrow, like a “scroll down” badge.',
    },
    {
      name: 'spinning-text-demo-2',
      title: 'Reverse',
      description: 'Larger text on a wider circle, turning anticlockwise and faster.',
    },
  ],
})
