import { defineItem } from '../meta'

export default defineItem({
  name: 'terminal',
  type: 'registry:ui',
  title: 'Terminal',
  description:
    'A macOS-style terminal window whose commands type themselves and whose output lines appear in sequence.',
  section: 'Components',
  dependencies: ['motion'],
  registryDependencies: ['graphemes', 'use-on-screen', 'use-reduced-motion', 'utils'],
  files: [{ path: 'terminal/terminal.tsx', type: 'registry:ui' }],
  cssVars: {
    theme: {
      'animate-terminal-caret': 'terminal-caret 1s step-end infinite',
    },
  },
  css: {
    '@keyframes terminal-caret': {
      '50%': { opacity: '0' },
    },
  },
  props: {
    Terminal: [
      {
        name: 'children',
        type: 'React.ReactNode',
        required: true,
        description: 'The lines: `TypingAnimation` and `AnimatedSpan`, directly or inside your own components.',
      },
      { name: 'className', type: 'string', description: 'Extra classes for the window, e.g. a width or height.' },
      {
        name: 'sequence',
        type: 'boolean',
        default: 'true',
        description: 'Play the lines one after another; when off, every line plays on its own `delay`.',
      },
      {
        name: 'startOnView',
        type: 'boolean',
        default: 'true',
        description: 'Start the sequence once the terminal is scrolled into view.',
      },
      { name: 'title', type: 'React.ReactNode', description: 'Text in the middle of the title bar.' },
      {
        name: 'maxHeight',
        type: 'number | string',
        description:
          'Caps the window’s height (a number is pixels); the body then scrolls, takes keyboard focus and follows the line that plays.',
      },
    ],
    AnimatedSpan: [
      { name: 'children', type: 'React.ReactNode', required: true, description: 'The line’s content.' },
      { name: 'className', type: 'string', description: 'Extra classes for the line, such as a text colour.' },
      {
        name: 'delay',
        type: 'number',
        default: '0',
        description: 'Milliseconds to wait before appearing when the line is not in a sequence.',
      },
      {
        name: 'startOnView',
        type: 'boolean',
        default: 'false',
        description: 'When not in a sequence, wait until the line itself is on screen.',
      },
      {
        name: 'pause',
        type: 'number',
        default: '0',
        description: 'In a sequence, milliseconds to wait after the previous line before appearing.',
      },
    ],
    TypingAnimation: [
      { name: 'children', type: 'string', required: true, description: 'The text to type.' },
      { name: 'className', type: 'string', description: 'Extra classes for the line.' },
      { name: 'duration', type: 'number', default: '60', description: 'Milliseconds per character.' },
      {
        name: 'delay',
        type: 'number',
        default: '0',
        description: 'Milliseconds to wait before typing when the line is not in a sequence.',
      },
      {
        name: 'as',
        type: 'React.ElementType',
        default: "'span'",
        description: "The element or component to render, e.g. `'p'` or `'h1'`.",
      },
      {
        name: 'startOnView',
        type: 'boolean',
        default: 'true',
        description: 'When not in a sequence, wait until the line itself is on screen.',
      },
      {
        name: 'pause',
        type: 'number',
        default: '0',
        description: 'In a sequence, milliseconds to wait after the previous line before typing.',
      },
      { name: 'caret', type: 'boolean', default: 'true', description: 'Show a caret while the line waits or types.' },
    ],
  },
  examples: [
    {
      name: 'terminal-demo',
      title: 'Project setup',
      description: 'A command types itself, then its checks appear one by one.',
    },
    {
      name: 'terminal-demo-2',
      title: 'Custom delays',
      description: 'Without a sequence, every line starts on its own delay once it is on screen.',
    },
    {
      name: 'terminal-demo-3',
      title: 'Git session',
      description: 'Several commands with their output in a height-capped window that follows the newest line.',
    },
  ],
})
