import { defineItem } from '../../meta'
import { blockCssVars } from '../tokens'

export default defineItem({
  name: 'devtool-template',
  type: 'registry:block',
  title: 'Devtool template',
  description:
    'A landing page for a CLI and cloud for preview environments: navbar, a split hero with a terminal session, logo cloud, bento features, stats, pricing and footer.',
  category: 'Template',
  paid: true,
  dependencies: ['lucide-react'],
  registryDependencies: [
    'features-bento',
    'footer-columns',
    'hero-split',
    'logo-cloud',
    'navbar',
    'pricing-tiers',
    'stats-ticker',
    'utils',
  ],
  files: [{ path: 'blocks/devtool-template/devtool-template.tsx', type: 'registry:component' }],
  cssVars: blockCssVars,
})
