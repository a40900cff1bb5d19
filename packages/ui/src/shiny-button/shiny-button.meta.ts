import { defineItem } from '../meta'

export default defineItem({
  name: 'shiny-button',
  type: 'registry:ui',
  title: 'Shiny Button',
  description: 'A button whose label is swept by a soft shine while a light runs along its edge.',
  section: 'Buttons',
  dependencies: ['motion'],
  registryDependencies: ['use-on-screen', 'use-reduced-motion', 'utils'],
  files: [{ path: 'shiny-button/shiny-button.tsx', type: 'registry:ui' }],
  cssVars: {
    theme: {
      // One sweep and a rest: 3.7s gliding (the settle time of Magic UI's spring), then 1s still.
      'animate-shiny-button': 'shiny-button-sweep 4.7s infinite',
    },
    // The primary colour of a default shadcn theme, for the edge light; an app's own theme wins.
    light: { primary: 'oklch(0.205 0 0)' },
    dark: { primary: 'oklch(0.922 0 0)' },
  },
  css: {
    '@keyframes shiny-button-sweep': {
      '0%': {
        '--shiny-button-x': '100%',
        // The curve of a spring with stiffness 20, damping 15 and mass 2, sampled every 5%.
        'animation-timing-function':
          'linear(0, 0.11, 0.298, 0.471, 0.61, 0.715, 0.792, 0.849, 0.89, 0.92, 0.942, 0.958, 0.97, 0.978, 0.984, 0.988, 0.992, 0.994, 0.996, 0.997, 1)',
      },
      '78.72%, 100%': { '--shiny-button-x': '-100%' },
    },
  },
  props: {
    ShinyButton: [
      {
        name: 'className',
        type: 'string',
        description: 'Extra classes; every other `<button>` prop and `ref` are passed to the button.',
      },
      { name: 'children', type: 'React.ReactNode', description: 'The label.' },
      {
        name: 'initial',
        type: 'MotionProps["initial"]',
        default: '{ scale: 0.8 }',
        description: 'Where the entrance starts; `false` skips it. Every motion prop is passed to `motion.button`.',
      },
      { name: 'animate', type: 'MotionProps["animate"]', default: '{ scale: 1 }', description: 'Where it settles.' },
      { name: 'whileTap', type: 'MotionProps["whileTap"]', default: '{ scale: 0.95 }', description: 'The press dip.' },
      {
        name: 'transition',
        type: 'MotionProps["transition"]',
        default: '{ scale: { type: "spring", stiffness: 200, damping: 5, mass: 0.5 } }',
        description: 'The bouncy spring of the entrance and the press.',
      },
      {
        name: 'type',
        type: "'button' | 'submit' | 'reset'",
        default: "'button'",
        description: 'Pass `"submit"` to submit a surrounding form.',
      },
    ],
  },
  examples: [{ name: 'shiny-button-demo', title: 'Shiny Button', description: 'The default button.' }],
})
