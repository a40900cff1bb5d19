import { defineItem } from '../meta'

export default defineItem({
  name: 'kinetic-text',
  type: 'registry:ui',
  title: 'Kinetic Text',
  description: 'Text whose letters swell under the pointer, the weight falling away over the letters around.',
  section: 'Text Animations',
  label: 'New',
  registryDependencies: ['graphemes', 'utils'],
  files: [{ path: 'kinetic-text/kinetic-text.tsx', type: 'registry:ui' }],
  props: {
    KineticText: [
      { name: 'text', type: 'string', required: true, description: 'The text to render.' },
      { name: 'as', type: 'React.ElementType', default: "'h1'", description: 'The element the text is rendered as.' },
      {
        name: 'className',
        type: 'string',
        description:
          'Classes for that element: size, tracking, colour, font; a `font-*` weight replaces the light base.',
      },
      {
        name: '...props',
        type: 'React.HTMLAttributes<HTMLElement>',
        description: 'Any attribute for the element, `style` and `ref`.',
      },
    ],
  },
  examples: [
    { name: 'kinetic-text-demo', title: 'Kinetic Text', description: 'One large word; hover its letters.' },
    {
      name: 'kinetic-text-demo-2',
      title: 'A sentence',
      description: 'A serif sentence that wraps between words, as a paragraph.',
    },
  ],
})
