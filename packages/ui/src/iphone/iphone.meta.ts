import { defineItem } from '../meta'

export default defineItem({
  name: 'iphone',
  type: 'registry:ui',
  title: 'iPhone',
  description: 'An iPhone mockup with a Dynamic Island to frame a screenshot, a video or a live screen.',
  registryDependencies: ['use-visible-playback', 'utils'],
  files: [{ path: 'iphone/iphone.tsx', type: 'registry:ui' }],
  still: true,
  props: {
    Iphone: [
      { name: 'src', type: 'string', description: 'Image shown on the screen, cropped to fill it.' },
      {
        name: 'videoSrc',
        type: 'string',
        description:
          'Video shown on the screen: muted, looping, playing only while on screen and without reduced motion. Wins over `src`.',
      },
      {
        name: 'className',
        type: 'string',
        description:
          'Extra classes for the wrapper `<div>`, which sets the size, e.g. `w-64`; the proportions stay 433 / 882.',
      },
      { name: 'style', type: 'React.CSSProperties', description: 'Inline styles for the wrapper `<div>`.' },
      {
        name: 'width',
        type: 'number',
        description:
          'Width in pixels (never wider than the container). Without it the phone fills the width it is given.',
      },
      {
        name: 'height',
        type: 'number',
        description: 'Height in pixels; with `width` it sets the proportions of the phone.',
      },
      {
        name: 'alt',
        type: 'string',
        description: 'What the screen shows; the accessible name of the mock, “iPhone” without it.',
      },
      {
        name: 'poster',
        type: 'string',
        description: 'Image shown before the video plays and while it cannot. Defaults to `src`.',
      },
      {
        name: 'children',
        type: 'React.ReactNode',
        description: 'Your own markup drawn on the screen, over any image or video; the mock becomes a named group.',
      },
    ],
  },
  examples: [
    { name: 'iphone-demo', title: 'iPhone', description: 'A lock screen drawn with Tailwind on the phone.' },
    { name: 'iphone-demo-2', title: 'With Image', description: 'A screenshot on the screen.' },
    { name: 'iphone-demo-3', title: 'With Video', description: 'A looping screen recording on the screen.' },
  ],
})
