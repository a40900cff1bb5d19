import { defineItem } from '../meta'

export default defineItem({
  name: 'animated-subscribe-button',
  type: 'registry:ui',
  title: 'Animated Subscribe Button',
  description: 'A subscribe button that animates from its first label to its second when pressed.',
  section: 'Buttons',
  dependencies: ['motion'],
  registryDependencies: ['use-reduced-motion', 'utils'],
  files: [{ path: 'animated-subscribe-button/animated-subscribe-button.tsx', type: 'registry:ui' }],
  // The shadcn colour tokens it is painted with, for an app that has none; an app's own values win.
  cssVars: {
    theme: {
      'color-primary': 'var(--primary)',
      'color-primary-foreground': 'var(--primary-foreground)',
    },
    light: { primary: 'oklch(0.205 0 0)', 'primary-foreground': 'oklch(0.985 0 0)' },
    dark: { primary: 'oklch(0.922 0 0)', 'primary-foreground': 'oklch(0.205 0 0)' },
  },
  props: {
    AnimatedSubscribeButton: [
      {
        name: 'subscribeStatus',
        type: 'boolean',
        default: 'false',
        description:
          'Whether the subscribed label shows. Passed, the button follows it (controlled); left out, each press toggles it.',
      },
      {
        name: 'children',
        type: 'React.ReactNode',
        description: 'Two `<span>`s: the label while not subscribed, then the label once subscribed.',
      },
      {
        name: 'className',
        type: 'string',
        description: 'Extra classes; every other button and motion prop, and `ref`, go to the `<button>`.',
      },
      {
        name: 'onClick',
        type: 'React.MouseEventHandler<HTMLButtonElement>',
        description: 'Called on every press, after an uncontrolled button has toggled.',
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
    {
      name: 'animated-subscribe-button-demo',
      title: 'Animated Subscribe Button',
      description: 'Toggles between Follow and Following on every press.',
    },
    {
      name: 'animated-subscribe-button-demo-2',
      title: 'Controlled',
      description: 'Shows Subscribed only once a pretend request has finished.',
    },
  ],
})
