import { defineItem } from '../meta'

export default defineItem({
  name: 'comic-text',
  type: 'registry:ui',
  title: 'Comic Text',
  description: 'Comic-book lettering with halftone dots and a heavy outline that pops onto the page.',
  section: 'Text Animations',
  label: 'New',
  registryDependencies: ['utils'],
  files: [{ path: 'comic-text/comic-text.tsx', type: 'registry:ui' }],
  cssVars: {
    theme: {
      'animate-comic-text-pop': 'comic-text-pop 0.6s ease-out',
    },
  },
  css: {
    '@keyframes comic-text-pop': {
      '0%': { opacity: '0', scale: '0.6', rotate: '-6deg' },
      '60%': { opacity: '1', scale: '1.08', rotate: '2deg' },
      '100%': { opacity: '1', scale: '1', rotate: '0deg' },
    },
  },
  props: {
    ComicText: [
      { name: 'className', type: 'string', description: 'Extra classes for the text element.' },
      {
        name: 'fontSize',
        type: 'number',
        default: '5',
        description: 'Size of the text in rem; the outline, shadow and dots scale with it.',
      },
      {
        name: 'style',
        type: 'React.CSSProperties',
        description:
          'Inline styles, applied over the built-in ones; set `--comic-text-fill`, `--comic-text-dot` or `--comic-text-ink` here to recolour it.',
      },
      { name: 'children', type: 'React.ReactNode', description: 'The text, usually a short shout like “BOOM!”.' },
    ],
  },
  examples: [
    {
      name: 'comic-text-demo',
      title: 'Comic Text',
      description: 'A big “BOOM!” popping in, with a button to play the entrance again.',
    },
    {
      name: 'comic-text-demo-2',
      title: 'Sound effects',
      description: 'Each click pops in the next sound effect, each in its own colours.',
    },
  ],
})
