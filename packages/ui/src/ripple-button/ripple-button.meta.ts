import { defineItem } from '../meta'

export default defineItem({
  name: 'ripple-button',
  type: 'registry:ui',
  title: 'Ripple Button',
  description: 'A button that sends a ripple out from the point where it was pressed.',
  section: 'Buttons',
  registryDependencies: ['use-reduced-motion', 'utils'],
  files: [{ path: 'ripple-button/ripple-button.tsx', type: 'registry:ui' }],
  // The shadcn colour tokens it is painted with, for an app that has none; an app's own values win.
  cssVars: {
    theme: {
      'color-background': 'var(--background)',
      'color-primary': 'var(--primary)',
      // One ripple per press: it grows from nothing to twice its size and fades out, then stays gone.
      'animate-ripple-button': 'ripple-button-spread var(--ripple-button-duration) ease-out both',
    },
    light: { background: 'oklch(1 0 0)', primary: 'oklch(0.205 0 0)' },
    dark: { background: 'oklch(0.145 0 0)', primary: 'oklch(0.922 0 0)' },
  },
  css: {
    '@keyframes ripple-button-spread': {
      from: { scale: '0', opacity: '0.35' },
      to: { scale: '2', opacity: '0' },
    },
  },
  props: {
    RippleButton: [
      { name: 'children', type: 'React.ReactNode', description: 'The label, with an icon if you like.' },
      {
        name: 'className',
        type: 'string',
        description: 'Extra classes; every other `<button>` prop and `ref` are passed to the button.',
      },
      { name: 'rippleColor', type: 'string', default: "'#ffffff'", description: 'Colour of the ripples.' },
      {
        name: 'duration',
        type: 'string',
        default: "'600ms'",
        description: 'How long one ripple takes to spread and fade, as a CSS time in `ms` or `s`.',
      },
      {
        name: 'onClick',
        type: 'React.MouseEventHandler<HTMLButtonElement>',
        description: 'Called on every press, after the ripple starts.',
      },
      {
        name: 'type',
        type: "'button' | 'submit' | 'reset'",
        default: "'button'",
        description: 'Pass `"submit"` to submit a surrounding form.',
      },
    ],
  },
  examples: [{ name: 'ripple-button-demo', title: 'Ripple Button', description: 'A ripple from every press.' }],
})
