import { defineItem } from '../../meta'
import { blockCssVars } from '../tokens'

export default defineItem({
  name: 'mobile-template',
  type: 'registry:block',
  title: 'Mobile template',
  description:
    'A landing page for a habit-tracking app: navbar, a centred hero over the app’s screen on an iPhone, features grid, reviews, newsletter sign-up and footer.',
  category: 'Template',
  paid: true,
  dependencies: ['lucide-react'],
  registryDependencies: [
    'features-grid',
    'footer-columns',
    'hero-centered',
    'iphone',
    'navbar',
    'newsletter-signup',
    'testimonials-marquee',
    'utils',
  ],
  files: [{ path: 'blocks/mobile-template/mobile-template.tsx', type: 'registry:component' }],
  cssVars: blockCssVars,
})
