import { defineItem } from '../meta'

const FALLS = 10
const at = (fall: number, offset: number) => `${Number((((fall + offset) / FALLS) * 100).toFixed(2))}%`
const start = { transform: 'rotate(var(--meteor-angle, 215deg)) translateX(0)', opacity: '0' }
const end = { transform: 'rotate(var(--meteor-angle, 215deg)) translateX(-500px)', opacity: '0' }

/*
 * Ten falls in one iteration (the component gives each meteor ten times its fall as its duration),
 * so the browser starts a new iteration a tenth as often. Each fall starts invisible, lights up at
 * once, shines for 70% of the fall and fades out by its end, so the jump back between falls never shows.
 */
const keyframes: Record<string, Record<string, string>> = {}
for (let fall = 0; fall < FALLS; fall++) {
  keyframes[at(fall, 0)] = start
  keyframes[`${at(fall, 0.001)}, ${at(fall, 0.7)}`] = { opacity: '1' }
  keyframes[fall === FALLS - 1 ? '100%' : at(fall, 0.999)] = end
}

export default defineItem({
  name: 'meteors',
  type: 'registry:ui',
  title: 'Meteors',
  description: 'A shower of meteors streaking across a section.',
  section: 'Special Effects',
  registryDependencies: ['seeded-random', 'use-on-screen', 'utils'],
  files: [{ path: 'meteors/meteors.tsx', type: 'registry:ui' }],
  cssVars: {
    theme: {
      // `backwards` holds the first, invisible frame during each meteor's delay; the component sets
      // each meteor's own duration.
      'animate-meteor': 'meteor 50s linear infinite backwards',
    },
  },
  css: { '@keyframes meteor': keyframes },
  props: {
    Meteors: [
      { name: 'number', type: 'number', default: '20', description: 'How many meteors to draw.' },
      {
        name: 'minDelay',
        type: 'number',
        default: '0.2',
        description: 'Shortest wait before a meteor first falls, in seconds.',
      },
      {
        name: 'maxDelay',
        type: 'number',
        default: '1.2',
        description: 'Longest wait before a meteor first falls, in seconds.',
      },
      { name: 'minDuration', type: 'number', default: '2', description: 'Shortest time one fall takes, in seconds.' },
      { name: 'maxDuration', type: 'number', default: '10', description: 'Longest time one fall takes, in seconds.' },
      {
        name: 'angle',
        type: 'number',
        default: '215',
        description: 'Rotation of the trajectory in degrees; the default sends meteors down and to the right.',
      },
      {
        name: 'className',
        type: 'string',
        description: 'Classes for every meteor: a `text-*` class colours head and tail.',
      },
      {
        name: 'seed',
        type: 'number',
        default: '1',
        description:
          'Chooses positions and timings; the same seed gives the same meteors on the server and in the browser. Give two showers on a page different seeds.',
      },
    ],
  },
  examples: [
    { name: 'meteors-demo', title: 'Meteors', description: 'Thirty meteors over a card.' },
    {
      name: 'meteors-demo-2',
      title: 'Colour, angle and speed',
      description: 'A denser, faster shower in another colour and direction, on a dark panel.',
    },
  ],
})
