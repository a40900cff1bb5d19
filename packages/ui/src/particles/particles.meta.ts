import { defineItem } from '../meta'

export default defineItem({
  name: 'particles',
  type: 'registry:ui',
  title: 'Particles',
  description: 'A canvas of drifting dots that lean gently towards the mouse, for depth behind a section.',
  section: 'Special Effects',
  registryDependencies: ['use-on-screen', 'use-reduced-motion', 'utils'],
  files: [{ path: 'particles/particles.tsx', type: 'registry:ui' }],
  props: {
    Particles: [
      {
        name: 'className',
        type: 'string',
        description: 'Classes for the container the canvas fills, e.g. `absolute inset-0`.',
      },
      {
        name: 'quantity',
        type: 'number',
        default: '100',
        description: 'Number of particles (at most 1000, exported as `PARTICLES_LIMIT`).',
      },
      {
        name: 'staticity',
        type: 'number',
        default: '50',
        description: 'How little the particles follow the mouse; lower values pull them further.',
      },
      {
        name: 'ease',
        type: 'number',
        default: '50',
        description: 'How slowly they catch up with the mouse; each frame closes 1/ease of the gap.',
      },
      {
        name: 'size',
        type: 'number',
        default: '0.4',
        description: 'Smallest radius in CSS pixels; half the particles are one pixel larger.',
      },
      {
        name: 'refresh',
        type: 'boolean',
        default: 'false',
        description: 'Scatters the particles afresh whenever it changes.',
      },
      {
        name: 'color',
        type: 'string',
        default: "'#ffffff'",
        description: 'Colour of the particles: a hex value, or any CSS colour the canvas understands.',
      },
      {
        name: 'vx',
        type: 'number',
        default: '0',
        description: 'Horizontal drift in CSS pixels per frame at 60 fps (the same speed on faster screens).',
      },
      {
        name: 'vy',
        type: 'number',
        default: '0',
        description: 'Vertical drift in CSS pixels per frame at 60 fps.',
      },
      {
        name: 'ref / ...props',
        type: "React.ComponentProps<'div'>",
        description: 'Passed to the container.',
      },
    ],
  },
  examples: [
    {
      name: 'particles-demo',
      title: 'Particles',
      description: 'A title over a field of particles in the colour of the theme.',
    },
  ],
})
