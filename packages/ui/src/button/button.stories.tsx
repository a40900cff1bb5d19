import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from './button'
import ButtonDemo from './examples/button-demo'
import ButtonDemo2 from './examples/button-demo-2'

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Button', variant: 'default', size: 'default', disabled: false },
  argTypes: {
    variant: { control: 'select', options: ['default', 'destructive', 'outline', 'secondary', 'ghost', 'link'] },
    size: { control: 'select', options: ['default', 'sm', 'lg', 'icon'] },
  },
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}
export const Variants: Story = { render: () => <ButtonDemo /> }
export const Sizes: Story = { render: () => <ButtonDemo2 /> }
