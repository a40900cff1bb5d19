import { defineItem } from '../../meta'
import { blockCssVars } from '../tokens'

export default defineItem({
  name: 'saas-template',
  type: 'registry:block',
  title: 'SaaS template',
  description:
    'A landing page for a B2B team analytics product: navbar, centred hero, logo cloud, bento features, reviews, pricing, FAQ, a retro call to action and footer.',
  category: 'Template',
  paid: true,
  dependencies: ['lucide-react'],
  registryDependencies: [
    'cta-retro',
    'faq-accordion',
    'features-bento',
    'footer-columns',
    'hero-centered',
    'logo-cloud',
    'navbar',
    'pricing-tiers',
    'testimonials-marquee',
    'utils',
  ],
  files: [{ path: 'blocks/saas-template/saas-template.tsx', type: 'registry:component' }],
  cssVars: blockCssVars,
})
