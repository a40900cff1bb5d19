import { defineItem } from '../meta'

export default defineItem({
  name: 'omit',
  type: 'registry:lib',
  title: 'omit',
  description: 'An object without the given keys: the props a component takes out before spreading the rest.',
  files: [{ path: 'lib/omit.ts', type: 'registry:lib' }],
})
