import type { Meta, StoryObj } from '@storybook/react-vite'
import NumberTickerDemo from './examples/number-ticker-demo'
import NumberTickerDemo2 from './examples/number-ticker-demo-2'
import { NumberTicker } from './number-ticker'

const meta = {
  title: 'Text Animations/Number Ticker',
  component: NumberTicker,
  args: { value: 1000, startValue: 0, direction: 'up', delay: 0, decimalPlaces: 0, locale: 'en-US' },
  argTypes: { direction: { control: 'inline-radio', options: ['up', 'down'] } },
  render: (args) => (
    // Keyed by the args so every change replays the count from the start.
    <NumberTicker key={JSON.stringify(args)} {...args} className="text-6xl font-semibold" />
  ),
} satisfies Meta<typeof NumberTicker>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}
export const Demo: Story = { render: () => <NumberTickerDemo /> }
export const Stats: Story = { render: () => <NumberTickerDemo2 /> }
