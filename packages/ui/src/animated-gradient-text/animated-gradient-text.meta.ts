import { defineItem } from '../meta'

export default defineItem({
  name: 'animated-gradient-text',
  type: 'registry:ui',
  title: 'Animated Gradient Text',
  description: 'Text filled with a two-colour gradient that flows steadily across it.',
  section: 'Text Animations',
  registryDependencies: ['use-on-screen', 'use-reduced-motion', 'utils'],
  files: [{ path: 'animated-gradient-text/animated-gradient-text.tsx', type: 'registry:ui' }],
  cssVars: {
    theme: {
      'animate-animated-gradient-text':
        'animated-gradient-text var(--animated-gradient-text-duration, 8s) linear infinite',
    },
  },
  css: {
    // The gradient is three text widths wide; at 300% it has moved six, two whole passes, so each
    // loop ends exactly where the next begins.
    '@keyframes animated-gradient-text': {
      from: { 'background-position': '0% 0' },
      to: { 'background-position': '300% 0' },
    },
  },
  props: {
    AnimatedGradientText: [
      { name: 'children', type: 'React.ReactNode', description: 'The text to fill.' },
      {
        name: 'className',
        type: 'string',
        description: 'Extra classes; other `<span>` props and `ref` are passed to the span as well.',
      },
      {
        name: 'speed',
        type: 'number',
        default: '1',
        description: 'Speed multiplier: the colours take 4 seconds to pass at 1, 2 at 2.',
      },
      {
        name: 'colorFrom',
        type: 'string',
        default: "'#ffaa40'",
        description: 'The colour at both ends of the gradient.',
      },
      { name: 'colorTo', type: 'string', default: "'#9c40ff'", description: 'The colour in its middle.' },
    ],
  },
  examples: [
    {
      name: 'animated-gradient-text-demo',
      title: 'Animated Gradient Text',
      description: 'An announcement pill with a gradient edge and a flowing gradient label.',
    },
    {
      name: 'animated-gradient-text-demo-2',
      title: 'Custom Speed',
      description: 'Green into cyan, flowing twice as fast, in shades legible on light and dark backgrounds.',
    },
  ],
})
