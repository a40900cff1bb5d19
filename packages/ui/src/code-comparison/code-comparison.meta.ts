import { defineItem } from '../meta'

export default defineItem({
  name: 'code-comparison',
  type: 'registry:ui',
  title: 'Code Comparison',
  description:
    'Before and after code panels side by side, syntax-highlighted by Shiki, with highlighted, added, removed and focused lines.',
  section: 'Components',
  dependencies: ['shiki@^4.6.0'],
  registryDependencies: ['use-on-screen', 'utils'],
  files: [{ path: 'code-comparison/code-comparison.tsx', type: 'registry:ui' }],
  props: {
    CodeComparison: [
      { name: 'className', type: 'string', description: 'Extra classes for the outer frame.' },
      { name: 'beforeCode', type: 'string', description: 'The code of the left ("before") panel.' },
      { name: 'afterCode', type: 'string', description: 'The code of the right ("after") panel.' },
      {
        name: 'language',
        type: 'string',
        default: "'tsx'",
        description:
          "Any language Shiki ships, by id or alias: `'ts'`, `'go'`, `'rust'`, `'kotlin'`, `'swift'`, `'csharp'`, `'diff'`…",
      },
      { name: 'filename', type: 'string', description: 'File name shown in both panels’ headers.' },
      {
        name: 'lightTheme',
        type: 'string',
        default: "'github-light'",
        description: 'Shiki theme in light mode.',
      },
      {
        name: 'darkTheme',
        type: 'string',
        default: "'github-dark'",
        description: 'Shiki theme under a `dark:` variant.',
      },
      {
        name: 'highlightColor',
        type: 'string',
        default: "'rgba(101, 117, 133, 0.16)'",
        description: 'Background of the lines marked `[!code highlight]`; any CSS colour.',
      },
      {
        name: 'before',
        type: 'CodeComparisonSide',
        description:
          'The left panel as one object, `{ code?, filename?, highlightLines?, focusLines? }`; its fields win over `beforeCode` and `filename`.',
      },
      { name: 'after', type: 'CodeComparisonSide', description: 'The right panel, in the same shape.' },
      { name: 'beforeLabel', type: 'string', default: "'Before'", description: 'Badge of the left panel.' },
      { name: 'afterLabel', type: 'string', default: "'After'", description: 'Badge of the right panel.' },
      { name: 'lineNumbers', type: 'boolean', default: 'true', description: 'Show line numbers (never copied).' },
    ],
  },
  examples: [
    {
      name: 'code-comparison-demo',
      title: 'Highlighted changes',
      description: 'A component before and after a refactor, the changed lines marked in the code.',
    },
    {
      name: 'code-comparison-demo-2',
      title: 'Other languages',
      description: 'A Go loop rewritten, with removed and added lines and a custom highlight colour.',
    },
    {
      name: 'code-comparison-demo-3',
      title: 'Focus',
      description: 'Everything but the focused lines dims until the panel is hovered or focused.',
    },
  ],
})
