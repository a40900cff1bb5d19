import type { Meta, StoryObj } from '@storybook/react-vite'
import { HouseIcon, MailIcon, SearchIcon } from 'lucide-react'
import { expect, waitFor } from 'storybook/test'
import { Dock, DockIcon } from './dock'
import DockDemo from './examples/dock-demo'
import DockDemo2 from './examples/dock-demo-2'
import DockDemo3 from './examples/dock-demo-3'

const meta = {
  title: 'Components/Dock',
  component: Dock,
  args: { iconSize: 40, iconMagnification: 60, iconDistance: 140, direction: 'middle', disableMagnification: false },
  argTypes: { direction: { control: 'inline-radio', options: ['top', 'middle', 'bottom'] } },
  render: (args) => (
    <Dock {...args} aria-label="Playground">
      {[
        { label: 'Home', icon: HouseIcon },
        { label: 'Search', icon: SearchIcon },
        { label: 'Mail', icon: MailIcon },
      ].map(({ label, icon: Icon }) => (
        <DockIcon key={label} className="bg-zinc-950/5 dark:bg-white/10">
          <button type="button" aria-label={label} className="flex size-full items-center justify-center rounded-full">
            <Icon aria-hidden className="size-full" />
          </button>
        </DockIcon>
      ))}
    </Dock>
  ),
} satisfies Meta<typeof Dock>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Demo: Story = {
  render: () => <DockDemo />,
  // A mouse over the first icon swells it, in Chromium as on the docs page; reduced motion keeps it still.
  play: async ({ canvasElement }) => {
    const button = canvasElement.querySelector('button')
    const icon = button?.closest<HTMLElement>('[data-slot="dock-icon"]')
    if (!button || !icon) throw new Error('no dock icon')
    const box = button.getBoundingClientRect()
    button.dispatchEvent(
      new PointerEvent('pointermove', {
        bubbles: true,
        pointerType: 'mouse',
        clientX: box.left + box.width / 2,
        clientY: box.top + box.height / 2,
      }),
    )
    if (document.documentElement.hasAttribute('data-reduced-motion')) {
      await new Promise((resolve) => setTimeout(resolve, 300))
      await expect(icon.getBoundingClientRect().width).toBeCloseTo(40, 0)
    } else {
      await waitFor(() => expect(icon.getBoundingClientRect().width).toBeGreaterThan(55), { timeout: 15_000 })
    }
  },
}
export const CustomDirection: Story = { render: () => <DockDemo2 /> }
export const CustomMagnification: Story = { render: () => <DockDemo3 /> }
