import { defineItem } from '../meta'

export default defineItem({
  name: 'flip-text',
  type: 'registry:ui',
  title: 'Flip Text',
  description: 'Text whose letters flip up into place one after another, each turning as it fades in.',
  section: 'Text Animations',
  dependencies: ['motion'],
  registryDependencies: ['graphemes', 'motion-element', 'use-reduced-motion', 'utils'],
  files: [{ path: 'flip-text/flip-text.tsx', type: 'registry:ui' }],
  props: {
    FlipText: [
      {
        name: 'className',
        type: 'string',
        description: 'Classes for every character; size and colour the text here.',
      },
      { name: 'duration', type: 'number', default: '0.5', description: 'Seconds each character takes to flip.' },
      {
        name: 'delayMultiple',
        type: 'number',
        default: '0.08',
        description: 'Seconds between one character’s start and the next.',
      },
      {
        name: 'variants',
        type: 'Variants',
        description:
          'Your own `hidden` and `visible` motion targets for each character, replacing the flip (a quarter turn about the horizontal axis and a fade).',
      },
      { name: 'as', type: 'React.ElementType', default: "'span'", description: 'The element each character is.' },
      {
        name: 'children',
        type: 'React.ReactNode',
        required: true,
        description: 'The text; strings and numbers among the children are joined.',
      },
      {
        name: 'framerProps',
        type: 'Variants',
        description:
          'The earlier name of `variants`, from older versions of this API; `variants` wins when both are set.',
      },
      {
        name: 'containerClassName',
        type: 'string',
        description: 'Classes for the row that holds the characters, e.g. `justify-start` or `space-x-1`.',
      },
      {
        name: '...props',
        type: 'HTMLMotionProps<"span">',
        description:
          'Any motion prop, applied to every character: `transition` replaces the timing, `whileHover` works per letter.',
      },
    ],
  },
  examples: [
    {
      name: 'flip-text-demo',
      title: 'Flip Text',
      description: 'A large heading whose letters flip up into place one after another.',
    },
  ],
})
