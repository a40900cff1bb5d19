import { defineItem } from '../meta'

export default defineItem({
  name: 'backlight',
  type: 'registry:ui',
  title: 'Backlight',
  description: 'A glow in the colours of a video, image or SVG, cast behind it like an ambient backlight.',
  label: 'New',
  section: 'Special Effects',
  still: true,
  files: [{ path: 'backlight/backlight.tsx', type: 'registry:ui' }],
  props: {
    Backlight: [
      {
        name: 'blur',
        type: 'number',
        default: '20',
        description: 'How far the glow spreads: the blur of the glow, in px. Larger values give a softer, wider light.',
      },
      {
        name: 'children',
        type: 'React.ReactNode',
        description: 'The video, image or SVG element (or any element) to light from behind.',
      },
      { name: 'className', type: 'string', description: 'Classes for the wrapping `div`.' },
      {
        name: 'saturation',
        type: 'number',
        default: '4',
        description: 'How strongly the glow’s colours are saturated; 1 keeps the content’s own colours.',
      },
      {
        name: '...props',
        type: 'React.ComponentProps<"div">',
        description: 'Any attribute for the wrapping `div`, and `ref`.',
      },
    ],
  },
  examples: [
    { name: 'backlight-demo', title: 'Image', description: 'An artwork glowing in its own sunset colours.' },
    { name: 'backlight-demo-2', title: 'SVG', description: 'Three small marks, each with a tight halo.' },
    {
      name: 'backlight-demo-3',
      title: 'Any element',
      description: 'A player card painted with gradients, under a wide glow.',
    },
  ],
})
