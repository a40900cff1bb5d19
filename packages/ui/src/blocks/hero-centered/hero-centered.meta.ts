import { defineItem } from '../../meta'
import { blockCssVars } from '../tokens'

export default defineItem({
  name: 'hero-centered',
  type: 'registry:block',
  title: 'Centred hero',
  description:
    'An announcement pill with a moving gradient, a large title, a line of copy and two calls to action over a fading grid.',
  category: 'Hero',
  dependencies: ['lucide-react'],
  registryDependencies: ['animated-gradient-text', 'button', 'grid-pattern', 'utils'],
  files: [{ path: 'blocks/hero-centered/hero-centered.tsx', type: 'registry:component' }],
  cssVars: blockCssVars,
})
