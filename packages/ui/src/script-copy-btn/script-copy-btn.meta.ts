import { defineItem } from '../meta'

export default defineItem({
  name: 'script-copy-btn',
  type: 'registry:ui',
  title: 'Script Copy Button',
  description:
    'An install command with a tab per package manager, syntax highlighting and a copy button that confirms with a check.',
  section: 'Components',
  dependencies: ['lucide-react', 'shiki@^4.6.0'],
  registryDependencies: ['use-on-screen', 'utils'],
  files: [{ path: 'script-copy-btn/script-copy-btn.tsx', type: 'registry:ui' }],
  props: {
    ScriptCopyBtn: [
      { name: 'className', type: 'string', description: 'Extra classes for the wrapper.' },
      {
        name: 'showMultiplePackageOptions',
        type: 'boolean',
        default: 'true',
        description: 'Show a tab per package manager; otherwise only the first command.',
      },
      {
        name: 'codeLanguage',
        type: 'string',
        default: "'shell'",
        description: 'Shiki language of the commands, e.g. `shell`, `bash`, `powershell`.',
      },
      { name: 'lightTheme', type: 'string', default: "'github-light'", description: 'Shiki theme in light mode.' },
      {
        name: 'darkTheme',
        type: 'string',
        default: "'github-dark'",
        description: 'Shiki theme under a `dark:` variant.',
      },
      {
        name: 'commandMap',
        type: 'Record<string, string>',
        default: '`shadcn@latest init` for npm, pnpm, yarn and bun',
        description: 'The command for each package manager, in tab order.',
      },
    ],
  },
  examples: [
    {
      name: 'script-copy-btn-demo',
      title: 'Install command',
      description: 'Tabs for four package managers and a copy button.',
    },
  ],
})
