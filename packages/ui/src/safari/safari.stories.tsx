import type { Meta, StoryObj } from '@storybook/react-vite'
import SafariDemo from './examples/safari-demo'
import SafariDemo2 from './examples/safari-demo-2'
import SafariDemo3 from './examples/safari-demo-3'
import SafariDemo4 from './examples/safari-demo-4'
import { Safari } from './safari'

const meta = {
  title: 'Device Mocks/Safari',
  component: Safari,
  args: { url: 'acme.dev', width: 1203, height: 753, mode: 'default' },
  argTypes: { mode: { control: 'inline-radio', options: ['default', 'simple'] } },
} satisfies Meta<typeof Safari>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}
export const Demo: Story = { render: () => <SafariDemo /> }
export const WithImage: Story = { render: () => <SafariDemo2 /> }
export const WithVideo: Story = { render: () => <SafariDemo3 /> }
export const SimpleMode: Story = { render: () => <SafariDemo4 /> }
