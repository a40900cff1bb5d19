import { defineItem } from '../meta'

export default defineItem({
  name: 'marquee',
  type: 'registry:ui',
  title: 'Marquee',
  description: 'An endless scrolling strip of logos, testimonials or any content, horizontal or vertical.',
  section: 'Components',
  registryDependencies: ['use-on-screen', 'use-reduced-motion', 'utils'],
  files: [{ path: 'marquee/marquee.tsx', type: 'registry:ui' }],
  cssVars: {
    theme: {
      'animate-marquee': 'marquee var(--duration) infinite linear',
      'animate-marquee-vertical': 'marquee-vertical var(--duration) linear infinite',
      // The focus ring of the scrolling region (`ring-ring`); an app's own --ring wins.
      'color-ring': 'var(--ring)',
    },
    light: { ring: 'oklch(0.708 0 0)' },
    dark: { ring: 'oklch(0.556 0 0)' },
  },
  css: {
    '@keyframes marquee': {
      from: { transform: 'translateX(0)' },
      to: { transform: 'translateX(calc(-100% - var(--gap)))' },
    },
    '@keyframes marquee-vertical': {
      from: { transform: 'translateY(0)' },
      to: { transform: 'translateY(calc(-100% - var(--gap)))' },
    },
  },
  props: {
    Marquee: [
      {
        name: 'className',
        type: 'string',
        description: 'Extra classes; set `[--duration:20s]` or `[--gap:2rem]` to change speed and spacing.',
      },
      { name: 'reverse', type: 'boolean', default: 'false', description: 'Scroll in the opposite direction.' },
      { name: 'pauseOnHover', type: 'boolean', default: 'false', description: 'Pause while hovered or focused.' },
      { name: 'vertical', type: 'boolean', default: 'false', description: 'Scroll vertically.' },
      {
        name: 'children',
        type: 'React.ReactNode',
        description: 'The content of one loop; copies after the first are `aria-hidden` and `inert`.',
      },
      { name: 'repeat', type: 'number', default: '4', description: 'Copies of the children in the loop.' },
    ],
  },
  examples: [
    {
      name: 'marquee-demo',
      title: 'Testimonials',
      description: 'Two rows of review cards scrolling in opposite directions.',
    },
    { name: 'marquee-demo-2', title: 'Vertical', description: 'A column that scrolls upwards.' },
  ],
})
