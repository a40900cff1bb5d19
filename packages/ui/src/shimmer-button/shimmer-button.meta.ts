import { defineItem } from '../meta'

export default defineItem({
  name: 'shimmer-button',
  type: 'registry:ui',
  title: 'Shimmer Button',
  description: 'A button with a beam of light travelling around its edge.',
  section: 'Buttons',
  registryDependencies: ['use-on-screen', 'utils'],
  files: [{ path: 'shimmer-button/shimmer-button.tsx', type: 'registry:ui' }],
  cssVars: {
    theme: {
      // One way along the button per shimmerDuration, eased at the ends; one full turn per round trip.
      'animate-shimmer-slide': 'shimmer-slide var(--shimmer-duration) ease-in-out infinite alternate',
      'animate-spin-around': 'spin-around calc(var(--shimmer-duration) * 2) linear infinite',
    },
  },
  css: {
    '@keyframes shimmer-slide': {
      to: { transform: 'translateX(calc(100cqw - 100%))' },
    },
    '@keyframes spin-around': {
      '0%': { transform: 'rotate(0deg)' },
      '15%, 35%': { transform: 'rotate(90deg)' },
      '65%, 85%': { transform: 'rotate(270deg)' },
      '100%': { transform: 'rotate(360deg)' },
    },
  },
  props: {
    ShimmerButton: [
      { name: 'shimmerColor', type: 'string', default: "'#ffffff'", description: 'Colour of the travelling light.' },
      { name: 'shimmerSize', type: 'string', default: "'0.05em'", description: 'Thickness of the lit edge.' },
      { name: 'borderRadius', type: 'string', default: "'100px'", description: 'Corner radius.' },
      {
        name: 'shimmerDuration',
        type: 'string',
        default: "'3s'",
        description: 'Time the light takes along one long edge; a full lap takes twice as long.',
      },
      {
        name: 'background',
        type: 'string',
        default: "'rgba(0, 0, 0, 1)'",
        description: 'Fill of the button, any CSS background.',
      },
      {
        name: 'className',
        type: 'string',
        description: 'Extra classes; every other `<button>` prop and `ref` are passed to the button.',
      },
      { name: 'children', type: 'React.ReactNode', description: 'The label, with an icon if you like.' },
      {
        name: 'type',
        type: "'submit' | 'button' | 'reset'",
        default: "'submit'",
        description: 'As on a plain `<button>`: use `"button"` when it must not submit a surrounding form.',
      },
    ],
  },
  examples: [
    { name: 'shimmer-button-demo', title: 'Shimmer Button', description: 'The default black pill.' },
    {
      name: 'shimmer-button-demo-2',
      title: 'Colours and shapes',
      description: 'Custom backgrounds, light colours, speeds and radii.',
    },
  ],
})
