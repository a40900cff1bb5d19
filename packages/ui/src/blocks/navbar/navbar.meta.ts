import { defineItem } from '../../meta'
import { blockCssVars } from '../tokens'

export default defineItem({
  name: 'navbar',
  type: 'registry:block',
  title: 'Navbar',
  description:
    'A site header with a wordmark, main links, a sign-in link and a call to action that fold into a keyboard-friendly menu on phones.',
  category: 'Navigation',
  dependencies: ['lucide-react'],
  registryDependencies: ['button', 'utils'],
  files: [{ path: 'blocks/navbar/navbar.tsx', type: 'registry:component' }],
  cssVars: blockCssVars,
})
