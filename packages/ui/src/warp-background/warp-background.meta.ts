import { defineItem } from '../meta'

export default defineItem({
  name: 'warp-background',
  type: 'registry:ui',
  title: 'Warp Background',
  description: 'A card framed by a gridded tunnel whose coloured beams rush towards the viewer.',
  section: 'Backgrounds',
  registryDependencies: ['seeded-random', 'use-on-screen', 'use-reduced-motion', 'utils'],
  files: [{ path: 'warp-background/warp-background.tsx', type: 'registry:ui' }],
  cssVars: {
    theme: {
      // `both` holds a beam at the far end of its wall while it waits for its delay; the component
      // sets each beam's own delay and duration.
      'animate-warp-background-beam': 'warp-background-beam 3s linear infinite both',
    },
  },
  css: {
    // From the far end of the wall (as deep as the tunnel's container is wide or tall) to just past its front edge.
    '@keyframes warp-background-beam': {
      from: { transform: 'translate(-50%, 100cqmax)' },
      to: { transform: 'translate(-50%, -100%)' },
    },
  },
  props: {
    WarpBackground: [
      {
        name: 'children',
        type: 'React.ReactNode',
        description: 'The content in the middle of the tunnel, e.g. a card.',
      },
      {
        name: 'perspective',
        type: 'number',
        default: '100',
        description: 'Distance from the viewer to the box in px; smaller values make a deeper, steeper tunnel.',
      },
      { name: 'beamsPerSide', type: 'number', default: '3', description: 'Beams on each of the four walls.' },
      {
        name: 'beamSize',
        type: 'number',
        default: '5',
        description: 'Width of a beam and of a grid cell, in percent of the wall’s width.',
      },
      {
        name: 'beamDelayMax',
        type: 'number',
        default: '3',
        description: 'Longest wait before a beam first sets off, in seconds.',
      },
      {
        name: 'beamDelayMin',
        type: 'number',
        default: '0',
        description: 'Shortest wait before a beam first sets off, in seconds.',
      },
      {
        name: 'beamDuration',
        type: 'number',
        default: '3',
        description: 'Seconds a beam takes to travel the length of its wall.',
      },
      {
        name: 'gridColor',
        type: 'string',
        default: "'var(--border)'",
        description: 'Colour of the grid lines on the walls; any CSS colour or variable.',
      },
      {
        name: 'className',
        type: 'string',
        description: 'Classes for the outer box (`relative rounded border p-20` by default).',
      },
      {
        name: 'ref / ...props',
        type: "React.ComponentProps<'div'>",
        description: 'Passed to the outer box.',
      },
    ],
  },
  examples: [
    {
      name: 'warp-background-demo',
      title: 'Warp Background',
      description: 'A congratulations card in the middle of the tunnel.',
    },
  ],
})
