import { defineItem } from '../meta'

export default defineItem({
  name: 'animated-theme-toggler',
  type: 'registry:ui',
  title: 'Theme Toggler',
  description:
    'A light and dark switch whose new theme grows over the page from the button, in a circle or another shape.',
  section: 'Special Effects',
  label: 'New',
  dependencies: ['lucide-react'],
  registryDependencies: ['utils'],
  files: [{ path: 'animated-theme-toggler/animated-theme-toggler.tsx', type: 'registry:ui' }],
  // The focus ring (`ring-ring`); an app's own --ring wins.
  cssVars: {
    theme: { 'color-ring': 'var(--ring)' },
    light: { ring: 'oklch(0.708 0 0)' },
    dark: { ring: 'oklch(0.556 0 0)' },
  },
  props: {
    AnimatedThemeToggler: [
      {
        name: 'className',
        type: 'string',
        description: 'Classes for the button; size the icons with `[&_svg]:size-5`.',
      },
      { name: 'duration', type: 'number', default: '400', description: 'Milliseconds the reveal takes.' },
      {
        name: 'variant',
        type: "'circle' | 'square' | 'rectangle' | 'diamond' | 'hexagon' | 'triangle' | 'star'",
        default: "'circle'",
        description: 'The shape that grows over the page to reveal the new theme.',
      },
      {
        name: 'fromCenter',
        type: 'boolean',
        default: 'false',
        description: 'Grow the reveal from the middle of the viewport instead of from the button.',
      },
      {
        name: 'theme',
        type: "'light' | 'dark'",
        description:
          'The theme on screen, for an app that keeps it in its own state (next-themes’ `resolvedTheme`). Given, the button shows it and saves nothing itself.',
      },
      {
        name: 'onThemeChange',
        type: "(theme: 'light' | 'dark') => void",
        description: 'Called with the new theme on every toggle; with `theme`, store the choice here.',
      },
      {
        name: 'storageKey',
        type: 'string | null',
        default: "'theme'",
        description:
          'The localStorage key the choice is saved under when `theme` is not given (next-themes reads `theme`); `null` saves nothing.',
      },
      {
        name: 'children',
        type: 'React.ReactNode',
        default: 'a sun or moon icon',
        description: 'Replaces the icons; the button stays named “Toggle theme” unless you pass `aria-label`.',
      },
      {
        name: '...props',
        type: 'React.ComponentProps<"button">',
        description: 'Any button attribute and `ref`; `type` defaults to `"button"`, and your `onClick` runs first.',
      },
    ],
  },
  examples: [
    {
      name: 'animated-theme-toggler-demo',
      title: 'Theme Toggler',
      description: 'A round icon button; the new theme grows from it in a circle.',
    },
    {
      name: 'animated-theme-toggler-demo-2',
      title: 'Shapes',
      description: 'Every reveal shape, one button each.',
    },
    {
      name: 'animated-theme-toggler-demo-3',
      title: 'With your theme state',
      description: 'Controlled by the app’s theme, revealed from the middle of the screen as a hexagon.',
    },
  ],
})
