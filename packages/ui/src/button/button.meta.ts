import { defineItem } from '../meta'

export default defineItem({
  name: 'button',
  type: 'registry:ui',
  title: 'Button',
  // No sidebar section: the docs sidebar lists the showcase items, and this one ships as their building block.
  description: 'A button in six variants and four sizes that can also style a link or any other element.',
  dependencies: ['class-variance-authority'],
  registryDependencies: ['utils'],
  files: [
    { path: 'button/button.tsx', type: 'registry:ui' },
    // `asChild` support of its own, so the button needs no primitives library.
    { path: 'button/slot.tsx', type: 'registry:ui' },
  ],
  // The colour tokens of a default shadcn theme, so the button is styled in an app that has none;
  // an app that already defines them keeps its own values.
  cssVars: {
    theme: {
      'color-background': 'var(--background)',
      'color-primary': 'var(--primary)',
      'color-primary-foreground': 'var(--primary-foreground)',
      'color-secondary': 'var(--secondary)',
      'color-secondary-foreground': 'var(--secondary-foreground)',
      'color-accent': 'var(--accent)',
      'color-accent-foreground': 'var(--accent-foreground)',
      'color-destructive': 'var(--destructive)',
      'color-input': 'var(--input)',
      'color-ring': 'var(--ring)',
    },
    light: {
      background: 'oklch(1 0 0)',
      primary: 'oklch(0.205 0 0)',
      'primary-foreground': 'oklch(0.985 0 0)',
      secondary: 'oklch(0.97 0 0)',
      'secondary-foreground': 'oklch(0.205 0 0)',
      accent: 'oklch(0.97 0 0)',
      'accent-foreground': 'oklch(0.205 0 0)',
      destructive: 'oklch(0.577 0.245 27.325)',
      input: 'oklch(0.922 0 0)',
      ring: 'oklch(0.708 0 0)',
    },
    dark: {
      background: 'oklch(0.145 0 0)',
      primary: 'oklch(0.922 0 0)',
      'primary-foreground': 'oklch(0.205 0 0)',
      secondary: 'oklch(0.269 0 0)',
      'secondary-foreground': 'oklch(0.985 0 0)',
      accent: 'oklch(0.269 0 0)',
      'accent-foreground': 'oklch(0.985 0 0)',
      destructive: 'oklch(0.704 0.191 22.216)',
      input: 'oklch(1 0 0 / 15%)',
      ring: 'oklch(0.556 0 0)',
    },
  },
  props: {
    Button: [
      {
        name: 'variant',
        type: "'default' | 'destructive' | 'outline' | 'secondary' | 'ghost' | 'link'",
        default: "'default'",
        description: 'Visual style.',
      },
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
        description:
          'Render the single child element (for example a link) with the button styles instead of a `<button>`.',
      },
      { name: 'className', type: 'string', description: 'Extra classes, merged over the variant classes.' },
    ],
  },
  examples: [
    { name: 'button-demo', title: 'Variants', description: 'Every variant side by side.' },
    {
      name: 'button-demo-2',
      title: 'Sizes and icons',
      description: 'The four sizes, an icon button and a button that is a link.',
    },
  ],
})
