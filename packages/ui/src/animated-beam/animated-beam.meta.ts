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
      { name: 'className', type: 'string', description: 'Extra classes for the SVG overlay.' },
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
          'Lifts the curve’s control point (halfway across) this many pixels above the start; negative values bend it down.',
      },
      {
        name: 'reverse',
        type: 'boolean',
        default: 'false',
        description: 'Sweep the light from right to left instead of left to right.',
      },
      {
        name: 'duration',
        type: 'number',
        default: '5',
        description: 'Seconds one sweep of the light across the container takes.',
      },
      { name: 'delay', type: 'number', default: '0', description: 'Seconds before the first sweep.' },
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
        description: 'Colour of the light’s leading edge.',
      },
      {
        name: 'gradientStopColor',
        type: 'string',
        default: "'#9c40ff'",
        description: 'Colour the light fades through towards its tail.',
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
      {
        name: 'repeat',
        type: 'number',
        default: 'Infinity',
        description: 'Sweeps after the first one; `0` plays once.',
      },
      { name: 'repeatDelay', type: 'number', default: '0', description: 'Seconds between one sweep and the next.' },
    ],
  },
  examples: [
    {
      name: 'animated-beam-demo',
      title: 'Hub',
      description: 'Six sources connected to a hub in the middle, light flowing in from both sides.',
    },
    {
      name: 'animated-beam-demo-2',
      title: 'Bidirectional',
      description: 'Two beams between the same pair, offset and running in opposite directions.',
    },
  ],
})
