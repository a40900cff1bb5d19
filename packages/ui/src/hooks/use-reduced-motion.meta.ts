import { defineItem } from '../meta'

export default defineItem({
  name: 'use-reduced-motion',
  type: 'registry:hook',
  title: 'usePrefersReducedMotion',
  description: 'The visitor’s reduced-motion setting, live, and false during server rendering and hydration.',
  files: [{ path: 'hooks/use-reduced-motion.ts', type: 'registry:hook' }],
})
