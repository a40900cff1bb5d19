import { defineItem } from '../meta'

export default defineItem({
  name: 'dia-text-reveal',
  type: 'registry:ui',
  title: 'Dia Text Reveal',
  description: 'A band of colour sweeps across text to reveal it, then the text settles in your foreground colour.',
  label: 'New',
  section: 'Text Animations',
  registryDependencies: ['use-on-screen', 'use-reduced-motion', 'utils'],
  files: [{ path: 'dia-text-reveal/dia-text-reveal.tsx', type: 'registry:ui' }],
  cssVars: {
    theme: {
      // Magic UI's cubic ease in and out; `both` hides the text through the delay and keeps it revealed after.
      'animate-dia-text-reveal':
        'dia-text-reveal var(--dia-text-reveal-duration, 1.5s) cubic-bezier(0.65, 0, 0.35, 1) var(--dia-text-reveal-delay, 0s) both',
    },
  },
  css: {
    // The text's background is a gradient wider than the text (revealed colour, band, transparent);
    // sliding it from its right end to its left end carries the band across the text.
    '@keyframes dia-text-reveal': {
      from: { 'background-position': '100% 0' },
      to: { 'background-position': '0% 0' },
    },
  },
  props: {
    DiaTextReveal: [
      {
        name: 'text',
        type: 'string | string[]',
        required: true,
        description: 'The text to reveal. A list takes turns, one string per sweep, when `repeat` is on.',
      },
      {
        name: 'colors',
        type: 'string[]',
        default: '["#c679c4", "#fa3d1d", "#ffb005", "#e1e1fe", "#0358f7"]',
        description: 'The colours of the band that sweeps across the text.',
      },
      {
        name: 'textColor',
        type: 'string',
        default: 'var(--foreground)',
        description: 'Colour of the text once the band has passed; the theme’s foreground by default.',
      },
      { name: 'duration', type: 'number', default: '1.5', description: 'Length of one sweep, in seconds.' },
      { name: 'delay', type: 'number', default: '0', description: 'Wait before each sweep, in seconds.' },
      {
        name: 'repeat',
        type: 'boolean',
        default: 'false',
        description: 'Sweep again after each sweep, moving on to the next string when `text` is a list.',
      },
      {
        name: 'repeatDelay',
        type: 'number',
        default: '0.5',
        description: 'Pause between one sweep and the next when `repeat` is on, in seconds.',
      },
      {
        name: 'startOnView',
        type: 'boolean',
        default: 'true',
        description: 'Wait until the text scrolls into view before the first sweep.',
      },
      {
        name: 'once',
        type: 'boolean',
        default: 'true',
        description: 'With `startOnView`, sweep only the first time the text comes into view, not every time.',
      },
      {
        name: 'className',
        type: 'string',
        description: 'Classes for the outer `span`; the text takes its font, size and weight from them.',
      },
      {
        name: 'fixedWidth',
        type: 'boolean',
        default: 'false',
        description: 'With a list, keep the width of the widest string instead of easing to each string’s width.',
      },
      {
        name: '...props',
        type: 'React.ComponentProps<"span">',
        description: 'Any other attribute for the outer `span`, and `ref`.',
      },
    ],
  },
  examples: [
    { name: 'dia-text-reveal-demo', title: 'Dia Text Reveal', description: 'A word revealed by a pastel band.' },
    {
      name: 'dia-text-reveal-demo-2',
      title: 'Custom gradient',
      description: 'Your own colours for the band, on a single line.',
    },
    {
      name: 'dia-text-reveal-demo-3',
      title: 'Rotating phrases in a heading',
      description: 'Phrases that take turns after static words, one sweep each.',
    },
    {
      name: 'dia-text-reveal-demo-4',
      title: 'Duration and delay',
      description: 'A slower sweep that starts after a short wait.',
    },
  ],
})
