import { defineItem } from '../../meta'
import { blockCssVars } from '../tokens'

export default defineItem({
  name: 'changelog-template',
  type: 'registry:block',
  title: 'Changelog template',
  description:
    'A product changelog page with a navbar, releases newest first on a timeline with shareable anchors and code for API changes, an email sign-up and a footer.',
  category: 'Template',
  label: 'New',
  dependencies: ['lucide-react'],
  registryDependencies: ['button', 'code-comparison', 'footer-columns', 'navbar', 'newsletter-signup', 'utils'],
  files: [{ path: 'blocks/changelog-template/changelog-template.tsx', type: 'registry:component' }],
  cssVars: blockCssVars,
})
