import { defineItem } from '../meta'

export default defineItem({
  name: 'number-ticker',
  type: 'registry:ui',
  title: 'Number Ticker',
  description: 'A number that springs up or down to its value when it scrolls into view, formatted for any locale.',
  section: 'Text Animations',
  dependencies: ['motion'],
  registryDependencies: ['utils'],
  files: [{ path: 'number-ticker/number-ticker.tsx', type: 'registry:ui' }],
  props: {
    NumberTicker: [
      {
        name: 'value',
        type: 'number',
        required: true,
        description: 'The number to count to, or with `direction="down"` the one to count down from.',
      },
      { name: 'startValue', type: 'number', default: '0', description: 'The other end of the count.' },
      {
        name: 'direction',
        type: "'up' | 'down'",
        default: "'up'",
        description: '`up` counts from `startValue` to `value`; `down` counts from `value` to `startValue`.',
      },
      {
        name: 'delay',
        type: 'number',
        default: '0',
        description: 'Seconds to wait after scrolling into view before counting.',
      },
      {
        name: 'decimalPlaces',
        type: 'number',
        default: '0',
        description: 'Digits after the decimal point, fixed while counting.',
      },
      {
        name: 'locale',
        type: 'string',
        default: "'en-US'",
        description: 'Locale for separators; fixed by default so server and browser render the same text.',
      },
      {
        name: 'formatOptions',
        type: 'Intl.NumberFormatOptions',
        description: "Extra formatting, e.g. `{ style: 'currency', currency: 'EUR' }` or `{ notation: 'compact' }`.",
      },
      {
        name: 'className',
        type: 'string',
        description:
          'Extra classes; size and colour the number with text utilities (black, white in dark mode, by default).',
      },
    ],
  },
  examples: [
    { name: 'number-ticker-demo', title: 'Number Ticker', description: 'A large number counting up.' },
    {
      name: 'number-ticker-demo-2',
      title: 'Stats',
      description: 'Currency, decimals, a delay and a countdown in a row of stat cards.',
    },
  ],
})
