import { defineItem } from '../meta'

export default defineItem({
  name: 'android',
  type: 'registry:ui',
  title: 'Android',
  description: 'An Android phone mockup with a punch-hole camera to frame a screenshot, a video or a live screen.',
  section: 'Device Mocks',
  registryDependencies: ['use-visible-playback', 'utils'],
  files: [{ path: 'android/android.tsx', type: 'registry:ui' }],
  still: true,
  props: {
    Android: [
      {
        name: 'width',
        type: 'number',
        default: '433',
        description: 'Width in pixels; the phone never grows wider than its container. A `w-*` class overrides it.',
      },
      {
        name: 'height',
        type: 'number',
        default: '882',
        description: 'Height in pixels; with `width` it sets the proportions of the phone.',
      },
      { name: 'src', type: 'string', description: 'Image shown on the screen, cropped to fill it.' },
      {
        name: 'videoSrc',
        type: 'string',
        description:
          'Video shown on the screen: muted, looping, playing only while on screen and without reduced motion. Wins over `src`.',
      },
      { name: 'className', type: 'string', description: 'Extra classes for the wrapper `<div>`, e.g. `size-full`.' },
      {
        name: 'alt',
        type: 'string',
        description: 'What the screen shows; the accessible name of the mock, “Android phone” without it.',
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
    { name: 'android-demo', title: 'Android', description: 'A messages app drawn with Tailwind on the phone.' },
    { name: 'android-demo-2', title: 'With Image', description: 'A screenshot on the screen.' },
    { name: 'android-demo-3', title: 'With Video', description: 'A looping screen recording on the screen.' },
  ],
})
