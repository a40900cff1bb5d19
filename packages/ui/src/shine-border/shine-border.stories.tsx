import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import ShineBorderDemo from './examples/shine-border-demo'
import ShineBorderDemo2 from './examples/shine-border-demo-2'
import { ShineBorder } from './shine-border'

const meta = {
  title: 'Special Effects/Shine Border',
  component: ShineBorder,
  args: { borderWidth: 1, duration: 14, shineColor: '#000000' },
  render: (args) => (
    <div className="relative flex h-48 w-80 items-center justify-center overflow-hidden rounded-xl text-sm">
      Shine Border
      <ShineBorder {...args} />
    </div>
  ),
} satisfies Meta<typeof ShineBorder>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Demo: Story = {
  render: () => <ShineBorderDemo />,
  // The shine sweeps by a transform animation; with reduced motion the ring is still and painted.
  play: async ({ canvasElement }) => {
    const ring = canvasElement.querySelector<HTMLElement>('[data-slot="shine-border"]')
    if (!ring) throw new Error('no shine border')
    await expect(ring.getAttribute('aria-hidden')).toBe('true')
    await expect(getComputedStyle(ring).pointerEvents).toBe('none')
    if (document.documentElement.hasAttribute('data-reduced-motion')) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      await expect(ring.getAnimations({ subtree: true })).toHaveLength(0)
      await expect(getComputedStyle(ring).backgroundImage).toContain('linear-gradient')
      return
    }
    await waitFor(() => expect(ring.getAnimations({ subtree: true })).toHaveLength(1))
    const light = ring.querySelector<HTMLElement>('[data-slot="shine-border-light"]')
    await expect(light && getComputedStyle(light).transform).not.toBe('none')
  },
}

export const Monotone: Story = { render: () => <ShineBorderDemo2 /> }
