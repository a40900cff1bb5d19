import type { Meta, StoryObj } from '@storybook/react-vite'
import IphoneDemo from './examples/iphone-demo'
import IphoneDemo2 from './examples/iphone-demo-2'
import IphoneDemo3 from './examples/iphone-demo-3'
import { Iphone } from './iphone'

const meta = {
  title: 'Device Mocks/iPhone',
  component: Iphone,
  args: { className: 'w-56' },
} satisfies Meta<typeof Iphone>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}
export const Demo: Story = { render: () => <IphoneDemo /> }
export const WithImage: Story = { render: () => <IphoneDemo2 /> }
export const WithVideo: Story = { render: () => <IphoneDemo3 /> }
