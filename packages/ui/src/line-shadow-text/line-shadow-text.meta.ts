import { defineItem } from '../meta'

export default defineItem({
  name: 'line-shadow-text',
  type: 'registry:ui',
  title: 'Line Shadow Text',
  description: 'Text casting a hatched shadow whose diagonal lines drift slowly.',
  section: 'Text Animations',
  registryDependencies: ['use-on-screen', 'use-reduced-motion', 'utils'],
  files: [{ path: 'line-shadow-text/line-shadow-text.tsx', type: 'registry:ui' }],
  cssVars: {
    theme: {
      'animate-line-shadow-text': 'line-shadow-text 15s linear infinite',
    },
  },
  css: {
    // The hatching tile is 0.06em square: moving it 25 tiles along the diagonal ends where it began,
    // so the loop has no jump, and em units keep the pace the same for any length of text.
    '@keyframes line-shadow-text': {
      from: { 'background-position': '0 0' },
      to: { 'background-position': '1.5em -1.5em' },
    },
  },
  props: {
    LineShadowText: [
      {
        name: 'shadowColor',
        type: 'string',
        default: "'black'",
        description: 'Colour of the shadow’s lines; `currentColor` uses the text colour, so it suits both themes.',
      },
      { name: 'children', type: 'string', required: true, description: 'The text, drawn again as its shadow.' },
      {
        name: 'as',
        type: 'React.ElementType',
        default: "'span'",
        description: 'The element to render, e.g. `"h1"`; other props and `ref` are passed to it.',
      },
      { name: 'className', type: 'string', description: 'Extra classes for the text element.' },
    ],
  },
  examples: [
    {
      name: 'line-shadow-text-demo',
      title: 'Line Shadow Text',
      description: 'A headline with one word set in line shadow, in the text colour of either theme.',
    },
  ],
})
