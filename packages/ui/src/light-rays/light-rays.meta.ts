import { defineItem } from '../meta'

const tilt = (sign: '-' | '+') => `calc(var(--light-rays-tilt, 0deg) ${sign} var(--light-rays-swing, 0deg))`

export default defineItem({
  name: 'light-rays',
  type: 'registry:ui',
  title: 'Light Rays',
  description: 'Soft rays of light that shine down from above, fading in and out as they sway.',
  label: 'New',
  section: 'Backgrounds',
  registryDependencies: ['seeded-random', 'use-on-screen', 'use-reduced-motion', 'utils'],
  files: [{ path: 'light-rays/light-rays.tsx', type: 'registry:ui' }],
  cssVars: {
    theme: {
      // Each ray sets its own duration and delay; `backwards` keeps it unlit while it waits.
      'animate-light-rays': 'light-rays 15.4s ease-in-out infinite backwards',
    },
  },
  css: {
    // One cycle: the ray swings from one side to the other while it lights up, swings back while it
    // fades, then rests unlit for a tenth of the cycle (the last 1/11 of the keyframes). It animates
    // the `rotate` property, so the ray's centring translate and its pivot at the top stay put.
    '@keyframes light-rays': {
      '0%': { opacity: '0', rotate: tilt('-') },
      '45.45%': { opacity: 'var(--light-rays-peak, 0.65)', rotate: tilt('+') },
      '90.91%, 100%': { opacity: '0', rotate: tilt('-') },
    },
  },
  props: {
    LightRays: [
      { name: 'count', type: 'number', default: '7', description: 'How many rays shine.' },
      {
        name: 'color',
        type: 'string',
        default: '"rgba(160, 210, 255, 0.2)"',
        description: 'Colour of the rays and of the ambient glow behind them, any CSS colour.',
      },
      { name: 'blur', type: 'number', default: '36', description: 'Blur of each ray, in px.' },
      { name: 'opacity', type: 'number', default: '0.65', description: 'Highest opacity a ray reaches, from 0 to 1.' },
      {
        name: 'speed',
        type: 'number',
        default: '14',
        description: 'Average seconds a ray takes to fade in, swing and fade out.',
      },
      {
        name: 'length',
        type: 'string | number',
        default: '"70vh"',
        description: 'Length of the rays: a CSS length, or a number of px.',
      },
      { name: 'className', type: 'string', description: 'Classes for the layer that holds the rays.' },
      { name: 'style', type: 'React.CSSProperties', description: 'Inline styles, merged into the layer’s own.' },
      {
        name: 'seed',
        type: 'number',
        default: '1',
        description:
          'Chooses places, widths and timings; the same seed gives the same rays on the server and in the browser. Give two ray sets on a page different seeds.',
      },
    ],
  },
  examples: [
    { name: 'light-rays-demo', title: 'Light Rays', description: 'Rays over a headline in a bordered panel.' },
    {
      name: 'light-rays-demo-2',
      title: 'Warm and dense',
      description: 'More, warmer and faster rays on a dark panel.',
    },
  ],
})
