import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import PulsatingButtonDemo from './examples/pulsating-button-demo'
import PulsatingButtonDemo2 from './examples/pulsating-button-demo-2'
import { PulsatingButton } from './pulsating-button'

const meta = {
  title: 'Buttons/Pulsating Button',
  component: PulsatingButton,
  args: { children: 'Pulsating Button', duration: '1.5s', distance: '8px', variant: 'pulse', disabled: false },
  argTypes: {
    pulseColor: { control: 'color' },
    variant: { control: 'inline-radio', options: ['pulse', 'ripple'] },
  },
} satisfies Meta<typeof PulsatingButton>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Demo: Story = {
  render: () => <PulsatingButtonDemo />,
  // The pulse runs as a CSS animation in the button's own colour; with reduced motion nothing moves.
  play: async ({ canvasElement }) => {
    const button = canvasElement.querySelector<HTMLButtonElement>('[data-slot="pulsating-button"]')
    const pulse = button?.querySelector<HTMLElement>('[data-slot="pulsating-button-pulse"]')
    if (!button || !pulse) throw new Error('no pulsating button')
    if (document.documentElement.hasAttribute('data-reduced-motion')) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      await expect(pulse.getAnimations()).toHaveLength(0)
      return
    }
    await waitFor(() => expect(pulse.getAnimations().length).toBeGreaterThan(0))
    await expect(button.style.getPropertyValue('--pulsating-button-bg')).toBe(getComputedStyle(button).backgroundColor)
  },
}

export const Ripple: Story = { render: () => <PulsatingButtonDemo2 /> }
