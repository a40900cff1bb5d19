import { defineItem } from '../meta'

export default defineItem({
  name: 'magic-card',
  type: 'registry:ui',
  title: 'Magic Card',
  description: 'A card whose border and surface light up under the mouse, following the site’s light or dark theme.',
  section: 'Special Effects',
  registryDependencies: ['use-on-screen', 'use-reduced-motion', 'utils'],
  files: [{ path: 'magic-card/magic-card.tsx', type: 'registry:ui' }],
  props: {
    MagicCard: [
      { name: 'children', type: 'React.ReactNode', description: 'The card’s content.' },
      { name: 'className', type: 'string', description: 'Classes for the card; a `rounded-*` rounds every layer.' },
      {
        name: 'gradientSize',
        type: 'number',
        default: '200',
        description: 'Diameter of the spotlight and of the lit border, in px.',
      },
      {
        name: 'gradientColor',
        type: 'string',
        default: "'#262626'",
        description:
          'Colour of the spotlight. Unset, it follows the theme: `#262626` in dark mode, a translucent light grey (`#d9d9d955`) in light mode.',
      },
      {
        name: 'gradientOpacity',
        type: 'number',
        default: '0.8',
        description: 'Opacity of the spotlight while the mouse is over the card.',
      },
      {
        name: 'gradientFrom',
        type: 'string',
        default: "'#9E7AFF'",
        description: 'Border colour right under the mouse.',
      },
      {
        name: 'gradientTo',
        type: 'string',
        default: "'#FE8BBB'",
        description: 'Colour the lit border fades to before the resting border.',
      },
      {
        name: 'mode',
        type: "'gradient' | 'orb'",
        default: "'gradient'",
        description: '`gradient` shows a spotlight under the mouse; `orb` a blurred, coloured glow that trails it.',
      },
      { name: 'glowFrom', type: 'string', default: "'#ee4f27'", description: 'First colour of the orb.' },
      { name: 'glowTo', type: 'string', default: "'#6b21ef'", description: 'Second colour of the orb.' },
      { name: 'glowAngle', type: 'number', default: '90', description: 'Direction of the orb’s gradient, in degrees.' },
      { name: 'glowSize', type: 'number', default: '420', description: 'Diameter of the orb, in px.' },
      { name: 'glowBlur', type: 'number', default: '60', description: 'Blur of the orb, in px.' },
      {
        name: 'glowOpacity',
        type: 'number',
        default: '0.9',
        description: 'Opacity of the orb while the mouse is over the card.',
      },
      {
        name: '...props',
        type: 'React.ComponentProps<"div">',
        description: 'Any other `<div>` prop and `ref` go to the card; your pointer handlers run before its own.',
      },
    ],
  },
  examples: [
    {
      name: 'magic-card-demo',
      title: 'Magic Card',
      description: 'A sign-in form in a card with the spotlight, and a card in orb mode.',
    },
  ],
})
