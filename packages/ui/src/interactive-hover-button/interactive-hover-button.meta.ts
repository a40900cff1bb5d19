import { defineItem } from '../meta'

export default defineItem({
  name: 'interactive-hover-button',
  type: 'registry:ui',
  title: 'Interactive Hover Button',
  description: 'A pill button whose dot floods it on hover while the label slides across with an arrow.',
  section: 'Buttons',
  dependencies: ['lucide-react'],
  registryDependencies: ['utils'],
  files: [{ path: 'interactive-hover-button/interactive-hover-button.tsx', type: 'registry:ui' }],
  // The three colour tokens it uses, with a default shadcn theme's values, so it is styled in an app
  // without that theme; an app that defines them keeps its own.
  cssVars: {
    theme: {
      'color-background': 'var(--background)',
      'color-primary': 'var(--primary)',
      'color-primary-foreground': 'var(--primary-foreground)',
    },
    light: { background: 'oklch(1 0 0)', primary: 'oklch(0.205 0 0)', 'primary-foreground': 'oklch(0.985 0 0)' },
    dark: { background: 'oklch(0.145 0 0)', primary: 'oklch(0.922 0 0)', 'primary-foreground': 'oklch(0.205 0 0)' },
  },
  props: {
    InteractiveHoverButton: [
      {
        name: 'text',
        type: 'string',
        default: "'Button'",
        description: 'The label when the button has no children; children win when both are given.',
      },
      {
        name: 'className',
        type: 'string',
        description: 'Extra classes; every other `<button>` prop and `ref` are passed to the button.',
      },
      { name: 'children', type: 'React.ReactNode', description: 'The label, shown at rest and again on hover.' },
      {
        name: 'type',
        type: "'button' | 'submit' | 'reset'",
        default: "'button'",
        description: 'Pass `"submit"` to submit a surrounding form.',
      },
    ],
  },
  examples: [
    {
      name: 'interactive-hover-button-demo',
      title: 'Interactive Hover Button',
      description: 'Hover or focus it to flood it and bring in the arrow.',
    },
  ],
})
