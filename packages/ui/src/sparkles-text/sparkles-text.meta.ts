import { defineItem } from '../meta'

export default defineItem({
  name: 'sparkles-text',
  type: 'registry:ui',
  title: 'Sparkles Text',
  description: 'Bold text with little stars that twinkle on and off over it in two colours.',
  section: 'Text Animations',
  registryDependencies: ['use-on-screen', 'use-reduced-motion', 'utils'],
  files: [{ path: 'sparkles-text/sparkles-text.tsx', type: 'registry:ui' }],
  cssVars: {
    theme: {
      // `both` keeps a star invisible during its delay and after its last twinkle, until it is replaced.
      'animate-sparkles-text': 'sparkles-text 0.8s ease-in-out both',
    },
  },
  css: {
    '@keyframes sparkles-text': {
      '0%': { opacity: '0', transform: 'scale(0) rotate(75deg)' },
      '50%': { opacity: '1', transform: 'scale(var(--sparkles-text-scale, 1)) rotate(120deg)' },
      '100%': { opacity: '0', transform: 'scale(0) rotate(150deg)' },
    },
  },
  props: {
    SparklesText: [
      { name: 'children', type: 'React.ReactNode', required: true, description: 'The text to decorate.' },
      {
        name: 'className',
        type: 'string',
        description: 'Classes for the root, which is `text-6xl font-bold` until a class says otherwise.',
      },
      {
        name: 'sparklesCount',
        type: 'number',
        default: '10',
        description: 'How many stars twinkle over the text at a time.',
      },
      {
        name: 'colors',
        type: '{ first: string; second: string }',
        default: "{ first: '#9E7AFF', second: '#FE8BBB' }",
        description: 'The two colours of the stars; each star takes one of them.',
      },
      {
        name: 'as',
        type: 'React.ElementType | React.ReactElement',
        default: "'div'",
        description:
          'The root element: a tag such as `h1`, a component, or an element like `<h1 />` whose type is used.',
      },
      {
        name: '...props',
        type: "React.ComponentProps<'div'>",
        description: 'Any other prop, `style` and `ref` included, for the root.',
      },
    ],
  },
  examples: [
    { name: 'sparkles-text-demo', title: 'Sparkles Text', description: 'A word with stars twinkling over it.' },
    {
      name: 'sparkles-text-demo-2',
      title: 'Heading and colours',
      description: 'A page heading with more stars in colours of its own.',
    },
  ],
})
