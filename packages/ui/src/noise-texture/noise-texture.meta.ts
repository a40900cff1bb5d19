import { defineItem } from '../meta'

export default defineItem({
  name: 'noise-texture',
  type: 'registry:ui',
  title: 'Noise Texture',
  description: 'A layer of fine grey grain from SVG fractal noise, for subtle texture on panels, cards and buttons.',
  label: 'New',
  section: 'Backgrounds',
  registryDependencies: ['utils'],
  files: [{ path: 'noise-texture/noise-texture.tsx', type: 'registry:ui' }],
  still: true,
  props: {
    NoiseTexture: [
      {
        name: 'className',
        type: 'string',
        description:
          'Merged onto the root `<svg>`: e.g. `opacity-*` for the layer (50%, 75% in dark mode, by default) or a `[mask-image:…]` fade.',
      },
      {
        name: 'frequency',
        type: 'number | string',
        default: '0.4',
        description: '`baseFrequency` of the turbulence: higher values give finer grain; `"0.2 0.8"` stretches it.',
      },
      {
        name: 'octaves',
        type: 'number',
        default: '6',
        description: '`numOctaves` of the turbulence: more octaves add finer detail.',
      },
      {
        name: 'slope',
        type: 'number',
        default: '0.15',
        description: 'Contrast of the grain: the slope on each colour channel after the noise is made grey.',
      },
      {
        name: 'noiseOpacity',
        type: 'number',
        default: '0.6',
        description: 'Opacity of the noise layer inside the SVG (`opacity`, its earlier name, is accepted too).',
      },
      {
        name: 'ref / ...props',
        type: "React.ComponentProps<'svg'>",
        description: 'Passed to the root `<svg>`.',
      },
    ],
  },
  examples: [
    { name: 'noise-texture-demo', title: 'Noise Texture', description: 'Grain on a panel, faded out in a circle.' },
    { name: 'noise-texture-demo-2', title: 'Newsletter card', description: 'A sign-up card with a grainy surface.' },
    { name: 'noise-texture-demo-3', title: 'Button', description: 'A button whose grain deepens on hover.' },
    { name: 'noise-texture-demo-4', title: 'Input field', description: 'A search field on a grainy surface.' },
  ],
})
