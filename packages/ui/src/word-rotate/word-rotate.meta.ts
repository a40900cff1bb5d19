import { defineItem } from '../meta'

export default defineItem({
  name: 'word-rotate',
  type: 'registry:ui',
  title: 'Word Rotate',
  description: 'Shows one word at a time from a list, each dropping in as the one before falls away.',
  section: 'Text Animations',
  dependencies: ['motion'],
  registryDependencies: ['use-on-screen', 'use-reduced-motion', 'utils'],
  files: [{ path: 'word-rotate/word-rotate.tsx', type: 'registry:ui' }],
  props: {
    WordRotate: [
      {
        name: 'className',
        type: 'string',
        description: 'Classes for the element; the words take its font, size and colour.',
      },
      { name: 'duration', type: 'number', default: '2500', description: 'Milliseconds each word stays.' },
      { name: 'words', type: 'string[]', required: true, description: 'The words to show, in order.' },
      {
        name: 'motionProps',
        type: 'MotionProps',
        default: 'drop in from above, fall out below',
        description:
          'How each word enters and leaves (`initial`, `animate`, `exit`, `transition`); replaces the default as a whole.',
      },
      {
        name: '...props',
        type: 'React.ComponentProps<"span">',
        description: 'Any attribute for the outer `span`, and `ref`.',
      },
    ],
  },
  examples: [
    { name: 'word-rotate-demo', title: 'Word Rotate', description: 'Two words taking turns.' },
    {
      name: 'word-rotate-demo-2',
      title: 'In a sentence',
      description: 'A rotating word inside a headline, with a sideways slide instead of the drop.',
    },
  ],
})
