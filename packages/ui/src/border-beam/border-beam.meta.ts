import { defineItem } from '../meta'

export default defineItem({
  name: 'border-beam',
  type: 'registry:ui',
  title: 'Border Beam',
  description: 'A beam of light that travels along the border of its container.',
  section: 'Special Effects',
  // Only motion's `Transition` type is imported, so code written for a motion-driven beam type-checks.
  dependencies: ['motion'],
  registryDependencies: ['use-on-screen', 'use-reduced-motion', 'utils'],
  files: [{ path: 'border-beam/border-beam.tsx', type: 'registry:ui' }],
  cssVars: {
    theme: {
      // The component sets duration, delay, easing, repeats and direction inline from its props.
      'animate-border-beam': 'border-beam 6s linear infinite',
    },
  },
  css: {
    '@keyframes border-beam': {
      from: { 'offset-distance': 'var(--border-beam-start, 0%)' },
      to: { 'offset-distance': 'var(--border-beam-end, 100%)' },
    },
  },
  props: {
    BorderBeam: [
      { name: 'className', type: 'string', description: 'Classes for the beam, e.g. gradient stops.' },
      { name: 'size', type: 'number', default: '50', description: 'Length of the beam in pixels.' },
      { name: 'duration', type: 'number', default: '6', description: 'Seconds for one lap of the border.' },
      {
        name: 'delay',
        type: 'number',
        default: '0',
        description: 'Seconds the beam is ahead of its start, as if it had been running that long.',
      },
      { name: 'colorFrom', type: 'string', default: "'#ffaa40'", description: 'Colour at the head of the beam.' },
      { name: 'colorTo', type: 'string', default: "'#9c40ff'", description: 'Colour in the middle of the beam.' },
      {
        name: 'transition',
        type: 'Transition',
        description:
          'A motion transition (duration, delay, ease, repeat, repeatType, spring), translated to the CSS animation.',
      },
      { name: 'style', type: 'React.CSSProperties', description: 'Styles for the beam.' },
      { name: 'reverse', type: 'boolean', default: 'false', description: 'Run anticlockwise.' },
      {
        name: 'initialOffset',
        type: 'number',
        default: '0',
        description: 'Where along the border the beam starts, in percent of a lap (0–100).',
      },
      { name: 'borderWidth', type: 'number', default: '1', description: 'Thickness of the lit border in pixels.' },
    ],
  },
  examples: [
    { name: 'border-beam-demo', title: 'Border Beam', description: 'A beam circling a login card.' },
    { name: 'border-beam-demo-2', title: 'Two beams', description: 'Two beams half a lap apart.' },
    { name: 'border-beam-demo-3', title: 'Reverse', description: 'A beam running anticlockwise.' },
    { name: 'border-beam-demo-4', title: 'Spring', description: 'A beam moved by a spring transition.' },
  ],
})
