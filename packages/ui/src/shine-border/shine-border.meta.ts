import { defineItem } from '../meta'

export default defineItem({
  name: 'shine-border',
  type: 'registry:ui',
  title: 'Shine Border',
  description: 'A shine of light sweeping along the border of its container.',
  section: 'Special Effects',
  registryDependencies: ['use-on-screen', 'use-reduced-motion', 'utils'],
  files: [{ path: 'shine-border/shine-border.tsx', type: 'registry:ui' }],
  cssVars: {
    theme: {
      'animate-shine-border': 'shine-border var(--shine-border-duration, 14s) linear infinite',
    },
  },
  css: {
    // The light layer is three times the ring's size: -66.667% of it lines its far corner up with the ring's.
    '@keyframes shine-border': {
      '0%, 100%': { transform: 'translate(0, 0)' },
      '50%': { transform: 'translate(-66.667%, -66.667%)' },
    },
  },
  props: {
    ShineBorder: [
      {
        name: 'className',
        type: 'string',
        description: 'Classes for the ring; every other `<div>` prop and `ref` are passed to it too.',
      },
      {
        name: 'duration',
        type: 'number',
        default: '14',
        description: 'Seconds for the shine to sweep across the border and back.',
      },
      {
        name: 'shineColor',
        type: 'string | string[]',
        default: "'#000000'",
        description: 'Colour of the shine, or several colours blended in order.',
      },
      { name: 'borderWidth', type: 'number', default: '1', description: 'Thickness of the border in pixels.' },
      { name: 'style', type: 'React.CSSProperties', description: 'Styles for the ring.' },
    ],
  },
  examples: [
    { name: 'shine-border-demo', title: 'Shine Border', description: 'A three-colour shine round a card.' },
    {
      name: 'shine-border-demo-2',
      title: 'Monotone',
      description: 'A shine in the text colour, black in light mode and white in dark mode.',
    },
  ],
})
