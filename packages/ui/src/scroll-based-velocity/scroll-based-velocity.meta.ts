import { defineItem } from '../meta'

export default defineItem({
  name: 'scroll-based-velocity',
  type: 'registry:ui',
  title: 'Scroll Based Velocity',
  description: 'Rows of repeated text or images that drift sideways without end and rush ahead while the page scrolls.',
  section: 'Text Animations',
  dependencies: ['motion'],
  registryDependencies: ['use-on-screen', 'use-reduced-motion', 'utils'],
  files: [{ path: 'scroll-based-velocity/scroll-based-velocity.tsx', type: 'registry:ui' }],
  props: {
    ScrollVelocityContainer: [
      { name: 'className', type: 'string', description: 'Classes for the wrapper, e.g. the text size of its rows.' },
      {
        name: 'children',
        type: 'React.ReactNode',
        description: 'The `ScrollVelocityRow`s that share its scroll speed.',
      },
      {
        name: 'container',
        type: 'React.RefObject<HTMLElement | null>',
        description: 'Read the scroll speed of this scrolling element instead of the page.',
      },
    ],
    ScrollVelocityRow: [
      {
        name: 'className',
        type: 'string',
        description: 'Classes for the row; set `[--scroll-velocity-gap:2rem]` to space the copies.',
      },
      {
        name: 'children',
        type: 'React.ReactNode',
        description:
          'One copy of the content; it is repeated to fill the row, and the repeats are `aria-hidden` and `inert`.',
      },
      {
        name: 'baseVelocity',
        type: 'number',
        default: '5',
        description: 'Drift speed at rest, in percent of one copy of the content per second.',
      },
      {
        name: 'direction',
        type: '1 | -1',
        default: '1',
        description:
          '`1` drifts the content to the left, `-1` to the right; both turn around while the reader scrolls up.',
      },
      {
        name: 'scrollReactivity',
        type: 'boolean',
        default: 'true',
        description: 'Speed up and turn with the scroll; when false the row keeps its base speed and direction.',
      },
    ],
    VelocityScroll: [
      {
        name: 'className',
        type: 'string',
        description: 'Classes for the wrapper; it sets a large bold text size by default.',
      },
      {
        name: 'defaultVelocity',
        type: 'number',
        default: '5',
        description: 'Drift speed at rest, in percent of the row’s width per second.',
      },
      {
        name: 'numRows',
        type: 'number',
        default: '2',
        description: 'Rows of the content, drifting in alternate directions; rows after the first are `aria-hidden`.',
      },
      { name: 'children', type: 'React.ReactNode', description: 'The content every row repeats.' },
      {
        name: 'container',
        type: 'React.RefObject<HTMLElement | null>',
        description: 'Read the scroll speed of this scrolling element instead of the page.',
      },
    ],
  },
  examples: [
    {
      name: 'scroll-based-velocity-demo',
      title: 'Scroll Based Velocity',
      description: 'Two rows of large text drifting in opposite directions.',
    },
    {
      name: 'scroll-based-velocity-demo-2',
      title: 'Images',
      description: 'Two rows of drawn picture tiles, drifting slowly.',
    },
  ],
})
