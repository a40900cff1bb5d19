import { defineItem } from '../meta'

export default defineItem({
  name: 'animated-shiny-text',
  type: 'registry:ui',
  title: 'Animated Shiny Text',
  description: 'Muted text that a soft glint sweeps across every few seconds.',
  section: 'Text Animations',
  registryDependencies: ['use-on-screen', 'use-reduced-motion', 'utils'],
  files: [{ path: 'animated-shiny-text/animated-shiny-text.tsx', type: 'registry:ui' }],
  cssVars: {
    theme: {
      'animate-animated-shiny-text': 'animated-shiny-text 8s infinite',
    },
  },
  css: {
    // The band is the glint's width: at -100% minus that width it lies just past the left edge, at
    // 100% plus it just past the right. Across in 2.4s, a rest, back in 2.4s, a shorter rest.
    '@keyframes animated-shiny-text': {
      '0%, 90%, 100%': { 'background-position': 'calc(-100% - var(--animated-shiny-text-width, 100px)) 0' },
      '30%, 60%': { 'background-position': 'calc(100% + var(--animated-shiny-text-width, 100px)) 0' },
    },
  },
  props: {
    AnimatedShinyText: [
      { name: 'children', type: 'React.ReactNode', description: 'The text (and any inline icons) to shine.' },
      {
        name: 'className',
        type: 'string',
        description: 'Extra classes; other `<span>` props and `ref` are passed to the span as well.',
      },
      { name: 'shimmerWidth', type: 'number', default: '100', description: 'Width of the glint, in pixels.' },
    ],
  },
  examples: [
    {
      name: 'animated-shiny-text-demo',
      title: 'Animated Shiny Text',
      description: 'An announcement pill whose label catches the light.',
    },
  ],
})
