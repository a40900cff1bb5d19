import { defineItem } from '../meta'

export default defineItem({
  name: 'use-visible-playback',
  type: 'registry:hook',
  title: 'useVisiblePlayback',
  description: 'Plays a video only while it is on screen, its tab visible and reduced motion off; pauses it otherwise.',
  registryDependencies: ['use-on-screen', 'use-reduced-motion'],
  files: [{ path: 'hooks/use-visible-playback.ts', type: 'registry:hook' }],
})
