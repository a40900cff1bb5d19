import { defineItem } from '../../meta'
import { blockCssVars } from '../tokens'

export default defineItem({
  name: 'cta-retro',
  type: 'registry:block',
  title: 'Retro call to action',
  description: 'A closing panel with a heading, a rainbow button and a text link over a rolling perspective grid.',
  category: 'Call to action',
  dependencies: ['lucide-react'],
  registryDependencies: ['rainbow-button', 'retro-grid', 'utils'],
  files: [{ path: 'blocks/cta-retro/cta-retro.tsx', type: 'registry:component' }],
  cssVars: blockCssVars,
})
