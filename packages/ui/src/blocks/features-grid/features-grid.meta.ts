import { defineItem } from '../../meta'
import { blockCssVars } from '../tokens'

export default defineItem({
  name: 'features-grid',
  type: 'registry:block',
  title: 'Features grid',
  description: 'A heading, an intro and six feature cards with icons whose borders light up under the mouse.',
  category: 'Features',
  dependencies: ['lucide-react'],
  registryDependencies: ['magic-card', 'utils'],
  files: [{ path: 'blocks/features-grid/features-grid.tsx', type: 'registry:component' }],
  // The section's own surface (`bg-background`) besides the colours every block brings.
  cssVars: {
    theme: { ...blockCssVars.theme, 'color-background': 'var(--background)' },
    light: { ...blockCssVars.light, background: 'oklch(1 0 0)' },
    dark: { ...blockCssVars.dark, background: 'oklch(0.145 0 0)' },
  },
})
