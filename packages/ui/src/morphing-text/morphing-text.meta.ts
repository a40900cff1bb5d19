import { defineItem } from '../meta'

export default defineItem({
  name: 'morphing-text',
  type: 'registry:ui',
  title: 'Morphing Text',
  description:
    'Words that melt into one another through a liquid blur, one after the other, in a box that never resizes.',
  section: 'Text Animations',
  registryDependencies: ['use-on-screen', 'use-reduced-motion', 'utils'],
  files: [{ path: 'morphing-text/morphing-text.tsx', type: 'registry:ui' }],
  props: {
    MorphingText: [
      {
        name: 'texts',
        type: 'string[]',
        required: true,
        description: 'The texts to morph between, in order; after the last comes the first again.',
      },
      {
        name: 'className',
        type: 'string',
        description: 'Classes for the box; set its height and text size here (h-16, md:h-24 and 40pt by default).',
      },
      {
        name: 'morphTime',
        type: 'number',
        default: '1.5',
        description: 'Seconds one text takes to melt into the next.',
      },
      {
        name: 'cooldownTime',
        type: 'number',
        default: '0.5',
        description: 'Seconds each text rests, fully formed, between two morphs.',
      },
    ],
  },
  examples: [
    {
      name: 'morphing-text-demo',
      title: 'Morphing Text',
      description: 'A list of words morphing into one another at heading size.',
    },
    {
      name: 'morphing-text-demo-2',
      title: 'In a sentence',
      description: 'A smaller morphing word completing a tagline, with a slower, calmer rhythm.',
    },
  ],
})
