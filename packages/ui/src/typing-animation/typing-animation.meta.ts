import { defineItem } from '../meta'

export default defineItem({
  name: 'typing-animation',
  type: 'registry:ui',
  title: 'Typing Animation',
  description:
    'Text that types itself letter by letter behind a cursor, or cycles through several texts, deleting each before the next.',
  section: 'Text Animations',
  dependencies: ['motion'],
  registryDependencies: ['graphemes', 'motion-element', 'use-on-screen', 'use-reduced-motion', 'utils'],
  files: [{ path: 'typing-animation/typing-animation.tsx', type: 'registry:ui' }],
  cssVars: {
    theme: {
      'animate-typing-animation-cursor': 'typing-animation-cursor 1s step-end infinite',
    },
  },
  css: {
    '@keyframes typing-animation-cursor': {
      '50%': { opacity: '0' },
    },
  },
  props: {
    TypingAnimation: [
      { name: 'children', type: 'string', description: 'A single text to type; ignored when `words` is given.' },
      {
        name: 'words',
        type: 'string[]',
        description: 'Several texts, typed one after another, each deleted before the next.',
      },
      { name: 'className', type: 'string', description: 'Classes for the element, e.g. its size and colour.' },
      {
        name: 'duration',
        type: 'number',
        default: '100',
        description: 'Milliseconds per typed character when `typeSpeed` is not set.',
      },
      {
        name: 'typeSpeed',
        type: 'number',
        default: 'duration',
        description: 'Milliseconds per typed character.',
      },
      {
        name: 'deleteSpeed',
        type: 'number',
        default: 'typeSpeed / 2',
        description: 'Milliseconds per deleted character.',
      },
      { name: 'delay', type: 'number', default: '0', description: 'Milliseconds to wait before the first character.' },
      {
        name: 'pauseDelay',
        type: 'number',
        default: '1000',
        description: 'Milliseconds a typed text stays before it is deleted.',
      },
      {
        name: 'loop',
        type: 'boolean',
        default: 'false',
        description: 'Go back to the first text after the last; without it the last text stays.',
      },
      {
        name: 'as',
        type: 'React.ElementType',
        default: "'span'",
        description: "The element or component to render, e.g. `'h1'` or `'p'`.",
      },
      {
        name: 'startOnView',
        type: 'boolean',
        default: 'true',
        description: 'Wait until the element is on screen before typing.',
      },
      { name: 'showCursor', type: 'boolean', default: 'true', description: 'Show a cursor after the typed text.' },
      {
        name: 'blinkCursor',
        type: 'boolean',
        default: 'true',
        description: 'Let the cursor blink while it waits: before typing and between texts.',
      },
      {
        name: 'cursorStyle',
        type: "'line' | 'block' | 'underscore'",
        default: "'line'",
        description: 'The shape of the cursor: `|`, `▌` or `_`.',
      },
      {
        name: '...props',
        type: 'HTMLMotionProps<"span">',
        description: 'Any motion prop or attribute for the element, and `ref`.',
      },
    ],
  },
  examples: [
    { name: 'typing-animation-demo', title: 'Typing Animation', description: 'A greeting types itself once.' },
    {
      name: 'typing-animation-demo-2',
      title: 'Several words, looped',
      description: 'Three words typed and deleted in turn, over and over.',
    },
    {
      name: 'typing-animation-demo-3',
      title: 'Custom speed',
      description: 'Fast typing, slow deleting and a longer pause between the two texts.',
    },
    {
      name: 'typing-animation-demo-4',
      title: 'Start on view',
      description: 'Typing waits until the text has been scrolled into view.',
    },
    { name: 'typing-animation-demo-5', title: 'Without cursor', description: 'Typing with no cursor at all.' },
    {
      name: 'typing-animation-demo-6',
      title: 'Single play',
      description: 'Three words in turn, without a loop: the last one stays.',
    },
    {
      name: 'typing-animation-demo-7',
      title: 'Cursor blinking',
      description: 'A blinking and a steady cursor side by side; the difference shows during the pauses.',
    },
    {
      name: 'typing-animation-demo-8',
      title: 'Cursor styles',
      description: 'The line, block and underscore cursors.',
    },
  ],
})
