import { defineItem } from '../meta'

export default defineItem({
  name: 'neon-gradient-card',
  type: 'registry:ui',
  title: 'Neon Gradient Card',
  description: 'A card with a drifting neon gradient border and glow.',
  section: 'Special Effects',
  registryDependencies: ['use-on-screen', 'use-reduced-motion', 'utils'],
  files: [{ path: 'neon-gradient-card/neon-gradient-card.tsx', type: 'registry:ui' }],
  cssVars: {
    theme: {
      // Magic UI's timing: three seconds each way, eased, back and forth.
      'animate-neon-gradient-card': 'neon-gradient-card-drift 3s ease infinite alternate',
    },
  },
  css: {
    // The gradient layer is twice the card's height: sliding it up by half shows its other end.
    '@keyframes neon-gradient-card-drift': {
      from: { transform: 'translateY(0)' },
      to: { transform: 'translateY(-50%)' },
    },
  },
  props: {
    NeonGradientCard: [
      {
        name: 'className',
        type: 'string',
        description: 'Classes for the card; `style`, `ref` and other `<div>` props go to it too.',
      },
      { name: 'children', type: 'React.ReactNode', description: 'The content of the card.' },
      {
        name: 'borderSize',
        type: 'number',
        default: '2',
        description: 'Thickness of the gradient border in pixels (Magic UI’s component uses 2; its docs table says 5).',
      },
      { name: 'borderRadius', type: 'number', default: '20', description: 'Outer corner radius in pixels.' },
      {
        name: 'neonColors',
        type: '{ firstColor: string; secondColor: string }',
        default: "{ firstColor: '#ff00aa', secondColor: '#00FFF1' }",
        description: 'The two colours of the gradient.',
      },
    ],
  },
  examples: [
    { name: 'neon-gradient-card-demo', title: 'Neon Gradient Card', description: 'A card with a gradient title.' },
    {
      name: 'neon-gradient-card-demo-2',
      title: 'Colours and shape',
      description: 'Other neon colours, a thicker border and tighter corners.',
    },
  ],
})
