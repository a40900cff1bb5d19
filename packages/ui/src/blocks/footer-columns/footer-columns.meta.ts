import { defineItem } from '../../meta'
import { blockCssVars } from '../tokens'

export default defineItem({
  name: 'footer-columns',
  type: 'registry:block',
  title: 'Footer with columns',
  description:
    'A wordmark, icon links and four columns of links, with copyright and legal links below, over faint dots.',
  category: 'Footer',
  dependencies: ['lucide-react'],
  registryDependencies: ['dot-pattern', 'utils'],
  files: [{ path: 'blocks/footer-columns/footer-columns.tsx', type: 'registry:component' }],
  cssVars: blockCssVars,
})
