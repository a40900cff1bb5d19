import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import RainbowButtonDemo from './examples/rainbow-button-demo'
import RainbowButtonOutlineDemo from './examples/rainbow-button-demo-2'
import { RainbowButton } from './rainbow-button'

const meta = {
  title: 'Buttons/Rainbow Button',
  component: RainbowButton,
  args: { children: 'Rainbow Button', variant: 'default', size: 'default', disabled: false },
  argTypes: {
    variant: { control: 'inline-radio', options: ['default', 'outline'] },
    size: { control: 'inline-radio', options: ['default', 'sm', 'lg', 'icon'] },
  },
} satisfies Meta<typeof RainbowButton>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Demo: Story = {
  render: () => <RainbowButtonDemo />,
  // The band runs as a browser animation; with reduced motion it stands still.
  play: async ({ canvasElement }) => {
    const band = canvasElement.querySelector<HTMLElement>('[data-slot="rainbow-button-band"]')
    if (!band) throw new Error('no rainbow band')
    if (document.documentElement.hasAttribute('data-reduced-motion')) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      await expect(band.getAnimations()).toHaveLength(0)
      return
    }
    await waitFor(() => expect(band.getAnimations().length).toBeGreaterThan(0))
  },
}

export const Outline: Story = { render: () => <RainbowButtonOutlineDemo /> }

export const Keyboard: Story = {
  args: { children: 'Press Enter', onClick: fn() },
  // Tab reaches the button and Enter presses it, as on any native button.
  play: async ({ args, canvasElement }) => {
    const button = canvasElement.querySelector<HTMLButtonElement>('[data-slot="rainbow-button"]')
    await userEvent.tab()
    await expect(document.activeElement).toBe(button)
    await userEvent.keyboard('{Enter}')
    await expect(args.onClick).toHaveBeenCalledTimes(1)
  },
}

export const AsLink: Story = {
  render: (args) => (
    <RainbowButton {...args} asChild>
      <a href="#pricing">See pricing</a>
    </RainbowButton>
  ),
}
