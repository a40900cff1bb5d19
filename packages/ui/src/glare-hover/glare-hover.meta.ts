import { defineItem } from '../meta'

export default defineItem({
  name: 'glare-hover',
  type: 'registry:ui',
  title: 'Glare Hover',
  description: 'A diagonal band of light that sweeps across a card or banner when the pointer enters it.',
  label: 'New',
  section: 'Special Effects',
  registryDependencies: ['utils'],
  files: [{ path: 'glare-hover/glare-hover.tsx', type: 'registry:ui' }],
  props: {
    GlareHover: [
      { name: 'children', type: 'React.ReactNode', description: 'The content the glare sweeps over.' },
      {
        name: 'className',
        type: 'string',
        description: 'Classes for the element: a `rounded-*` rounds the glare with it, `w-full` widens it.',
      },
      {
        name: 'style',
        type: 'React.CSSProperties',
        description: 'Inline styles, applied after the glare’s variables and `background`, so they can override them.',
      },
      {
        name: 'background',
        type: 'string',
        default: '"#000"',
        description: 'Background of the element, behind the content.',
      },
      {
        name: 'color',
        type: 'string',
        default: '"#ffffff"',
        description: 'Colour of the glare: `#rgb` or `#rrggbb`, or any other CSS colour.',
      },
      { name: 'opacity', type: 'number', default: '0.5', description: 'Opacity of the glare colour, from 0 to 1.' },
      { name: 'angle', type: 'number', default: '-45', description: 'Angle of the glare’s gradient, in degrees.' },
      {
        name: 'size',
        type: 'number',
        default: '250',
        description: 'Size of the glare’s gradient tile, in percent of the element; larger tiles give a wider band.',
      },
      { name: 'duration', type: 'number', default: '650', description: 'Length of the sweep, in milliseconds.' },
      {
        name: 'playOnce',
        type: 'boolean',
        default: 'false',
        description:
          'Sweep only when the pointer enters; on leaving, the glare goes back at once instead of sweeping back.',
      },
      { name: 'width', type: 'string', description: 'CSS width of the element, e.g. `"100%"`; wins over `style`.' },
      { name: 'height', type: 'string', description: 'CSS height of the element, e.g. `"200px"`; wins over `style`.' },
      {
        name: '...props',
        type: 'React.ComponentProps<"div">',
        description: 'Any other attribute or event handler for the `div`, and `ref`.',
      },
    ],
  },
  examples: [
    { name: 'glare-hover-demo', title: 'Glare Hover', description: 'A feature card with the default white glare.' },
    {
      name: 'glare-hover-demo-2',
      title: 'Call to action',
      description: 'A softer grey glare over a call to action, with a slower sweep.',
    },
    {
      name: 'glare-hover-demo-3',
      title: 'Alerts',
      description: 'Alerts with a faint glare in the colour of their message.',
    },
  ],
})
