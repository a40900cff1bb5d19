import type { Meta, StoryObj } from '@storybook/react-vite'
import GlobeArcs from './examples/globe-arcs'
import GlobeDemo from './examples/globe-demo'
import { Globe } from './globe'

const meta = {
  title: 'Components/Globe',
  component: Globe,
  args: { rotationSpeed: 0.3, draggable: true, theta: 0.3, mapSamples: 16000, scale: 1 },
  argTypes: { dark: { control: 'boolean' } },
  render: (args) => <Globe {...args} className="max-w-md" />,
} satisfies Meta<typeof Globe>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}
export const Demo: Story = { render: () => <GlobeDemo /> }
export const Arcs: Story = { render: () => <GlobeArcs /> }
