import { defineItem } from '../meta'

export default defineItem({
  name: 'video-text',
  type: 'registry:ui',
  title: 'Video Text',
  description: 'Large text cut out of a looping video, so the footage plays inside the letters.',
  section: 'Text Animations',
  registryDependencies: ['use-visible-playback', 'utils'],
  files: [{ path: 'video-text/video-text.tsx', type: 'registry:ui' }],
  props: {
    VideoText: [
      { name: 'src', type: 'string', required: true, description: 'URL of the video that shows through the letters.' },
      { name: 'as', type: 'React.ElementType', default: "'div'", description: 'The root element, e.g. `h1`.' },
      {
        name: 'children',
        type: 'React.ReactNode',
        required: true,
        description: 'The text the video is cut to; screen readers read it from a visually hidden copy.',
      },
      {
        name: 'className',
        type: 'string',
        description: 'Classes for the root, which is `relative size-full` and so fills a positioned parent.',
      },
      {
        name: 'autoPlay',
        type: 'boolean',
        default: 'true',
        description:
          'Play on its own, but only while on screen, in a visible tab and without reduced motion; otherwise it rests on a still frame.',
      },
      { name: 'muted', type: 'boolean', default: 'true', description: 'Keep the video silent.' },
      { name: 'loop', type: 'boolean', default: 'true', description: 'Start the video again when it ends.' },
      {
        name: 'preload',
        type: "'auto' | 'metadata' | 'none'",
        default: "'auto'",
        description: 'How much of the video the browser loads before it plays.',
      },
      {
        name: 'fontSize',
        type: 'string | number',
        default: '20',
        description:
          'Letter size. A number is a percentage of the element’s width (`vw` inside the mask); a string is any SVG length.',
      },
      {
        name: 'fontWeight',
        type: 'string | number',
        default: "'bold'",
        description: 'Weight of the letters.',
      },
      {
        name: 'textAnchor',
        type: 'string',
        default: "'middle'",
        description: 'Horizontal alignment around the centre, as SVG `text-anchor`.',
      },
      {
        name: 'dominantBaseline',
        type: 'string',
        default: "'middle'",
        description: 'Vertical alignment around the centre, as SVG `dominant-baseline`.',
      },
      {
        name: 'fontFamily',
        type: 'string',
        default: "'sans-serif'",
        description: 'Font of the letters: an installed or generic family, since the mask cannot load web fonts.',
      },
      {
        name: '...props',
        type: "React.ComponentProps<'div'>",
        description: 'Any other prop, `ref` included, for the root.',
      },
    ],
  },
  examples: [
    {
      name: 'video-text-demo',
      title: 'Video Text',
      description: 'A word filled with a looping clip of a drifting gradient.',
    },
  ],
})
