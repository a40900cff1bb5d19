import { defineItem } from '../meta'

export default defineItem({
  name: 'animated-circular-progress-bar',
  type: 'registry:ui',
  title: 'Animated Circular Progress Bar',
  description: 'A circular gauge showing a percentage, gliding to each new value.',
  section: 'Components',
  registryDependencies: ['utils'],
  files: [{ path: 'animated-circular-progress-bar/animated-circular-progress-bar.tsx', type: 'registry:ui' }],
  props: {
    AnimatedCircularProgressBar: [
      {
        name: 'className',
        type: 'string',
        description: 'Extra classes; `size-*` and text utilities size the gauge and its number.',
      },
      { name: 'max', type: 'number', default: '100', description: 'The value of a full gauge.' },
      { name: 'min', type: 'number', default: '0', description: 'The value of an empty gauge.' },
      {
        name: 'value',
        type: 'number',
        default: '0',
        description: 'The current value, clamped between `min` and `max`.',
      },
      {
        name: 'gaugePrimaryColor',
        type: 'string',
        description: 'CSS colour of the filled arc; the text colour when omitted.',
      },
      {
        name: 'gaugeSecondaryColor',
        type: 'string',
        description: 'CSS colour of the unfilled arc; a faint tint of black (white in dark mode) when omitted.',
      },
      {
        name: 'children',
        type: 'React.ReactNode',
        description: 'Shown in the middle instead of the percentage.',
      },
      {
        name: 'aria-label',
        type: 'string',
        default: '"Progress"',
        description: 'What is progressing, for assistive technology; or point `aria-labelledby` at a visible label.',
      },
    ],
  },
  examples: [
    {
      name: 'animated-circular-progress-bar-demo',
      title: 'Animated Circular Progress Bar',
      description: 'A gauge that fills up in steps of ten and starts over.',
    },
  ],
})
