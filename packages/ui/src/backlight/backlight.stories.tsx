import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Backlight } from './backlight'
import BacklightDemo from './examples/backlight-demo'
import BacklightDemo2 from './examples/backlight-demo-2'
import BacklightDemo3 from './examples/backlight-demo-3'

const meta = {
  title: 'Special Effects/Backlight',
  component: Backlight,
  args: { blur: 20, saturation: 4 },
  render: (args) => (
    <div className="p-12">
      <Backlight {...args}>
        <div className="size-48 rounded-2xl bg-linear-to-br from-fuchsia-500 via-orange-400 to-cyan-400" />
      </Backlight>
    </div>
  ),
} satisfies Meta<typeof Backlight>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Demo: Story = {
  render: () => <BacklightDemo />,
  // The image is drawn through the glow filter, and the filter's SVG takes no room beside it.
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="backlight"]')
    const content = root?.querySelector<HTMLElement>('[data-slot="backlight-content"]')
    const image = content?.querySelector('img')
    if (!root || !content || !image) throw new Error('no backlight')
    await expect(getComputedStyle(content).filter).toMatch(/^url\("?#backlight-/)
    await expect(root.getBoundingClientRect().height).toBe(content.getBoundingClientRect().height)
    await expect(image.getBoundingClientRect().width).toBeGreaterThan(0)
  },
}

export const Svg: Story = { render: () => <BacklightDemo2 /> }
export const AnyElement: Story = { render: () => <BacklightDemo3 /> }
