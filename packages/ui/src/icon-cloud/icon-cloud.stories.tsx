import type { Meta, StoryObj } from '@storybook/react-vite'
import IconCloudDemo from './examples/icon-cloud-demo'
import IconCloudDemo2 from './examples/icon-cloud-demo-2'
import IconCloudDemo3 from './examples/icon-cloud-demo-3'
import { IconCloud } from './icon-cloud'

const meta = {
  title: 'Components/Icon Cloud',
  component: IconCloud,
  args: { 'aria-label': 'Numbered markers' },
  render: (args) => <IconCloud {...args} className="w-80" />,
} satisfies Meta<typeof IconCloud>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}
export const Demo: Story = { render: () => <IconCloudDemo /> }
export const WithImages: Story = { render: () => <IconCloudDemo2 /> }
export const WithSvgIcons: Story = { render: () => <IconCloudDemo3 /> }
