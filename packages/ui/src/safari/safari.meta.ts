import { defineItem } from '../meta'

export default defineItem({
  name: 'safari',
  type: 'registry:ui',
  title: 'Safari',
  description: 'A Safari browser window mockup to frame a screenshot, a video or a live page.',
  section: 'Device Mocks',
  registryDependencies: ['use-visible-playback', 'utils'],
  files: [{ path: 'safari/safari.tsx', type: 'registry:ui' }],
  still: true,
  props: {
    Safari: [
      { name: 'url', type: 'string', description: 'Text shown in the address bar, beside a padlock.' },
      { name: 'imageSrc', type: 'string', description: 'Image shown in the page area, cropped to fill it.' },
      {
        name: 'videoSrc',
        type: 'string',
        description:
          'Video shown in the page area: muted, looping, playing only while on screen and without reduced motion. Wins over `imageSrc`.',
      },
      {
        name: 'width',
        type: 'number',
        default: '1203',
        description: 'Width in pixels; the window never grows wider than its container. A `w-*` class overrides it.',
      },
      {
        name: 'height',
        type: 'number',
        default: '753',
        description: 'Height in pixels; with `width` it sets the proportions of the window.',
      },
      {
        name: 'mode',
        type: "'default' | 'simple'",
        default: "'default'",
        description: '`simple` keeps only the window buttons and the address bar in the toolbar.',
      },
      { name: 'className', type: 'string', description: 'Extra classes for the wrapper `<div>`, e.g. `size-full`.' },
      { name: 'style', type: 'React.CSSProperties', description: 'Inline styles for the wrapper `<div>`.' },
      {
        name: 'alt',
        type: 'string',
        description: 'What the page shows; the accessible name of the mock, which otherwise names the URL.',
      },
      {
        name: 'poster',
        type: 'string',
        description: 'Image shown before the video plays and while it cannot. Defaults to `imageSrc`.',
      },
      {
        name: 'children',
        type: 'React.ReactNode',
        description: 'Your own markup drawn in the page area, over any image or video; the mock becomes a named group.',
      },
    ],
  },
  examples: [
    { name: 'safari-demo', title: 'Safari', description: 'A landing page drawn with Tailwind inside the window.' },
    { name: 'safari-demo-2', title: 'With Image', description: 'A screenshot in the page area.' },
    { name: 'safari-demo-3', title: 'With Video', description: 'A looping screen recording in the page area.' },
    {
      name: 'safari-demo-4',
      title: 'Simple Mode',
      description: 'A toolbar with only the window buttons and the address.',
    },
  ],
})
