import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import RippleButtonDemo from './examples/ripple-button-demo'
import { RippleButton } from './ripple-button'

const meta = {
  title: 'Buttons/Ripple Button',
  component: RippleButton,
  args: { children: 'Ripple Button', rippleColor: '#a1a1aa', duration: '600ms', disabled: false },
  argTypes: { rippleColor: { control: 'color' } },
} satisfies Meta<typeof RippleButton>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Demo: Story = {
  render: () => <RippleButtonDemo />,
  // A pointer press sends out a ripple that animates and is gone after its duration; with reduced
  // motion the press only clicks.
  play: async ({ canvasElement }) => {
    const button = canvasElement.querySelector<HTMLButtonElement>('[data-slot="ripple-button"]')
    if (!button) throw new Error('no ripple button')
    const box = button.getBoundingClientRect()
    button.dispatchEvent(
      new MouseEvent('click', { bubbles: true, detail: 1, clientX: box.left + 10, clientY: box.top + 10 }),
    )
    const ripple = () => button.querySelector<HTMLElement>('[data-slot="ripple-button-ripple"]')
    if (document.documentElement.hasAttribute('data-reduced-motion')) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      await expect(ripple()).toBeNull()
      return
    }
    await waitFor(() => expect(ripple()).not.toBeNull())
    await expect(ripple()?.getAnimations().length).toBeGreaterThan(0)
    await waitFor(() => expect(ripple()).toBeNull(), { timeout: 15_000 })
  },
}
