import { defineItem } from '../meta'

export default defineItem({
  name: 'terminal',
  type: 'registry:ui',
  title: 'Terminal',
  description:
    'A macOS-style terminal window whose commands type themselves and whose output lines appear in sequence.',
  section: 'Components',
  dependencies: ['motion'],
  registryDependencies: ['use-on-screen', 'utils'],
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
        name: 'sequence',
        type: 'boolean',
        default: 'true',
        description: 'Play the lines one after another; when off, every line plays on its own `delay`.',
      },
      {
        name: 'startOnView',
        type: 'boolean',
        default: 'true',
        description: 'Wait until the terminal is scrolled into view before playing.',
      },
      { name: 'title', type: 'React.ReactNode', description: 'Text in the middle of the title bar.' },
      { name: 'className', type: 'string', description: 'Extra classes for the window, e.g. a width or height.' },
    ],
    TypingAnimation: [
      { name: 'children', type: 'string', required: true, description: 'The text to type.' },
      { name: 'duration', type: 'number', default: '60', description: 'Milliseconds per character.' },
      {
        name: 'delay',
        type: 'number',
        default: '0',
        description: 'Milliseconds to wait before typing: after the previous line in a sequence, else after the start.',
      },
      { name: 'caret', type: 'boolean', default: 'true', description: 'Show a caret while the line waits or types.' },
      { name: 'className', type: 'string', description: 'Extra classes for the line.' },
    ],
    AnimatedSpan: [
      { name: 'children', type: 'React.ReactNode', required: true, description: 'The line’s content.' },
      {
        name: 'delay',
        type: 'number',
        default: '0',
        description:
          'Milliseconds to wait before appearing: after the previous line in a sequence, else after the start.',
      },
      { name: 'className', type: 'string', description: 'Extra classes for the line, such as a text colour.' },
    ],
  },
  examples: [
    {
      name: 'terminal-demo',
      title: 'Project setup',
      description: 'A command types itself, then its checks appear one by one.',
    },
    { name: 'terminal-git', title: 'Git session', description: 'Several commands, each followed by its output.' },
  ],
})
