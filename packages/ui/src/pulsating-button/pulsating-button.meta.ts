import { defineItem } from '../meta'

// The pulse colour: the one passed in, else the button's measured background colour.
const color = 'var(--pulsating-button-color, var(--pulsating-button-bg, currentColor))'

export default defineItem({
  name: 'pulsating-button',
  type: 'registry:ui',
  title: 'Pulsating Button',
  description: 'A button with a glow that pulses out from its edge to draw attention.',
  section: 'Buttons',
  registryDependencies: ['use-on-screen', 'use-reduced-motion', 'utils'],
  files: [{ path: 'pulsating-button/pulsating-button.tsx', type: 'registry:ui' }],
  // The shadcn colour tokens it is painted with, for an app that has none; an app's own values win.
  cssVars: {
    theme: {
      'color-primary': 'var(--primary)',
      'color-primary-foreground': 'var(--primary-foreground)',
      'animate-pulsating-button-pulse': 'pulsating-button-pulse var(--pulsating-button-duration) ease-out infinite',
      'animate-pulsating-button-ripple': 'pulsating-button-ripple var(--pulsating-button-duration) ease-out infinite',
    },
    light: { primary: 'oklch(0.205 0 0)', 'primary-foreground': 'oklch(0.985 0 0)' },
    dark: { primary: 'oklch(0.922 0 0)', 'primary-foreground': 'oklch(0.205 0 0)' },
  },
  css: {
    // Swells out to the distance and settles back.
    '@keyframes pulsating-button-pulse': {
      '0%, 100%': { 'box-shadow': `0 0 0 0 ${color}` },
      '50%': { 'box-shadow': `0 0 0 var(--pulsating-button-distance) ${color}` },
    },
    // Spreads out to the distance while it fades, then starts again from the edge.
    '@keyframes pulsating-button-ripple': {
      '0%': { 'box-shadow': `0 0 0 0 ${color}`, opacity: '1' },
      '100%': { 'box-shadow': `0 0 0 var(--pulsating-button-distance) ${color}`, opacity: '0' },
    },
  },
  props: {
    PulsatingButton: [
      { name: 'children', type: 'React.ReactNode', description: 'The label, with an icon if you like.' },
      {
        name: 'className',
        type: 'string',
        description: 'Extra classes; every other `<button>` prop and `ref` are passed to the button.',
      },
      {
        name: 'pulseColor',
        type: 'string',
        default: "the button's background colour",
        description: 'Colour of the pulse, any CSS colour.',
      },
      { name: 'duration', type: 'string', default: "'1.5s'", description: 'Time one pulse takes.' },
      {
        name: 'distance',
        type: 'string',
        default: "'8px'",
        description: "How far the pulse reaches beyond the button's edge.",
      },
      {
        name: 'variant',
        type: "'pulse' | 'ripple'",
        default: "'pulse'",
        description: '`pulse` swells and settles back; `ripple` spreads out and fades away.',
      },
      {
        name: 'type',
        type: "'button' | 'submit' | 'reset'",
        default: "'button'",
        description: 'Pass `"submit"` to submit a surrounding form.',
      },
    ],
  },
  examples: [
    { name: 'pulsating-button-demo', title: 'Pulsating Button', description: 'The default pulse.' },
    {
      name: 'pulsating-button-demo-2',
      title: 'Ripple variant',
      description: 'Rings that spread further and fade, in a colour of their own.',
    },
  ],
})
