import { defineItem } from '../meta'

export default defineItem({
  name: 'utils',
  type: 'registry:lib',
  title: 'Utils',
  description: 'The cn() helper that merges class names and resolves conflicting Tailwind utilities.',
  dependencies: ['clsx', 'tailwind-merge'],
  files: [{ path: 'lib/utils.ts', type: 'registry:lib' }],
})
