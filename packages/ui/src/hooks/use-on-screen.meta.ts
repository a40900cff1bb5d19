import { defineItem } from '../meta'

export default defineItem({
  name: 'use-on-screen',
  type: 'registry:hook',
  title: 'useOnScreen',
  description:
    'Whether an element is on screen and its tab visible, for pausing continuous animation; and a ref that merges the caller’s.',
  files: [{ path: 'hooks/use-on-screen.ts', type: 'registry:hook' }],
})
