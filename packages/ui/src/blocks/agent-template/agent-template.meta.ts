import { defineItem } from '../../meta'
import { blockCssVars } from '../tokens'

export default defineItem({
  name: 'agent-template',
  type: 'registry:block',
  title: 'Agent template',
  description:
    'A landing page for an AI agent that triages issues and opens pull requests: navbar, centred hero, features, orbiting integrations, FAQ, a retro call to action and footer.',
  category: 'Template',
  paid: true,
  dependencies: ['lucide-react'],
  registryDependencies: [
    'cta-retro',
    'faq-accordion',
    'features-grid',
    'footer-columns',
    'hero-centered',
    'integrations-orbit',
    'navbar',
    'utils',
  ],
  files: [{ path: 'blocks/agent-template/agent-template.tsx', type: 'registry:component' }],
  cssVars: blockCssVars,
})
