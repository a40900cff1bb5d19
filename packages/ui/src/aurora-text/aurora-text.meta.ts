import { defineItem } from '../meta'

export default defineItem({
  name: 'aurora-text',
  type: 'registry:ui',
  title: 'Aurora Text',
  description: 'Text lit by a many-coloured gradient that drifts slowly back and forth, like an aurora.',
  section: 'Text Animations',
  registryDependencies: ['use-on-screen', 'use-reduced-motion', 'utils'],
  files: [{ path: 'aurora-text/aurora-text.tsx', type: 'registry:ui' }],
  cssVars: {
    theme: {
      'animate-aurora-text': 'aurora-text var(--aurora-text-duration, 10s) ease-in-out infinite',
    },
  },
  css: {
    // The gradient is twice the text's width: 0% shows its first half, 100% its second. Easing each
    // quarter makes the light linger at the ends and in the middle.
    '@keyframes aurora-text': {
      '0%, 100%': { 'background-position': '0% 50%' },
      '25%, 75%': { 'background-position': '50% 50%' },
      '50%': { 'background-position': '100% 50%' },
    },
  },
  props: {
    AuroraText: [
      {
        name: 'className',
        type: 'string',
        description: 'Extra classes; size and weight the text with them. Other `<span>` props and `ref` pass through.',
      },
      { name: 'children', type: 'React.ReactNode', description: 'The text to light.' },
      {
        name: 'colors',
        type: 'string[]',
        default: "['#FF0080', '#7928CA', '#0070F3', '#38bdf8']",
        description: 'The colours of the gradient, in order.',
      },
      {
        name: 'speed',
        type: 'number',
        default: '1',
        description: 'Speed multiplier: one cycle lasts 10 seconds divided by it, so 2 is twice as fast.',
      },
    ],
  },
  examples: [
    { name: 'aurora-text-demo', title: 'Aurora Text', description: 'One word of a headline in aurora light.' },
  ],
})
