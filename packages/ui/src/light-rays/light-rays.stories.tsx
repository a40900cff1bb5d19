import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import LightRaysDemo from './examples/light-rays-demo'
import LightRaysDemo2 from './examples/light-rays-demo-2'
import { LightRays } from './light-rays'

const meta = {
  title: 'Backgrounds/Light Rays',
  component: LightRays,
  args: {
    count: 7,
    color: 'rgba(160, 210, 255, 0.2)',
    blur: 36,
    opacity: 0.65,
    speed: 14,
    length: '70vh',
    seed: 1,
  },
  argTypes: { color: { control: 'color' } },
  render: (args) => (
    <div className="relative h-96 w-[40rem] max-w-full overflow-hidden rounded-xl bg-zinc-950">
      <LightRays {...args} />
    </div>
  ),
} satisfies Meta<typeof LightRays>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Demo: Story = {
  render: () => <LightRaysDemo />,
  // Seven rays run as CSS animations of opacity and rotate; with reduced motion none runs and the
  // rays stand still, half lit.
  play: async ({ canvasElement }) => {
    const layer = canvasElement.querySelector<HTMLElement>('[data-slot="light-rays"]')
    if (!layer) throw new Error('no light rays')
    const rays = [...layer.querySelectorAll<HTMLElement>('[data-slot="light-rays-ray"]')]
    await expect(rays).toHaveLength(7)
    await expect(layer.getAttribute('aria-hidden')).toBe('true')
    await expect(getComputedStyle(layer).pointerEvents).toBe('none')
    if (document.documentElement.hasAttribute('data-reduced-motion')) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      await expect(layer.getAnimations({ subtree: true })).toHaveLength(0)
      for (const ray of rays) await expect(Number(getComputedStyle(ray).opacity)).toBeGreaterThan(0)
      return
    }
    await waitFor(() => expect(layer.getAnimations({ subtree: true })).toHaveLength(7))
    await expect(getComputedStyle(rays[0] as HTMLElement).rotate).not.toBe('none')
  },
}

export const WarmAndDense: Story = { render: () => <LightRaysDemo2 /> }
