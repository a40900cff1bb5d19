import { defineItem } from '../../meta'
import { blockCssVars } from '../tokens'

export default defineItem({
  name: 'testimonials-marquee',
  type: 'registry:block',
  title: 'Testimonials marquee',
  description: 'Two rows of review cards with initials avatars, scrolling in opposite directions under a heading.',
  category: 'Social proof',
  registryDependencies: ['marquee', 'utils'],
  files: [{ path: 'blocks/testimonials-marquee/testimonials-marquee.tsx', type: 'registry:component' }],
  cssVars: blockCssVars,
})
