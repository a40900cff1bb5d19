import { defineItem } from '../../meta'
import { blockCssVars } from '../tokens'

export default defineItem({
  name: 'hero-split',
  type: 'registry:block',
  title: 'Split hero with terminal',
  description:
    'A title, a line of copy and two calls to action beside a terminal that types an install command and prints its progress.',
  category: 'Hero',
  dependencies: ['lucide-react'],
  registryDependencies: ['button', 'terminal', 'utils'],
  files: [{ path: 'blocks/hero-split/hero-split.tsx', type: 'registry:component' }],
  cssVars: blockCssVars,
})
