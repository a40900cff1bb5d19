import { defineItem } from '../../meta'
import { blockCssVars } from '../tokens'

export default defineItem({
  name: 'pricing-tiers',
  type: 'registry:block',
  title: 'Pricing tiers',
  description: 'Three plans with a monthly or yearly billing switch, the recommended one lit by a border beam.',
  category: 'Pricing',
  dependencies: ['lucide-react'],
  registryDependencies: ['border-beam', 'button', 'utils'],
  files: [{ path: 'blocks/pricing-tiers/pricing-tiers.tsx', type: 'registry:component' }],
  cssVars: blockCssVars,
})
