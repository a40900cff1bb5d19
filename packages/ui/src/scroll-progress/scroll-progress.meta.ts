import { defineItem } from '../meta'

export default defineItem({
  name: 'scroll-progress',
  type: 'registry:ui',
  title: 'Scroll Progress',
  description: 'A thin bar along the top of the page that fills as the reader scrolls, for the page or any scroller.',
  section: 'Components',
  dependencies: ['motion'],
  registryDependencies: ['use-reduced-motion', 'utils'],
  files: [{ path: 'scroll-progress/scroll-progress.tsx', type: 'registry:ui' }],
  props: {
    ScrollProgress: [
      {
        name: 'className',
        type: 'string',
        description: 'Classes for the bar, e.g. `h-1` or `top-16` below a sticky header, or colours.',
      },
      {
        name: 'container',
        type: 'React.RefObject<HTMLElement | null>',
        description: 'Follow this scrolling element instead of the page; position the bar yourself then.',
      },
      {
        name: '...props',
        type: "React.ComponentProps<'div'>",
        description: 'Any other attribute of a div, except the motion event props.',
      },
    ],
  },
  examples: [
    {
      name: 'scroll-progress-demo',
      title: 'Scroll Progress',
      description: 'A reading-progress bar that follows a scrolling panel.',
    },
  ],
})
