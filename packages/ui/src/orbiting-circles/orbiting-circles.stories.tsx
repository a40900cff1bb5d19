import type { Meta, StoryObj } from '@storybook/react-vite'
import { FileIcon, SearchIcon, SettingsIcon } from 'lucide-react'
import OrbitingCirclesDemo from './examples/orbiting-circles-demo'
import { OrbitingCircles } from './orbiting-circles'

const meta = {
  title: 'Components/Orbiting Circles',
  component: OrbitingCircles,
  args: { reverse: false, duration: 20, delay: 10, radius: 120, path: true, iconSize: 30, speed: 1 },
  render: (args) => (
    <div className="relative flex h-80 w-80 items-center justify-center">
      <OrbitingCircles {...args}>
        <FileIcon aria-hidden />
        <SettingsIcon aria-hidden />
        <SearchIcon aria-hidden />
      </OrbitingCircles>
    </div>
  ),
} satisfies Meta<typeof OrbitingCircles>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}
export const Demo: Story = { render: () => <OrbitingCirclesDemo /> }
