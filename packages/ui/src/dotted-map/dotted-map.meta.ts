import { defineItem } from '../meta'

export default defineItem({
  name: 'dotted-map',
  type: 'registry:ui',
  title: 'Dotted Map',
  description:
    'A world map drawn as an SVG of dots, with markers by latitude and longitude that can pulse; the land data ships with it.',
  label: 'New',
  section: 'Components',
  registryDependencies: ['use-on-screen', 'utils'],
  files: [
    { path: 'dotted-map/dotted-map.tsx', type: 'registry:ui' },
    // The svg element, the map's only client code: it pauses pulsing markers while unseen.
    { path: 'dotted-map/dotted-map-frame.tsx', type: 'registry:ui' },
    // Natural Earth's land as run lengths over a 0.5° grid, about 5 kB: no map package or request.
    { path: 'dotted-map/dotted-map-land.ts', type: 'registry:ui' },
  ],
  cssVars: {
    theme: {
      'animate-dotted-map-pulse': 'dotted-map-pulse 1.4s cubic-bezier(0, 0, 0.2, 1) infinite',
    },
  },
  css: {
    '@keyframes dotted-map-pulse': {
      from: { transform: 'scale(1)', opacity: '1' },
      to: { transform: 'scale(2.8)', opacity: '0' },
    },
  },
  props: {
    DottedMap: [
      {
        name: 'width',
        type: 'number',
        default: '150',
        description: 'Width of the map’s coordinate space (its viewBox); the svg fills its parent.',
      },
      { name: 'height', type: 'number', default: '75', description: 'Height of the map’s coordinate space.' },
      {
        name: 'mapSamples',
        type: 'number',
        default: '5000',
        description: 'About how many grid points to sample, land or sea: more gives a finer grid of smaller steps.',
      },
      {
        name: 'markers',
        type: 'Marker[]',
        default: '[]',
        description: 'Places to mark: `{ lat, lng, size?, pulse? }` plus any fields of your own.',
      },
      {
        name: 'dotColor',
        type: 'string',
        description: 'Colour of the land dots; `currentColor` when unset, so `text-*` classes colour them.',
      },
      { name: 'markerColor', type: 'string', default: '"#FF6900"', description: 'Colour of the markers.' },
      { name: 'dotRadius', type: 'number', default: '0.2', description: 'Radius of the land dots, in map units.' },
      {
        name: 'stagger',
        type: 'boolean',
        default: 'true',
        description: 'Offset every other row by half a step, for a honeycomb pattern.',
      },
      {
        name: 'pulse',
        type: 'boolean',
        default: 'false',
        description:
          'Pulse every marker (a marker’s `pulse: false` opts out); otherwise only markers with `pulse: true` pulse.',
      },
      {
        name: 'renderMarkerOverlay',
        type: '(args: { marker, index, x, y, r }) => ReactNode',
        description: 'Draws extra SVG above each marker (a label, an icon), in map units.',
      },
      { name: 'className', type: 'string', description: 'Extra classes for the svg (`text-gray-500` by default).' },
      { name: 'style', type: 'React.CSSProperties', description: 'Inline styles merged into the svg’s.' },
      {
        name: 'aria-label',
        type: 'string',
        description: 'Names the map and makes it an image for assistive technology; without it the map is hidden.',
      },
    ],
  },
  examples: [
    {
      name: 'dotted-map-demo',
      title: 'Dotted Map',
      description: 'Two offices marked with labels drawn by `renderMarkerOverlay`.',
    },
    { name: 'dotted-map-demo-2', title: 'Smaller dots', description: 'A finer look with `dotRadius={0.1}`.' },
    { name: 'dotted-map-demo-3', title: 'Pulse markers', description: 'Markers that pulse, one opting out.' },
  ],
})
