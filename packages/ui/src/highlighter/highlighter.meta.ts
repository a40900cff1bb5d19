import { defineItem } from '../meta'

export default defineItem({
  name: 'highlighter',
  type: 'registry:ui',
  title: 'Highlighter',
  description: 'Marks words as a pen would: a marker stroke, an underline, a box, a circle, a cross or brackets.',
  section: 'Text Animations',
  label: 'New',
  registryDependencies: ['seeded-random', 'use-on-screen', 'utils'],
  files: [{ path: 'highlighter/highlighter.tsx', type: 'registry:ui' }],
  props: {
    Highlighter: [
      {
        name: 'children',
        type: 'React.ReactNode',
        required: true,
        description: 'The text, or inline content, to mark.',
      },
      { name: 'color', type: 'string', default: "'#ffd1dc'", description: 'Any CSS colour for the mark.' },
      {
        name: 'action',
        type: "'highlight' | 'circle' | 'box' | 'bracket' | 'crossed-off' | 'strike-through' | 'underline'",
        default: "'highlight'",
        description: 'The kind of mark.',
      },
      {
        name: 'strokeWidth',
        type: 'number',
        default: '1.5',
        description: 'Pixels wide, each stroke; a highlight is as tall as the line instead.',
      },
      {
        name: 'animationDuration',
        type: 'number',
        default: '600',
        description: 'Milliseconds the whole mark takes to draw; `0` shows it finished.',
      },
      {
        name: 'iterations',
        type: 'number',
        default: '2',
        description: 'Passes of the pen over the same mark; more than one looks sketched.',
      },
      { name: 'padding', type: 'number', default: '2', description: 'Pixels between the content and the mark.' },
      {
        name: 'multiline',
        type: 'boolean',
        default: 'true',
        description:
          'Let the content wrap and mark each of its lines in turn; `false` keeps it in one inline block, marked as a whole.',
      },
      {
        name: 'isView',
        type: 'boolean',
        default: 'false',
        description: 'Wait until the content is well into the viewport before drawing.',
      },
      {
        name: 'brackets',
        type: "'left' | 'right' | 'top' | 'bottom' | Array<…>",
        default: "'right'",
        description: 'The sides a `bracket` is drawn on.',
      },
      {
        name: '...props',
        type: 'React.ComponentProps<"span">',
        description:
          'Any attribute for the outer `span`, `className` and `ref`; a text colour set here stays on the text.',
      },
    ],
  },
  examples: [
    {
      name: 'highlighter-demo',
      title: 'Highlighter',
      description: 'An underline and a marker highlight in a sentence.',
    },
    { name: 'highlighter-demo-2', title: 'Every mark', description: 'Each action, in its own colour.' },
    {
      name: 'highlighter-demo-3',
      title: 'Across lines, when in view',
      description: 'A highlight that follows the text over several lines, drawn once it scrolls into view.',
    },
  ],
})
