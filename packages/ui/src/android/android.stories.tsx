import type { Meta, StoryObj } from '@storybook/react-vite'
import { Android } from './android'
import AndroidDemo from './examples/android-demo'
import AndroidDemo2 from './examples/android-demo-2'
import AndroidDemo3 from './examples/android-demo-3'

const meta = {
  title: 'Device Mocks/Android',
  component: Android,
  args: { width: 216, height: 440 },
} satisfies Meta<typeof Android>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}
export const Demo: Story = { render: () => <AndroidDemo /> }
export const WithImage: Story = { render: () => <AndroidDemo2 /> }
export const WithVideo: Story = { render: () => <AndroidDemo3 /> }
