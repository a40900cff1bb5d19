import { defineItem } from '../../meta'
import { blockCssVars } from '../tokens'

export default defineItem({
  name: 'logo-cloud',
  type: 'registry:block',
  title: 'Logo cloud',
  description: 'A line of social proof over a row of company wordmarks that scrolls past and fades out at the edges.',
  category: 'Social proof',
  registryDependencies: ['marquee', 'utils'],
  files: [{ path: 'blocks/logo-cloud/logo-cloud.tsx', type: 'registry:component' }],
  cssVars: blockCssVars,
})
