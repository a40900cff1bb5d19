import { defineItem } from '../meta'

export default defineItem({
  name: 'box-reveal',
  type: 'registry:ui',
  title: 'Box Reveal',
  description: 'A coloured box slides off its content the first time it scrolls into view, as the content rises in.',
  section: 'Text Animations',
  registryDependencies: ['use-on-screen', 'use-reduced-motion', 'utils'],
  files: [{ path: 'box-reveal/box-reveal.tsx', type: 'registry:ui' }],
  props: {
    BoxReveal: [
      { name: 'className', type: 'string', description: 'Extra classes for the wrapping `div`.' },
      {
        name: 'boxColor',
        type: 'string',
        default: "'#5046e6'",
        description: 'Colour of the box that covers the content and slides away; any CSS colour.',
      },
      {
        name: 'duration',
        type: 'number',
        default: '0.5',
        description: 'Length of the slide in seconds; the content rises in over the same time, 0.25 s later.',
      },
      { name: 'children', type: 'React.ReactNode', description: 'The content to reveal.' },
      {
        name: 'width',
        type: "'fit-content' | '100%' | string",
        default: "'fit-content'",
        description: 'Width of the wrapper, and so of the box: hug the content or fill the container.',
      },
      {
        name: '...props',
        type: "React.ComponentProps<'div'>",
        description: 'Any other `div` prop, `style` and `ref` included, for the wrapper.',
      },
    ],
  },
  examples: [
    {
      name: 'box-reveal-demo',
      title: 'Box Reveal',
      description: 'A heading, a tagline, a list and a button, each uncovered by a sliding box.',
    },
  ],
})
