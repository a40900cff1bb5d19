import type { Meta, StoryObj } from '@storybook/react-vite'
import ShimmerButtonDemo from './examples/shimmer-button-demo'
import ShimmerButtonDemo2 from './examples/shimmer-button-demo-2'
import { ShimmerButton } from './shimmer-button'

const meta = {
  title: 'Buttons/Shimmer Button',
  component: ShimmerButton,
  args: {
    children: 'Shimmer Button',
    shimmerColor: '#ffffff',
    shimmerSize: '0.05em',
    shimmerDuration: '3s',
    borderRadius: '100px',
    background: 'rgba(0, 0, 0, 1)',
    disabled: false,
  },
  argTypes: { shimmerColor: { control: 'color' } },
} satisfies Meta<typeof ShimmerButton>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}
export const Demo: Story = { render: () => <ShimmerButtonDemo /> }
export const ColoursAndShapes: Story = { render: () => <ShimmerButtonDemo2 /> }
