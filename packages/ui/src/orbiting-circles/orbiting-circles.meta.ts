import { defineItem } from '../meta'

export default defineItem({
  name: 'orbiting-circles',
  type: 'registry:ui',
  title: 'Orbiting Circles',
  description: 'Icons or any content travelling in orbit around a centre, with an optional path drawn beneath.',
  section: 'Components',
  registryDependencies: ['use-on-screen', 'use-reduced-motion', 'utils'],
  files: [{ path: 'orbiting-circles/orbiting-circles.tsx', type: 'registry:ui' }],
  cssVars: {
    theme: {
      'animate-orbiting-circles-orbit': 'orbiting-circles-orbit var(--orbit-duration, 20s) linear infinite',
    },
  },
  css: {
    '@keyframes orbiting-circles-orbit': {
      from: {
        transform:
          'rotate(var(--orbit-angle)) translateY(calc(-1 * var(--orbit-radius))) rotate(calc(-1 * var(--orbit-angle)))',
      },
      to: {
        transform:
          'rotate(calc(var(--orbit-angle) + 360deg)) translateY(calc(-1 * var(--orbit-radius))) rotate(calc(-1 * var(--orbit-angle) - 360deg))',
      },
    },
  },
  props: {
    OrbitingCircles: [
      {
        name: 'className',
        type: 'string',
        description: 'Extra classes for every orbiting item (border, background, size).',
      },
      {
        name: 'children',
        type: 'React.ReactNode',
        description: 'The items; they are spaced evenly around the circle.',
      },
      { name: 'reverse', type: 'boolean', default: 'false', description: 'Orbit anticlockwise.' },
      { name: 'duration', type: 'number', default: '20', description: 'Seconds one full orbit takes at speed 1.' },
      {
        name: 'delay',
        type: 'number',
        default: '10',
        description: 'Seconds the orbit is already under way when it appears: a head start, so nothing waits.',
      },
      { name: 'radius', type: 'number', default: '160', description: 'Radius of the orbit, in px.' },
      { name: 'path', type: 'boolean', default: 'true', description: 'Draw the circle the items travel along.' },
      { name: 'iconSize', type: 'number', default: '30', description: 'Width and height of each item, in px.' },
      { name: 'speed', type: 'number', default: '1', description: 'Multiplies the pace; 2 orbits twice as fast.' },
    ],
  },
  examples: [
    {
      name: 'orbiting-circles-demo',
      title: 'Orbiting Circles',
      description: 'Two rings of app icons orbiting a centre, the inner one faster and the other way round.',
    },
  ],
})
