import { defineItem } from '../meta'

/**
 * motion's spring of Magic UI's scale presets (stiffness 300, damping 15, mass 1) sampled every
 * 25 ms of its 0.8 s settle, as progress from 0 to 1: it overshoots by about a fifth and rings once.
 */
const SPRING =
  'linear(0, 0.082, 0.279, 0.526, 0.769, 0.971, 1.114, 1.195, 1.221, 1.205, 1.162, 1.108, 1.054, 1.008, 0.976, 0.957, 0.951, 0.954, 0.964, 0.976, 0.988, 0.998, 1.005, 1.009, 1.011, 1.01, 1.008, 1.006, 1.003, 1.001, 0.999, 0.998, 1)'

/**
 * One part of a preset: a keyframes animation that starts after the segment's own delay, shows its
 * first frame until then (`backwards`), lets go of the segment when it ends, and pauses while the
 * text waits to come into view.
 */
const part = (keyframes: string, duration: string, easing = 'ease-in-out') =>
  `text-animate-${keyframes} ${duration} ${easing} var(--text-animate-delay, 0s) backwards var(--text-animate-play-state, running)`

const preset = (...parts: string[]) => parts.join(', ')

export default defineItem({
  name: 'text-animate',
  type: 'registry:ui',
  title: 'Text Animate',
  description:
    'Brings text in word by word, letter by letter or line by line with ten blur, fade, slide and scale presets.',
  section: 'Text Animations',
  dependencies: ['motion'],
  registryDependencies: ['graphemes', 'motion-element', 'use-on-screen', 'use-reduced-motion', 'utils'],
  files: [{ path: 'text-animate/text-animate.tsx', type: 'registry:ui' }],
  cssVars: {
    theme: {
      // Magic UI's timings: 0.3 s eased in and out, opacity 0.4 s in the blur-and-move presets, and a
      // spring for the scale presets.
      'animate-text-animate-fade-in': preset(part('fade', '0.3s'), part('up', '0.3s')),
      'animate-text-animate-blur-in': preset(part('fade', '0.3s'), part('blur', '0.3s')),
      'animate-text-animate-blur-in-up': preset(part('fade', '0.4s'), part('blur', '0.3s'), part('up', '0.3s')),
      'animate-text-animate-blur-in-down': preset(part('fade', '0.4s'), part('blur', '0.3s'), part('down', '0.3s')),
      'animate-text-animate-slide-up': preset(part('fade', '0.3s'), part('up', '0.3s')),
      'animate-text-animate-slide-down': preset(part('fade', '0.3s'), part('down', '0.3s')),
      'animate-text-animate-slide-left': preset(part('fade', '0.3s'), part('left', '0.3s')),
      'animate-text-animate-slide-right': preset(part('fade', '0.3s'), part('right', '0.3s')),
      'animate-text-animate-scale-up': preset(part('fade', '0.3s'), part('scale-up', '0.8s', SPRING)),
      'animate-text-animate-scale-down': preset(part('fade', '0.3s'), part('scale-down', '0.8s', SPRING)),
    },
  },
  // Only the start of each animation is given: it ends on the segment's own style.
  css: {
    '@keyframes text-animate-fade': { from: { opacity: '0' } },
    '@keyframes text-animate-blur': { from: { filter: 'blur(10px)' } },
    '@keyframes text-animate-up': { from: { transform: 'translateY(20px)' } },
    '@keyframes text-animate-down': { from: { transform: 'translateY(-20px)' } },
    '@keyframes text-animate-left': { from: { transform: 'translateX(20px)' } },
    '@keyframes text-animate-right': { from: { transform: 'translateX(-20px)' } },
    '@keyframes text-animate-scale-up': { from: { transform: 'scale(0.5)' } },
    '@keyframes text-animate-scale-down': { from: { transform: 'scale(1.5)' } },
  },
  props: {
    TextAnimate: [
      { name: 'children', type: 'string', required: true, description: 'The text to animate.' },
      { name: 'className', type: 'string', description: 'Classes for the root element.' },
      { name: 'delay', type: 'number', default: '0', description: 'Seconds before the first segment starts.' },
      {
        name: 'duration',
        type: 'number',
        default: '0.3',
        description: 'Seconds over which the segments’ starts are spread; each segment then takes its preset’s time.',
      },
      {
        name: 'variants',
        type: 'Variants',
        description:
          'Your own motion variants for each segment (`hidden`, `show`, optionally `exit`), replacing the preset. Function variants receive the segment’s index times 0.03–0.06 s as `custom`.',
      },
      { name: 'as', type: 'React.ElementType', default: "'p'", description: 'The element to render.' },
      {
        name: 'by',
        type: "'text' | 'word' | 'character' | 'line'",
        default: "'word'",
        description: 'How the text is split into segments that animate one after another.',
      },
      {
        name: 'startOnView',
        type: 'boolean',
        default: 'true',
        description: 'Wait until the text scrolls into view; otherwise animate on mount.',
      },
      {
        name: 'once',
        type: 'boolean',
        default: 'false',
        description:
          'With `startOnView`, animate only the first time; otherwise replay each time it comes back into view.',
      },
      {
        name: 'animation',
        type: "'fadeIn' | 'blurIn' | 'blurInUp' | 'blurInDown' | 'slideUp' | 'slideDown' | 'slideLeft' | 'slideRight' | 'scaleUp' | 'scaleDown'",
        default: "'fadeIn'",
        description: 'The built-in animation.',
      },
      {
        name: 'segmentClassName',
        type: 'string',
        description: 'Classes for every segment.',
      },
      {
        name: 'accessible',
        type: 'boolean',
        default: 'true',
        description:
          'Hide the segments from assistive technology and give it the whole text once, in a visually hidden copy.',
      },
      {
        name: 'viewport / ...props',
        type: 'HTMLMotionProps<"p">',
        description:
          'Any motion or element prop for the root; `viewport` (`margin`, `once`) replaces the in-view options, as in motion.',
      },
    ],
  },
  examples: [
    {
      name: 'text-animate-demo',
      title: 'Text Animate',
      description: 'A heading that blurs up into place letter by letter.',
    },
    {
      name: 'text-animate-demo-2',
      title: 'Blur In by Text',
      description: 'A whole heading coming into focus at once.',
    },
    {
      name: 'text-animate-demo-3',
      title: 'Slide Up by Word',
      description: 'Words rising into place one after another.',
    },
    { name: 'text-animate-demo-4', title: 'Scale Up by Text', description: 'A line springing up from half its size.' },
    { name: 'text-animate-demo-5', title: 'Fade In by Line', description: 'A short paragraph fading up line by line.' },
    {
      name: 'text-animate-demo-6',
      title: 'Slide Left by Character',
      description: 'Letters gliding in from the right.',
    },
    {
      name: 'text-animate-demo-7',
      title: 'With Delay',
      description: 'A heading that waits a moment before it starts.',
    },
    {
      name: 'text-animate-demo-8',
      title: 'With Duration',
      description: 'Letters spread over five seconds for a slow entrance.',
    },
    {
      name: 'text-animate-demo-9',
      title: 'With Custom Motion Variants',
      description: 'Springy letters that tilt and grow into place, driven by your own variants.',
    },
  ],
})
