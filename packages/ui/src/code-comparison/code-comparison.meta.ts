import { defineItem } from '../meta'

export default defineItem({
  name: 'code-comparison',
  type: 'registry:ui',
  title: 'Code Comparison',
  description:
    'Before and after code panels side by side, syntax-highlighted by Shiki, with highlighted and focused lines.',
  section: 'Components',
  dependencies: ['shiki@^4.6.0'],
  registryDependencies: ['use-on-screen', 'utils'],
  files: [{ path: 'code-comparison/code-comparison.tsx', type: 'registry:ui' }],
  props: {
    CodeComparison: [
      {
        name: 'before',
        type: 'CodeComparisonSide',
        required: true,
        description: 'The left panel: `{ code, filename?, highlightLines?, focusLines? }`.',
      },
      { name: 'after', type: 'CodeComparisonSide', required: true, description: 'The right panel, in the same shape.' },
      {
        name: 'language',
        type: 'BundledLanguage',
        default: "'tsx'",
        description: "Any language of Shiki's web bundle, e.g. `'ts'`, `'css'`, `'html'`, `'json'`, `'bash'`.",
      },
      {
        name: 'lightTheme',
        type: 'BundledTheme',
        default: "'github-light-default'",
        description: 'Shiki theme in light mode.',
      },
      {
        name: 'darkTheme',
        type: 'BundledTheme',
        default: "'github-dark-default'",
        description: 'Shiki theme under a `dark:` variant.',
      },
      { name: 'beforeLabel', type: 'string', default: "'Before'", description: 'Badge of the left panel.' },
      { name: 'afterLabel', type: 'string', default: "'After'", description: 'Badge of the right panel.' },
      { name: 'lineNumbers', type: 'boolean', default: 'true', description: 'Show line numbers (never copied).' },
      { name: 'className', type: 'string', description: 'Extra classes for the outer frame.' },
    ],
  },
  examples: [
    {
      name: 'code-comparison-demo',
      title: 'Highlighted changes',
      description: 'A component before and after a refactor, the changed lines marked in the code.',
    },
    {
      name: 'code-comparison-focus',
      title: 'Focus',
      description: 'Everything but the focused lines dims until the panel is hovered or focused.',
    },
  ],
})
