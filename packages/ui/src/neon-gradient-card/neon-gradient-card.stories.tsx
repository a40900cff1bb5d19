import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import NeonGradientCardDemo from './examples/neon-gradient-card-demo'
import NeonGradientCardDemo2 from './examples/neon-gradient-card-demo-2'
import { NeonGradientCard } from './neon-gradient-card'

const meta = {
  title: 'Special Effects/Neon Gradient Card',
  component: NeonGradientCard,
  args: {
    borderSize: 2,
    borderRadius: 20,
    neonColors: { firstColor: '#ff00aa', secondColor: '#00FFF1' },
    className: 'max-w-sm',
    children: <p className="text-center text-2xl font-bold">Neon Gradient Card</p>,
  },
} satisfies Meta<typeof NeonGradientCard>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Demo: Story = {
  render: () => <NeonGradientCardDemo />,
  // Border and glow drift by transform animations; with reduced motion they hold still.
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector<HTMLElement>('[data-slot="neon-gradient-card"]')
    const layers = card?.querySelector<HTMLElement>('[data-slot="neon-gradient-card-layers"]')
    if (!card || !layers) throw new Error('no neon gradient card')
    await expect(layers.getAttribute('aria-hidden')).toBe('true')
    await expect(getComputedStyle(layers).pointerEvents).toBe('none')
    const glow = layers.querySelector<HTMLElement>('[data-slot="neon-gradient-card-glow"]')
    await expect(glow && getComputedStyle(glow).filter).toMatch(/^blur\(/)
    if (document.documentElement.hasAttribute('data-reduced-motion')) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      await expect(card.getAnimations({ subtree: true })).toHaveLength(0)
      return
    }
    await waitFor(() => expect(card.getAnimations({ subtree: true })).toHaveLength(2))
  },
}

export const ColoursAndShape: Story = { render: () => <NeonGradientCardDemo2 /> }
