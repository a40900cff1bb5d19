import { defineItem } from '../meta'

export default defineItem({
  name: 'icon-cloud',
  type: 'registry:ui',
  title: 'Icon Cloud',
  description: 'Icons or images spread over a slowly turning 3D sphere that can be spun by hand.',
  section: 'Components',
  registryDependencies: ['use-on-screen', 'use-reduced-motion', 'utils'],
  files: [{ path: 'icon-cloud/icon-cloud.tsx', type: 'registry:ui' }],
  // The focus ring (`ring-ring`); an app's own --ring wins.
  cssVars: {
    theme: { 'color-ring': 'var(--ring)' },
    light: { ring: 'oklch(0.708 0 0)' },
    dark: { ring: 'oklch(0.556 0 0)' },
  },
  props: {
    IconCloud: [
      {
        name: 'icons',
        type: 'React.ReactNode[]',
        default: '[]',
        description: 'Icons to place on the sphere: SVG elements or icon components, coloured by CSS.',
      },
      {
        name: 'images',
        type: 'string[]',
        default: '[]',
        description: 'Image URLs to place on the sphere after the icons, each cropped to a circle.',
      },
      {
        name: 'aria-label',
        type: 'string',
        default: '"Interactive 3D icon cloud"',
        description: 'The name screen readers give the cloud; say what the icons stand for.',
      },
      {
        name: 'className',
        type: 'string',
        description: 'Extra classes for the square cloud, which is `w-full max-w-[400px]` by default.',
      },
    ],
  },
  examples: [
    { name: 'icon-cloud-demo', title: 'Icon Cloud', description: 'A sphere of developer tool icons.' },
    { name: 'icon-cloud-demo-2', title: 'With Images', description: 'Round pictures instead of icons.' },
    { name: 'icon-cloud-demo-3', title: 'With SVG Icons', description: 'Inline SVG shapes coloured by the theme.' },
  ],
})
