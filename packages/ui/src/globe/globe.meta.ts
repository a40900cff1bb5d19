import { defineItem } from '../meta'

export default defineItem({
  name: 'globe',
  type: 'registry:ui',
  title: 'Globe',
  description: 'An interactive, auto-rotating 3D dot globe with markers and arcs, drawn with WebGL by cobe.',
  section: 'Components',
  dependencies: ['cobe@^2.0.1'],
  registryDependencies: ['omit', 'utils'],
  files: [{ path: 'globe/globe.tsx', type: 'registry:ui' }],
  props: {
    Globe: [
      {
        name: 'className',
        type: 'string',
        description: 'Extra classes for the square wrapper, which is `w-full max-w-[600px]` by default.',
      },
      {
        name: 'config',
        type: 'GlobeConfig',
        default: '{}',
        description:
          'cobe 2 options applied over everything else, e.g. a Magic UI globe config. `width`/`height` are ignored (the globe fits its square), `devicePixelRatio` sets the resolution, `phi` the starting rotation, and cobe 1’s `onRender(state)` runs before every frame.',
      },
      {
        name: 'markers',
        type: 'GlobeMarker[]',
        default: 'twelve cities',
        description: 'Dots on the globe: `{ location: [lat, long], size?, color?, id? }`.',
      },
      {
        name: 'arcs',
        type: 'GlobeArc[]',
        default: '[]',
        description: 'Curves between two places: `{ from: [lat, long], to: [lat, long], color?, id? }`.',
      },
      {
        name: 'dark',
        type: 'boolean',
        description:
          'Draw the dark globe. When omitted it follows a `.dark` or `.light` class on an ancestor, else the OS.',
      },
      {
        name: 'baseColor',
        type: 'string | [number, number, number]',
        description: 'Colour of the land dots: a hex string or RGB channels from 0 to 1. Defaults depend on `dark`.',
      },
      { name: 'markerColor', type: 'string | [number, number, number]', description: 'Colour of the markers.' },
      {
        name: 'glowColor',
        type: 'string | [number, number, number]',
        description: 'Colour of the halo around the sphere.',
      },
      { name: 'arcColor', type: 'string | [number, number, number]', description: 'Colour of the arcs.' },
      {
        name: 'rotationSpeed',
        type: 'number',
        default: '0.3',
        description: 'Auto-rotation in radians per second; 0 stops it.',
      },
      { name: 'draggable', type: 'boolean', default: 'true', description: 'Spin the globe by dragging, with inertia.' },
      { name: 'phi', type: 'number', default: '0', description: 'Starting rotation around the poles, in radians.' },
      { name: 'theta', type: 'number', default: '0.3', description: 'Tilt towards the viewer, in radians.' },
      { name: 'mapSamples', type: 'number', default: '16000', description: 'Number of land dots.' },
      {
        name: 'mapBrightness',
        type: 'number',
        default: '1.2 (light), 6 (dark)',
        description: 'Brightness of the land dots.',
      },
      {
        name: 'diffuse',
        type: 'number',
        default: '0.4 (light), 1.2 (dark)',
        description: 'How strongly the sphere is shaded towards its edge.',
      },
      { name: 'scale', type: 'number', default: '1', description: 'Size of the sphere inside its square.' },
    ],
  },
  examples: [
    { name: 'globe-demo', title: 'Globe', description: 'A globe rising from the bottom of a card.' },
    { name: 'globe-demo-2', title: 'Arcs', description: 'Flight routes between cities in custom colours.' },
  ],
})
