import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import GlareHoverDemo from './examples/glare-hover-demo'
import GlareHoverDemo2 from './examples/glare-hover-demo-2'
import GlareHoverDemo3 from './examples/glare-hover-demo-3'
import { GlareHover } from './glare-hover'

const meta = {
  title: 'Special Effects/Glare Hover',
  component: GlareHover,
  args: {
    background: '#000',
    color: '#ffffff',
    opacity: 0.5,
    angle: -45,
    size: 250,
    duration: 650,
    playOnce: false,
    className: 'rounded-xl',
  },
  argTypes: { color: { control: 'color' }, background: { control: 'color' } },
  render: (args) => (
    <GlareHover {...args}>
      <div className="flex h-48 w-80 items-center justify-center rounded-xl bg-zinc-900 text-sm text-white">
        Point here
      </div>
    </GlareHover>
  ),
} satisfies Meta<typeof GlareHover>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Demo: Story = { render: () => <GlareHoverDemo /> }

export const CallToAction: Story = {
  render: () => <GlareHoverDemo2 />,
  // Keyboard focus on a button inside sweeps the band from beyond one corner to beyond the other,
  // as a transition of its translate; with reduced motion it stays in place and fades in.
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="glare-hover"]')
    const glare = root?.querySelector<HTMLElement>('[data-slot="glare-hover-glare"]')
    if (!root || !glare) throw new Error('no glare hover')
    await expect(glare.getAttribute('aria-hidden')).toBe('true')
    await expect(getComputedStyle(glare).pointerEvents).toBe('none')
    const box = root.getBoundingClientRect()
    const reduced = document.documentElement.hasAttribute('data-reduced-motion')
    // At rest the band waits beyond the bottom-right corner (with reduced motion, in place, unseen).
    if (reduced) await expect(glare.getBoundingClientRect().left).toBeCloseTo(box.left, 0)
    else await expect(glare.getBoundingClientRect().left).toBeGreaterThanOrEqual(box.right - 1)
    await userEvent.tab()
    await expect(document.activeElement?.textContent).toBe('Start free trial')
    if (reduced) {
      await waitFor(() => expect(getComputedStyle(glare).opacity).toBe('1'), { timeout: 15_000 })
      await expect(glare.getBoundingClientRect().left).toBeCloseTo(box.left, 0)
      return
    }
    await waitFor(() => expect(glare.getBoundingClientRect().left).toBeLessThanOrEqual(box.left - box.width), {
      timeout: 15_000,
    })
    await userEvent.tab({ shift: true })
    await waitFor(() => expect(glare.getBoundingClientRect().left).toBeGreaterThanOrEqual(box.right - 1), {
      timeout: 15_000,
    })
  },
}

export const Alerts: Story = { render: () => <GlareHoverDemo3 /> }
