import type { Meta, StoryObj } from '@storybook/react-vite'
import { AnimatedCircularProgressBar } from './animated-circular-progress-bar'
import AnimatedCircularProgressBarDemo from './examples/animated-circular-progress-bar-demo'

const meta = {
  title: 'Components/Animated Circular Progress Bar',
  component: AnimatedCircularProgressBar,
  args: { min: 0, max: 100, value: 42, gaugePrimaryColor: 'rgb(79 70 229)', 'aria-label': 'Progress' },
  argTypes: { value: { control: { type: 'range', min: 0, max: 100, step: 1 } } },
} satisfies Meta<typeof AnimatedCircularProgressBar>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}
export const Demo: Story = { render: () => <AnimatedCircularProgressBarDemo /> }
