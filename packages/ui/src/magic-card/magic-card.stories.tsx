import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import MagicCardDemo from './examples/magic-card-demo'
import { MagicCard } from './magic-card'

const meta = {
  title: 'Special Effects/Magic Card',
  component: MagicCard,
  args: {
    className: 'rounded-xl',
    gradientSize: 200,
    gradientOpacity: 0.8,
    gradientFrom: '#9E7AFF',
    gradientTo: '#FE8BBB',
    mode: 'gradient',
  },
  argTypes: {
    gradientColor: { control: 'color' },
    gradientFrom: { control: 'color' },
    gradientTo: { control: 'color' },
    mode: { control: 'inline-radio', options: ['gradient', 'orb'] },
  },
  render: (args) => (
    <MagicCard {...args}>
      <div className="flex h-48 w-80 items-center justify-center text-sm">Hover here</div>
    </MagicCard>
  ),
} satisfies Meta<typeof MagicCard>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Demo: Story = {
  render: () => <MagicCardDemo />,
  // A mouse over the card moves the light under it; with reduced motion the card stays at rest.
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector<HTMLElement>('[data-slot="magic-card"]')
    if (!card) throw new Error('no magic card')
    const box = card.getBoundingClientRect()
    card.dispatchEvent(
      new PointerEvent('pointermove', {
        bubbles: true,
        pointerType: 'mouse',
        clientX: box.left + 40,
        clientY: box.top + 30,
      }),
    )
    if (document.documentElement.hasAttribute('data-reduced-motion')) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      await expect(card.hasAttribute('data-active')).toBe(false)
      return
    }
    await waitFor(() => expect(card.hasAttribute('data-active')).toBe(true))
    await expect(card.style.getPropertyValue('--magic-card-x')).toBe('40px')
    card.dispatchEvent(new PointerEvent('pointerout', { bubbles: true, pointerType: 'mouse' }))
    card.dispatchEvent(new PointerEvent('pointerleave', { pointerType: 'mouse' }))
    await waitFor(() => expect(card.hasAttribute('data-active')).toBe(false))
  },
}
