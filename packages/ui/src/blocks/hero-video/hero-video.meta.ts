import { defineItem } from '../../meta'
import { blockCssVars } from '../tokens'

export default defineItem({
  name: 'hero-video',
  type: 'registry:block',
  title: 'Hero with video',
  description:
    'A centred title, a line of copy and two calls to action above a video poster that opens the video in a dialog.',
  category: 'Hero',
  paid: true,
  dependencies: ['lucide-react'],
  registryDependencies: ['button', 'hero-video-dialog', 'utils'],
  files: [{ path: 'blocks/hero-video/hero-video.tsx', type: 'registry:component' }],
  cssVars: blockCssVars,
})
