import { defineItem } from '../meta'

export default defineItem({
  name: 'animated-beam',
  type: 'registry:ui',
  title: 'Animated Beam',
  description:
    'A beam of light that travels along a curved path between two elements, for integration and data-flow diagrams.',
  section: 'Special Effects',
  registryDependencies: ['use-on-screen', 'use-reduced-motion', 'utils'],
  files: [{ path: 'animated-beam/animated-beam.tsx', type: 'registry:ui' }],
  props: {
    AnimatedBeam: [
      {
        name: 'containerRef',
        type: 'React.RefObject<HTMLElement | null>',
        required: true,
        description: 'The positioned (`relative`) element that holds both ends; the beam is drawn inside it.',
      },
      {
        name: 'fromRef',
        type: 'React.RefObject<HTMLElement | null>',
        required: true,
        description: 'The element the beam starts at.',
      },
      {
        name: 'toRef',
        type: 'React.RefObject<HTMLElement | null>',
        required: true,
        description: 'The element the beam ends at.',
      },
      {
        name: 'curvature',
        type: 'number',
        default: '0',
        description:
          'Pixels the middle of the path bows away from a straight line; positive bows up (left for a vertical beam).',
      },
      {
        name: 'reverse',
        type: 'boolean',
        default: 'false',
        description: 'Send the light from the end towards the start.',
      },
      {
        name: 'duration',
        type: 'number',
        default: '5',
        description: 'Seconds the light takes to travel the path once.',
      },
      { name: 'delay', type: 'number', default: '0', description: 'Seconds before the first run.' },
      { name: 'pathColor', type: 'string', default: "'gray'", description: 'Colour of the resting path.' },
      {
        name: 'pathWidth',
        type: 'number',
        default: '2',
        description: 'Stroke width of the path and the light, in pixels.',
      },
      { name: 'pathOpacity', type: 'number', default: '0.2', description: 'Opacity of the resting path.' },
      {
        name: 'gradientStartColor',
        type: 'string',
        default: "'#ffaa40'",
        description: 'Colour at the tail of the light.',
      },
      {
        name: 'gradientStopColor',
        type: 'string',
        default: "'#9c40ff'",
        description: 'Colour at the head of the light.',
      },
      {
        name: 'startXOffset',
        type: 'number',
        default: '0',
        description: 'Horizontal shift of the start from the centre of `fromRef`, in pixels.',
      },
      {
        name: 'startYOffset',
        type: 'number',
        default: '0',
        description: 'Vertical shift of the start from the centre of `fromRef`, in pixels.',
      },
      {
        name: 'endXOffset',
        type: 'number',
        default: '0',
        description: 'Horizontal shift of the end from the centre of `toRef`, in pixels.',
      },
      {
        name: 'endYOffset',
        type: 'number',
        default: '0',
        description: 'Vertical shift of the end from the centre of `toRef`, in pixels.',
      },
      { name: 'className', type: 'string', description: 'Extra classes for the SVG overlay.' },
    ],
  },
  examples: [
    {
      name: 'animated-beam-demo',
      title: 'Hub',
      description: 'Six sources connected to a hub in the middle, light flowing in from both sides.',
    },
    {
      name: 'animated-beam-bidirectional',
      title: 'Bidirectional',
      description: 'Two beams between the same pair, offset and running in opposite directions.',
    },
  ],
})
