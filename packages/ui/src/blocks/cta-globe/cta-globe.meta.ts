import { defineItem } from '../../meta'
import { blockCssVars } from '../tokens'

export default defineItem({
  name: 'cta-globe',
  type: 'registry:block',
  title: 'Globe call to action',
  description: 'A heading, a line of copy and two actions beside a spinning dot globe.',
  category: 'Call to action',
  paid: true,
  dependencies: ['lucide-react'],
  registryDependencies: ['button', 'globe', 'utils'],
  files: [{ path: 'blocks/cta-globe/cta-globe.tsx', type: 'registry:component' }],
  cssVars: blockCssVars,
})
