import { defineItem } from '../meta'

export default defineItem({
  name: 'confetti',
  type: 'registry:ui',
  title: 'Confetti',
  description: 'Bursts of confetti on a canvas or from a button, fired by the visitor and loaded on first use.',
  section: 'Special Effects',
  dependencies: ['canvas-confetti'],
  devDependencies: ['@types/canvas-confetti'],
  registryDependencies: ['button'],
  files: [{ path: 'confetti/confetti.tsx', type: 'registry:ui' }],
  props: {
    Confetti: [
      { name: 'particleCount', type: 'number', default: '50', description: 'Number of pieces in one burst.' },
      { name: 'angle', type: 'number', default: '90', description: 'Launch direction in degrees (90 is straight up).' },
      {
        name: 'spread',
        type: 'number',
        default: '45',
        description: 'How far from `angle` pieces may fly, in degrees.',
      },
      { name: 'startVelocity', type: 'number', default: '45', description: 'Speed at launch.' },
      { name: 'decay', type: 'number', default: '0.9', description: 'How quickly pieces slow down (0–1).' },
      { name: 'gravity', type: 'number', default: '1', description: 'Pull towards the ground.' },
      { name: 'drift', type: 'number', default: '0', description: 'Sideways drift; negative drifts left.' },
      { name: 'flat', type: 'boolean', default: 'false', description: 'Turns off the wobble and tilt of the pieces.' },
      { name: 'ticks', type: 'number', default: '200', description: 'How many frames a piece lives.' },
      {
        name: 'origin',
        type: '{ x: number; y: number }',
        default: '{ x: 0.5, y: 0.5 }',
        description: 'Launch point as fractions of the canvas width and height.',
      },
      {
        name: 'colors',
        type: 'string[]',
        default: "['#26ccff', '#a25afd', '#ff5e7e', '#88ff5a', '#fcff42', '#ffa62d', '#ff36ff']",
        description: 'Colours of the pieces, as hex strings.',
      },
      {
        name: 'shapes',
        type: 'Shape[]',
        default: "['square', 'circle', 'star']",
        description: 'Shapes of the pieces; `confetti.shapeFromPath` / `shapeFromText` make custom ones.',
      },
      {
        name: 'zIndex',
        type: 'number',
        default: '100',
        description: 'Stacking order of the page-wide canvas; `ConfettiButton` raises it to 9999 unless you set it.',
      },
      {
        name: 'disableForReducedMotion',
        type: 'boolean',
        default: 'false',
        description: 'canvas-confetti’s own switch; `respectReducedMotion` below already covers it.',
      },
      { name: 'useWorker', type: 'boolean', default: 'true', description: 'Draw in a Web Worker (`globalOptions`).' },
      { name: 'resize', type: 'boolean', default: 'true', description: 'Follow the canvas size (`globalOptions`).' },
      {
        name: 'canvas',
        type: 'HTMLCanvasElement | null',
        default: 'null',
        description: 'Draw on your own canvas instead of a page-wide one.',
      },
      { name: 'scalar', type: 'number', default: '1', description: 'Size factor of the pieces.' },
      {
        name: 'options',
        type: 'ConfettiOptions',
        description: 'Defaults for every burst of this canvas (any option above); `fire(options)` overrides them.',
      },
      {
        name: 'globalOptions',
        type: 'ConfettiGlobalOptions',
        default: '{ resize: true, useWorker: true }',
        description: 'How the canvas is set up; read on the first burst.',
      },
      {
        name: 'manualstart',
        type: 'boolean',
        default: 'true',
        description:
          'Only fire when `fire()` is called. Pass `false` for one burst on mount (Magic UI’s default; ours waits for the visitor).',
      },
      {
        name: 'ref',
        type: 'React.Ref<ConfettiRef>',
        description: '`{ fire(options?) }`: call it from a click, hover or other action of the visitor.',
      },
      {
        name: 'respectReducedMotion',
        type: 'boolean',
        default: 'true',
        description: 'Fire nothing while the visitor prefers reduced motion. `false` fires anyway.',
      },
    ],
    ConfettiButton: [
      {
        name: 'options',
        type: 'ConfettiOptions & ConfettiGlobalOptions',
        default: '{}',
        description: 'Options of the burst; it always starts from the centre of the button.',
      },
      { name: 'children', type: 'React.ReactNode', default: 'null', description: 'The label of the button.' },
      {
        name: 'respectReducedMotion',
        type: 'boolean',
        default: 'true',
        description: 'No burst while the visitor prefers reduced motion. Every other `Button` prop is passed on.',
      },
    ],
  },
  examples: [
    {
      name: 'confetti-demo',
      title: 'Confetti',
      description: 'A canvas that bursts when hovered or when its button is pressed.',
    },
    { name: 'confetti-demo-2', title: 'Confetti button', description: 'A button that bursts from its centre.' },
    { name: 'confetti-demo-3', title: 'Stars', description: 'A button with a ring of golden stars.' },
  ],
})
