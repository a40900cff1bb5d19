import { defineItem } from '../../meta'
import { blockCssVars } from '../tokens'

export default defineItem({
  name: 'newsletter-signup',
  type: 'registry:block',
  title: 'Newsletter sign-up',
  description: 'A heading and a line of copy beside an email form that checks the address and confirms the sign-up.',
  category: 'Newsletter',
  label: 'New',
  dependencies: ['lucide-react'],
  registryDependencies: ['button', 'utils'],
  files: [{ path: 'blocks/newsletter-signup/newsletter-signup.tsx', type: 'registry:component' }],
  cssVars: blockCssVars,
})
