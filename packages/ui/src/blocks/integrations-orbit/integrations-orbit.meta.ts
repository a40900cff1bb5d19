import { defineItem } from '../../meta'
import { blockCssVars } from '../tokens'

export default defineItem({
  name: 'integrations-orbit',
  type: 'registry:block',
  title: 'Integrations orbit',
  description: 'A heading, copy and a link beside two rings of integration icons circling your product’s mark.',
  category: 'Features',
  paid: true,
  dependencies: ['lucide-react'],
  registryDependencies: ['button', 'orbiting-circles', 'utils'],
  files: [{ path: 'blocks/integrations-orbit/integrations-orbit.tsx', type: 'registry:component' }],
  cssVars: blockCssVars,
})
