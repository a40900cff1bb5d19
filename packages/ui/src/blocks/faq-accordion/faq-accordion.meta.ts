import { defineItem } from '../../meta'
import { blockCssVars } from '../tokens'

export default defineItem({
  name: 'faq-accordion',
  type: 'registry:block',
  title: 'FAQ accordion',
  description: 'A heading and a contact link beside a list of questions whose answers open and close.',
  category: 'FAQ',
  dependencies: ['lucide-react'],
  registryDependencies: ['utils'],
  files: [{ path: 'blocks/faq-accordion/faq-accordion.tsx', type: 'registry:component' }],
  cssVars: blockCssVars,
})
