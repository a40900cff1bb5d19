import { defineItem } from '../meta'

export default defineItem({
  name: 'blur-fade',
  type: 'registry:ui',
  title: 'Blur Fade',
  description: 'Reveals content with a fade, a short slide and a clearing blur, on mount or when it scrolls into view.',
  section: 'Animations',
  dependencies: ['motion'],
  registryDependencies: ['use-on-screen', 'use-reduced-motion'],
  files: [{ path: 'blur-fade/blur-fade.tsx', type: 'registry:ui' }],
  props: {
    BlurFade: [
      { name: 'children', type: 'React.ReactNode', description: 'The content to reveal.' },
      { name: 'className', type: 'string', description: 'Classes for the wrapping `div`.' },
      {
        name: 'variant',
        type: '{ hidden: Variant; visible: Variant }',
        description: 'Your own `hidden` and `visible` motion targets, replacing the built-in blur, fade and slide.',
      },
      { name: 'duration', type: 'number', default: '0.4', description: 'Length of the reveal, in seconds.' },
      {
        name: 'delay',
        type: 'number',
        default: '0',
        description: 'Wait before the reveal, in seconds (a 0.04 s settle is always added).',
      },
      { name: 'offset', type: 'number', default: '6', description: 'Distance the content slides, in px.' },
      {
        name: 'direction',
        type: "'up' | 'down' | 'left' | 'right'",
        default: "'down'",
        description: 'Direction the content slides in.',
      },
      {
        name: 'inView',
        type: 'boolean',
        default: 'false',
        description: 'Wait until the element first scrolls into view; otherwise reveal on mount.',
      },
      {
        name: 'inViewMargin',
        type: 'string',
        default: "'-50px'",
        description: 'Margin around the viewport for `inView`, in CSS syntax; negative waits until it is further in.',
      },
      { name: 'blur', type: 'string', default: "'6px'", description: 'Blur at the start of the reveal.' },
      {
        name: 'yOffset',
        type: 'number',
        description:
          'Vertical start offset in px from earlier versions of this API (positive starts below); replaces `offset` and `direction` when set.',
      },
      {
        name: 'variants / transition / ...props',
        type: 'HTMLMotionProps<"div">',
        description:
          'Any motion or `<div>` prop; `variants` works like `variant`, `transition` is merged into the reveal’s timing.',
      },
    ],
  },
  examples: [
    {
      name: 'blur-fade-demo',
      title: 'Blur Fade',
      description: 'A gallery whose tiles fade in one after another as they scroll into view.',
    },
    { name: 'blur-fade-demo-2', title: 'Text', description: 'A heading and lines of text revealed in turn.' },
  ],
})
