import { defineItem } from '../meta'

// Magic UI's five band colours, so a plain install looks like theirs; an app may set its own.
const colors = {
  'color-1': 'oklch(66.2% 0.225 25.9)',
  'color-2': 'oklch(60.4% 0.26 302)',
  'color-3': 'oklch(69.6% 0.165 251)',
  'color-4': 'oklch(80.2% 0.134 225)',
  'color-5': 'oklch(90.7% 0.231 133)',
}

export default defineItem({
  name: 'rainbow-button',
  type: 'registry:ui',
  title: 'Rainbow Button',
  description: 'A button with a rainbow band flowing along its lower edge and glowing beneath it.',
  section: 'Buttons',
  dependencies: ['class-variance-authority'],
  // `button` brings the `Slot` behind `asChild` and the colour tokens the variants use.
  registryDependencies: ['button', 'use-on-screen', 'use-reduced-motion', 'utils'],
  files: [{ path: 'rainbow-button/rainbow-button.tsx', type: 'registry:ui' }],
  cssVars: {
    theme: {
      // One length of the band (twice the box) per `--speed`, 2s unless the app sets it, as Magic UI's.
      'animate-rainbow-button': 'rainbow-button-flow var(--speed, 2s) linear infinite',
    },
    light: colors,
    dark: colors,
  },
  css: {
    '@keyframes rainbow-button-flow': {
      from: { transform: 'translateX(0)' },
      to: { transform: 'translateX(-50%)' },
    },
  },
  props: {
    RainbowButton: [
      { name: 'children', type: 'React.ReactNode', description: 'The label, with an icon if you like.' },
      {
        name: 'className',
        type: 'string',
        description: 'Extra classes; every other `<button>` prop and `ref` are passed to the button.',
      },
      { name: 'variant', type: "'default' | 'outline'", default: "'default'", description: 'Visual style.' },
      {
        name: 'size',
        type: "'default' | 'sm' | 'lg' | 'icon'",
        default: "'default'",
        description: 'Height and padding; `icon` is a square.',
      },
      {
        name: 'asChild',
        type: 'boolean',
        default: 'false',
        description: 'Render the single child element (for example a link) as the button, rainbow included.',
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
    { name: 'rainbow-button-demo', title: 'Rainbow Button', description: 'The default dark button.' },
    { name: 'rainbow-button-demo-2', title: 'Outline Variant', description: 'The outline variant.' },
  ],
})
