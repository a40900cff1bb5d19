import { defineItem } from '../../meta'
import { blockCssVars } from '../tokens'

export default defineItem({
  name: 'startup-template',
  type: 'registry:block',
  title: 'Startup template',
  description:
    'A landing page for an early-stage carbon-aware scheduling startup: navbar, a hero with a product video, stats, features grid, reviews, a call to action beside a globe and footer.',
  category: 'Template',
  paid: true,
  dependencies: ['lucide-react'],
  registryDependencies: [
    'cta-globe',
    'features-grid',
    'footer-columns',
    'hero-video',
    'navbar',
    'stats-ticker',
    'testimonials-marquee',
    'utils',
  ],
  files: [{ path: 'blocks/startup-template/startup-template.tsx', type: 'registry:component' }],
  cssVars: blockCssVars,
})
