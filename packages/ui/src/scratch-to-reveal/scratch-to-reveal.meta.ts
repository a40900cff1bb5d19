import { defineItem } from '../meta'

export default defineItem({
  name: 'scratch-to-reveal',
  type: 'registry:ui',
  title: 'Scratch To Reveal',
  description: 'A card covered by a gradient that the visitor scratches off, or reveals with a button.',
  section: 'Special Effects',
  registryDependencies: ['utils'],
  files: [{ path: 'scratch-to-reveal/scratch-to-reveal.tsx', type: 'registry:ui' }],
  cssVars: {
    theme: {
      'animate-scratch-to-reveal-pop': 'scratch-to-reveal-pop 0.5s ease-out',
    },
  },
  css: {
    '@keyframes scratch-to-reveal-pop': {
      '0%': { transform: 'scale(0.92)', opacity: '0.6' },
      '60%': { transform: 'scale(1.04)', opacity: '1' },
      '100%': { transform: 'scale(1)', opacity: '1' },
    },
  },
  props: {
    ScratchToReveal: [
      { name: 'className', type: 'string', default: '-', description: 'Classes for the card.' },
      { name: 'width', type: 'number', default: '-', description: 'Width of the card in CSS pixels.' },
      { name: 'height', type: 'number', default: '-', description: 'Height of the card in CSS pixels.' },
      {
        name: 'minScratchPercentage',
        type: 'number',
        default: '50',
        description: 'Share of the surface (0–100) to scratch off before everything is revealed.',
      },
      {
        name: 'children',
        type: 'React.ReactNode',
        default: '-',
        description: 'The content under the scratch-off layer.',
      },
      {
        name: 'onComplete',
        type: '() => void',
        default: '-',
        description: 'Called once, when the content is revealed (by scratching or by the reveal button).',
      },
      {
        name: 'gradientColors',
        type: 'string[]',
        default: "['#A97CF8', '#F38CB8', '#FDCC92']",
        description: 'Colours of the scratch-off layer, spread along its diagonal.',
      },
      {
        name: 'revealLabel',
        type: 'string',
        default: "'Reveal hidden content'",
        description: 'Label of the button that reveals everything; it shows when focused from the keyboard.',
      },
    ],
  },
  examples: [
    { name: 'scratch-to-reveal-demo', title: 'Scratch To Reveal', description: 'Scratch a card to find an emoji.' },
  ],
})
