import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import MeteorsDemo from './examples/meteors-demo'
import MeteorsDemo2 from './examples/meteors-demo-2'
import { Meteors } from './meteors'

const meta = {
  title: 'Special Effects/Meteors',
  component: Meteors,
  args: { number: 20, minDelay: 0.2, maxDelay: 1.2, minDuration: 2, maxDuration: 10, angle: 215, seed: 1 },
  render: (args) => (
    <div className="relative h-96 w-full max-w-2xl overflow-hidden rounded-xl border">
      <Meteors {...args} />
    </div>
  ),
} satisfies Meta<typeof Meteors>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Demo: Story = {
  render: () => <MeteorsDemo />,
  // Thirty meteors run as CSS animations; with reduced motion none is shown and nothing animates.
  play: async ({ canvasElement }) => {
    const shower = canvasElement.querySelector<HTMLElement>('[data-slot="meteors"]')
    if (!shower) throw new Error('no meteors')
    const meteors = [...shower.querySelectorAll<HTMLElement>('.animate-meteor')]
    await expect(meteors).toHaveLength(30)
    await expect(shower.getAttribute('aria-hidden')).toBe('true')
    if (document.documentElement.hasAttribute('data-reduced-motion')) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      await expect(meteors.filter((meteor) => getComputedStyle(meteor).display !== 'none')).toHaveLength(0)
      await expect(shower.getAnimations({ subtree: true })).toHaveLength(0)
      return
    }
    await waitFor(() => expect(shower.getAnimations({ subtree: true }).length).toBe(30))
    await expect(getComputedStyle(meteors[0] as HTMLElement).transform).not.toBe('none')
  },
}

export const ColourAngleAndSpeed: Story = { render: () => <MeteorsDemo2 /> }
