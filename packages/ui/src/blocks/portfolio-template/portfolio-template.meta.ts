import { defineItem } from '../../meta'
import { blockCssVars } from '../tokens'

export default defineItem({
  name: 'portfolio-template',
  type: 'registry:block',
  title: 'Portfolio template',
  description:
    'A one-page developer portfolio with an introduction, a work timeline, education, project cards over faint dots and a contact section.',
  category: 'Template',
  dependencies: ['lucide-react'],
  registryDependencies: ['blur-fade', 'button', 'dot-pattern', 'utils'],
  files: [{ path: 'blocks/portfolio-template/portfolio-template.tsx', type: 'registry:component' }],
  cssVars: blockCssVars,
})
