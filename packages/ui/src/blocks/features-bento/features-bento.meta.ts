import { defineItem } from '../../meta'
import { blockCssVars } from '../tokens'

export default defineItem({
  name: 'features-bento',
  type: 'registry:block',
  title: 'Bento features',
  description:
    'A heading, an intro and a mosaic of feature cards over small animated scenes: scrolling files, arriving notifications, orbiting integrations and a theme.',
  category: 'Features',
  paid: true,
  dependencies: ['lucide-react'],
  registryDependencies: ['animated-list', 'bento-grid', 'dot-pattern', 'marquee', 'orbiting-circles', 'utils'],
  files: [{ path: 'blocks/features-bento/features-bento.tsx', type: 'registry:component' }],
  cssVars: blockCssVars,
})
