import { defineItem } from '../meta'

export default defineItem({
  name: 'graphemes',
  type: 'registry:lib',
  title: 'splitGraphemes',
  description: 'Splits text into user-perceived characters, so emoji and accented letters animate as one.',
  files: [{ path: 'lib/graphemes.ts', type: 'registry:lib' }],
})
