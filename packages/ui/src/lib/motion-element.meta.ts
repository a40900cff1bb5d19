import { defineItem } from '../meta'

export default defineItem({
  name: 'motion-element',
  type: 'registry:lib',
  title: 'motionElement',
  description:
    'The motion version of any element type, made once, and `MotionAs`, which renders it, for items that take an `as` prop.',
  dependencies: ['motion'],
  files: [{ path: 'lib/motion-element.ts', type: 'registry:lib' }],
})
