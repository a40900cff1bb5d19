import { defineItem } from '../meta'

export default defineItem({
  name: 'ripple',
  type: 'registry:ui',
  title: 'Ripple',
  description: 'Concentric circles pulsing softly outwards, to draw the eye to whatever sits at their centre.',
  section: 'Backgrounds',
  registryDependencies: ['use-on-screen', 'use-reduced-motion', 'utils'],
  files: [{ path: 'ripple/ripple.tsx', type: 'registry:ui' }],
  // The shadcn colour token the circles are painted with, for an app that has none; an app's own value wins.
  cssVars: {
    theme: {
      'color-foreground': 'var(--foreground)',
      'animate-ripple-pulse': 'ripple-pulse var(--ripple-duration, 2s) ease infinite',
    },
    light: { foreground: 'oklch(0.145 0 0)' },
    dark: { foreground: 'oklch(0.985 0 0)' },
  },
  css: {
    // Named apart from Magic UI's `ripple` keyframes, which also move the circle, so a copy of those
    // left in an app's CSS cannot pull these circles off centre.
    '@keyframes ripple-pulse': {
      '0%, 100%': { transform: 'scale(1)' },
      '50%': { transform: 'scale(0.9)' },
    },
  },
  props: {
    Ripple: [
      {
        name: 'mainCircleSize',
        type: 'number',
        default: '210',
        description: 'Diameter of the innermost circle, in px; each further circle is 70px wider.',
      },
      {
        name: 'mainCircleOpacity',
        type: 'number',
        default: '0.24',
        description: 'Opacity of the innermost circle; each further circle is 0.03 fainter.',
      },
      { name: 'numCircles', type: 'number', default: '8', description: 'How many circles to draw.' },
      {
        name: 'className',
        type: 'string',
        description: 'Extra classes for the layer that holds the circles, e.g. another `[mask-image:…]`.',
      },
      { name: 'duration', type: 'number', default: '2', description: 'Seconds one pulse takes.' },
      {
        name: 'ref / ...props',
        type: "React.ComponentProps<'div'>",
        description: 'Passed to the layer that holds the circles.',
      },
    ],
  },
  examples: [{ name: 'ripple-demo', title: 'Ripple', description: 'Circles pulsing out from a headline.' }],
})
