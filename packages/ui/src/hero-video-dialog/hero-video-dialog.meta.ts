import { defineItem } from '../meta'

export default defineItem({
  name: 'hero-video-dialog',
  type: 'registry:ui',
  title: 'Hero Video Dialog',
  description:
    'A video poster with a play button that opens the video in an animated, accessible dialog, loading the player only on click.',
  section: 'Components',
  dependencies: ['motion', 'lucide-react'],
  registryDependencies: ['use-reduced-motion', 'utils'],
  files: [{ path: 'hero-video-dialog/hero-video-dialog.tsx', type: 'registry:ui' }],
  props: {
    HeroVideoDialog: [
      {
        name: 'animationStyle',
        type: "'from-bottom' | 'from-center' | 'from-top' | 'from-left' | 'from-right' | 'fade' | 'top-in-bottom-out' | 'left-in-right-out'",
        default: "'from-center'",
        description: 'How the player enters and leaves the screen.',
      },
      {
        name: 'videoSrc',
        type: 'string',
        required: true,
        description:
          'The video: an embed URL (shown in an iframe) or a media file such as `.mp4` (played by `<video>`). Requested only after the play button is pressed.',
      },
      { name: 'thumbnailSrc', type: 'string', required: true, description: 'The poster image shown before playing.' },
      { name: 'thumbnailAlt', type: 'string', default: "'Video thumbnail'", description: 'Alt text of the poster.' },
      { name: 'className', type: 'string', description: 'Extra classes for the wrapper.' },
      {
        name: 'videoTitle',
        type: 'string',
        default: "'Video player'",
        description: 'Accessible name of the dialog and the player.',
      },
      {
        name: 'playLabel',
        type: 'string',
        default: "'Play video'",
        description: 'Accessible name of the play button.',
      },
      {
        name: 'closeLabel',
        type: 'string',
        default: "'Close video'",
        description: 'Accessible name of the close button.',
      },
    ],
  },
  examples: [
    {
      name: 'hero-video-dialog-demo',
      title: 'From center',
      description: 'The player grows out of the centre of the screen.',
    },
    {
      name: 'hero-video-dialog-demo-2',
      title: 'Top in, bottom out',
      description: 'The player drops in from the top and leaves through the bottom.',
    },
  ],
})
