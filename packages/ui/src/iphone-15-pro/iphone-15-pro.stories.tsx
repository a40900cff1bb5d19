import type { Meta, StoryObj } from '@storybook/react-vite'
import Iphone15ProDemo from './examples/iphone-15-pro-demo'
import Iphone15ProDemo2 from './examples/iphone-15-pro-demo-2'
import Iphone15ProDemo3 from './examples/iphone-15-pro-demo-3'
import { Iphone15Pro } from './iphone-15-pro'

const meta = {
  title: 'Device Mocks/iPhone 15 Pro',
  component: Iphone15Pro,
  args: { width: 216, height: 440 },
} satisfies Meta<typeof Iphone15Pro>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}
export const Demo: Story = { render: () => <Iphone15ProDemo /> }
export const WithImage: Story = { render: () => <Iphone15ProDemo2 /> }
export const WithVideo: Story = { render: () => <Iphone15ProDemo3 /> }
