import { defineItem } from '../meta'

export default defineItem({
  name: 'seeded-random',
  type: 'registry:lib',
  title: 'seededRandom',
  description:
    'A seeded pseudo-random generator, so what an item scatters at render time is the same on server and client.',
  files: [{ path: 'lib/seeded-random.ts', type: 'registry:lib' }],
})
