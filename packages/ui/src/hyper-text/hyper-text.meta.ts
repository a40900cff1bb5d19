import { defineItem } from '../meta'

export default defineItem({
  name: 'hyper-text',
  type: 'registry:ui',
  title: 'Hyper Text',
  description: 'Text that flickers through random letters and settles from left to right, on load and on hover.',
  section: 'Text Animations',
  dependencies: ['motion'],
  registryDependencies: ['graphemes', 'motion-element', 'use-on-screen', 'use-reduced-motion', 'utils'],
  files: [{ path: 'hyper-text/hyper-text.tsx', type: 'registry:ui' }],
  props: {
    HyperText: [
      { name: 'children', type: 'string', required: true, description: 'The text to scramble and reveal.' },
      {
        name: 'className',
        type: 'string',
        description: 'Classes for the element; large, bold and upper case by default (add `normal-case` to keep case).',
      },
      { name: 'duration', type: 'number', default: '800', description: 'Length of one scramble, in milliseconds.' },
      { name: 'delay', type: 'number', default: '0', description: 'Milliseconds to wait before the first scramble.' },
      {
        name: 'as',
        type: 'React.ElementType',
        default: "'div'",
        description: "The element or component to render, e.g. `'h2'` or `'span'`.",
      },
      {
        name: 'startOnView',
        type: 'boolean',
        default: 'false',
        description: 'Hold the first scramble until the text reaches the middle of the viewport.',
      },
      {
        name: 'animateOnHover',
        type: 'boolean',
        default: 'true',
        description: 'Scramble again whenever the pointer enters the text.',
      },
      {
        name: 'characterSet',
        type: 'string[]',
        default: 'A–Z',
        description: 'The characters scrambled letters are drawn from.',
      },
      {
        name: '...props',
        type: 'HTMLMotionProps<"div">',
        description: 'Any motion prop or attribute for the element (your `onMouseEnter` still runs), and `ref`.',
      },
    ],
  },
  examples: [
    { name: 'hyper-text-demo', title: 'Hyper Text', description: 'A short label that scrambles on load and on hover.' },
    {
      name: 'hyper-text-demo-2',
      title: 'Digits and symbols',
      description: 'A code-like heading scrambled through digits and symbols, slower, when it scrolls into view.',
    },
  ],
})
