import { defineItem } from '../meta'

export default defineItem({
  name: 'pixel-image',
  type: 'registry:ui',
  title: 'Pixel Image',
  description: 'Reveals an image as a grid of pieces fading in, in a scattered order, from grayscale to colour.',
  section: 'Special Effects',
  label: 'New',
  registryDependencies: ['use-on-screen', 'use-reduced-motion', 'utils'],
  files: [{ path: 'pixel-image/pixel-image.tsx', type: 'registry:ui' }],
  cssVars: {
    theme: {
      // Each piece fades in over the fade duration after its own delay, holding transparent before.
      'animate-pixel-image-fade': 'pixel-image-fade var(--pixel-image-duration) ease-out var(--pixel-image-delay) both',
      // The whole image eases out of grayscale after the colour delay.
      'animate-pixel-image-color':
        'pixel-image-color var(--pixel-image-duration) cubic-bezier(0.4, 0, 0.2, 1) var(--pixel-image-color-delay) both',
    },
  },
  css: {
    '@keyframes pixel-image-fade': {
      from: { opacity: '0' },
      to: { opacity: '1' },
    },
    '@keyframes pixel-image-color': {
      from: { filter: 'grayscale(1)' },
      to: { filter: 'grayscale(0)' },
    },
  },
  props: {
    PixelImage: [
      { name: 'src', type: 'string', description: 'The image: any URL, a data: URL or an imported asset.' },
      {
        name: 'grid',
        type: "'6x4' | '8x8' | '8x3' | '4x6' | '3x8'",
        default: "'6x4'",
        description: 'A predefined grid, columns × rows.',
      },
      {
        name: 'customGrid',
        type: '{ rows: number; cols: number }',
        description: 'Your own grid, 1 to 16 rows and columns; replaces `grid` when valid.',
      },
      {
        name: 'grayscaleAnimation',
        type: 'boolean',
        default: 'true',
        description: 'Start in grayscale and ease into colour.',
      },
      {
        name: 'pixelFadeInDuration',
        type: 'number',
        default: '1000',
        description: 'How long each piece takes to fade in, and the colour to come back, in ms.',
      },
      {
        name: 'maxAnimationDelay',
        type: 'number',
        default: '1200',
        description: 'Longest wait before a piece starts fading in, in ms.',
      },
      {
        name: 'colorRevealDelay',
        type: 'number',
        default: '1300',
        description: 'Wait before the colour comes back, in ms.',
      },
      {
        name: 'alt',
        type: 'string',
        description:
          'Text alternative for the image; without it the image is decorative and hidden from screen readers.',
      },
      {
        name: 'className',
        type: 'string',
        description: 'Classes for the frame, which is `size-72 md:size-96` with rounded corners by default.',
      },
    ],
  },
  examples: [
    {
      name: 'pixel-image-demo',
      title: 'Pixel Image',
      description: 'A landscape on a 6×4 grid, from grayscale to colour.',
    },
    {
      name: 'pixel-image-demo-2',
      title: 'Custom grid',
      description: 'A 10×10 grid in colour throughout, with faster pieces and a longer spread.',
    },
  ],
})
