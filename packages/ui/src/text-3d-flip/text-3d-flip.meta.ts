import { defineItem } from '../meta'

export default defineItem({
  name: 'text-3d-flip',
  type: 'registry:ui',
  title: 'Text 3D Flip',
  description: 'Text whose letters roll over in 3D, one after another, when the pointer enters it.',
  section: 'Text Animations',
  label: 'New',
  dependencies: ['motion'],
  registryDependencies: ['graphemes', 'use-on-screen', 'utils'],
  files: [{ path: 'text-3d-flip/text-3d-flip.tsx', type: 'registry:ui' }],
  props: {
    Text3DFlip: [
      {
        name: 'children',
        type: 'React.ReactNode',
        required: true,
        description: 'The text; text inside elements among the children is used too, as plain text.',
      },
      { name: 'as', type: 'React.ElementType', default: "'p'", description: 'The element the text is rendered as.' },
      { name: 'className', type: 'string', description: 'Classes for that element: font, size, alignment.' },
      {
        name: 'textClassName',
        type: 'string',
        description: 'Classes for each letter’s face shown at rest; give it a background to hide the turning face.',
      },
      {
        name: 'flipTextClassName',
        type: 'string',
        description: 'Classes for each letter’s face that rolls into view.',
      },
      {
        name: 'staggerDuration',
        type: 'number',
        default: '0.05',
        description: 'Seconds between one letter’s start and the next.',
      },
      {
        name: 'staggerFrom',
        type: "'first' | 'last' | 'center' | 'random' | number",
        default: "'first'",
        description: 'Where the wave of rolls starts; a number is a letter’s index.',
      },
      {
        name: 'transition',
        type: 'ValueAnimationTransition | AnimationOptions',
        default: "{ type: 'spring', damping: 30, stiffness: 300 }",
        description: 'How each letter turns, as motion’s transition options.',
      },
      {
        name: 'rotateDirection',
        type: "'top' | 'right' | 'bottom' | 'left'",
        default: "'right'",
        description: 'The way the letters roll.',
      },
      {
        name: '...props',
        type: 'React.HTMLAttributes<HTMLElement>',
        description: 'Any attribute for the element, and `ref`; your `onMouseEnter` runs too.',
      },
    ],
  },
  examples: [
    {
      name: 'text-3d-flip-demo',
      title: 'Text 3D Flip',
      description: 'A headline whose letters roll upwards, first to last, on hover.',
    },
    { name: 'text-3d-flip-demo-2', title: 'Stagger from center', description: 'The wave starts in the middle.' },
    {
      name: 'text-3d-flip-demo-3',
      title: 'Sideways, from the last letter',
      description: 'A heading rolling left with a bouncier spring, showing a coloured second face.',
    },
  ],
})
