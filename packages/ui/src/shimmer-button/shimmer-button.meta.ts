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
      'animate-shimmer-slide': 'shimmer-slide var(--shimmer-duration) linear infinite',
      'animate-spin-around': 'spin-around var(--shimmer-duration) linear infinite',
    },
  },
  css: {
    '@keyframes shimmer-slide': {
      '0%, 85%, 100%': { transform: 'translateX(0)' },
      '35%, 50%': { transform: 'translateX(calc(100cqw - 100%))' },
    },
    '@keyframes spin-around': {
      '0%, 35%': { transform: 'rotate(0deg)' },
      '50%, 85%': { transform: 'rotate(180deg)' },
      '100%': { transform: 'rotate(360deg)' },
    },
  },
  props: {
    ShimmerButton: [
      { name: 'shimmerColor', type: 'string', default: "'#ffffff'", description: 'Colour of the travelling light.' },
      { name: 'shimmerSize', type: 'string', default: "'0.05em'", description: 'Thickness of the lit edge.' },
      { name: 'shimmerDuration', type: 'string', default: "'3s'", description: 'Time for one lap around the button.' },
      { name: 'borderRadius', type: 'string', default: "'100px'", description: 'Corner radius.' },
      {
        name: 'background',
        type: 'string',
        default: "'rgb(0 0 0)'",
        description: 'Fill of the button, any CSS background.',
      },
      { name: 'type', type: "'button' | 'submit' | 'reset'", default: "'button'", description: 'Button type.' },
      {
        name: 'className',
        type: 'string',
        description: 'Extra classes; every other `<button>` prop and `ref` are passed to the button.',
      },
    ],
  },
  examples: [
    { name: 'shimmer-button-demo', title: 'Shimmer Button', description: 'The default black pill.' },
    {
      name: 'shimmer-button-colors',
      title: 'Colours and shapes',
      description: 'Custom backgrounds, light colours, speeds and radii.',
    },
  ],
})
