import { defineItem } from '../meta'

export default defineItem({
  name: 'cool-mode',
  type: 'registry:ui',
  title: 'Cool Mode',
  description: 'Wrap a button or link: pressing it sprays particles that rise, spin and fall away.',
  section: 'Special Effects',
  files: [{ path: 'cool-mode/cool-mode.tsx', type: 'registry:ui' }],
  props: {
    CoolMode: [
      {
        name: 'particle',
        type: 'string',
        default: '"circle"',
        description:
          'Particle shape: `"circle"`, an image URL (`https://…`, `/…`, `data:…`) or any text, such as an emoji.',
      },
      {
        name: 'size',
        type: 'number',
        default: 'Varies',
        description: 'Particle size in pixels; random 15–45 when unset.',
      },
      {
        name: 'particleCount',
        type: 'number',
        default: 'Varies',
        description: 'Most particles of the element in the air at once (45 when unset).',
      },
      {
        name: 'speedHorz',
        type: 'number',
        default: 'Varies',
        description: 'Sideways speed in pixels per frame; random up to 10 when unset. `speedHorizontal` is an alias.',
      },
      {
        name: 'speedUp',
        type: 'number',
        default: 'Varies',
        description: 'Upward launch speed in pixels per frame; random up to 25 when unset.',
      },
      {
        name: 'children',
        type: 'React.ReactNode',
        description: 'The element to decorate, usually a button or link. The options above go in `options`.',
      },
      {
        name: 'respectReducedMotion',
        type: 'boolean',
        default: 'true',
        description: 'Launch nothing while the visitor prefers reduced motion. `false` launches anyway.',
      },
      { name: 'className', type: 'string', description: 'Classes for the wrapping `<span>`.' },
    ],
  },
  examples: [
    { name: 'cool-mode-demo', title: 'Cool Mode', description: 'A button that sprays coloured circles.' },
    { name: 'cool-mode-demo-2', title: 'Custom particle', description: 'An emoji as the particle.' },
  ],
})
