import { defineItem } from '../meta'

export default defineItem({
  name: 'text-reveal',
  type: 'registry:ui',
  title: 'Text Reveal',
  description: 'Pins a sentence in view and lights its words up one by one as the reader scrolls through the section.',
  section: 'Text Animations',
  dependencies: ['motion'],
  registryDependencies: ['use-on-screen', 'use-reduced-motion', 'utils'],
  files: [{ path: 'text-reveal/text-reveal.tsx', type: 'registry:ui' }],
  props: {
    TextReveal: [
      {
        name: 'children',
        type: 'string',
        required: true,
        description: 'The text to reveal; it is split into words at whitespace.',
      },
      {
        name: 'className',
        type: 'string',
        description: 'Classes for the section, e.g. its height (`h-[300vh]` for a longer scroll) or the text colour.',
      },
      {
        name: 'container',
        type: 'React.RefObject<HTMLElement | null>',
        description:
          'Follow this scrolling element instead of the page; give it `position: relative` and size the section against it.',
      },
      {
        name: '...props',
        type: "React.ComponentProps<'div'>",
        description: 'Any other attribute of the section’s `div`, and its `ref`.',
      },
    ],
  },
  examples: [
    {
      name: 'text-reveal-demo',
      title: 'Text Reveal',
      description: 'A sentence revealed word by word while a panel scrolls.',
    },
  ],
})
