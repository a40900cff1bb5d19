import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import RippleDemo from './examples/ripple-demo'
import { Ripple } from './ripple'

const meta = {
  title: 'Backgrounds/Ripple',
  component: Ripple,
  args: { mainCircleSize: 210, mainCircleOpacity: 0.24, numCircles: 8, duration: 2 },
  render: (args) => (
    <div className="relative h-96 w-full max-w-2xl overflow-hidden rounded-xl border">
      <Ripple {...args} />
    </div>
  ),
} satisfies Meta<typeof Ripple>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Demo: Story = {
  render: () => <RippleDemo />,
  // Eight circles pulse by transform animations, centred on the box; with reduced motion they stand still.
  play: async ({ canvasElement }) => {
    const ripple = canvasElement.querySelector<HTMLElement>('[data-slot="ripple"]')
    if (!ripple) throw new Error('no ripple')
    await expect(ripple.getAttribute('aria-hidden')).toBe('true')
    await expect(getComputedStyle(ripple).pointerEvents).toBe('none')
    const circles = [...ripple.querySelectorAll<HTMLElement>('[data-slot="ripple-circle"]')]
    await expect(circles).toHaveLength(8)
    // Every circle shares the centre of the box.
    const box = ripple.getBoundingClientRect()
    for (const circle of circles) {
      const rect = circle.getBoundingClientRect()
      await expect(Math.abs(rect.left + rect.width / 2 - (box.left + box.width / 2))).toBeLessThan(1)
      await expect(Math.abs(rect.top + rect.height / 2 - (box.top + box.height / 2))).toBeLessThan(1)
    }
    if (document.documentElement.hasAttribute('data-reduced-motion')) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      await expect(ripple.getAnimations({ subtree: true })).toHaveLength(0)
      await expect(circles[0]?.getBoundingClientRect().width).toBeCloseTo(210, 0)
      return
    }
    await waitFor(() => expect(ripple.getAnimations({ subtree: true })).toHaveLength(8))
    await waitFor(() => expect(getComputedStyle(circles[0] as HTMLElement).transform).not.toBe('none'))
  },
}
