import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import ShinyButtonDemo from './examples/shiny-button-demo'
import { ShinyButton } from './shiny-button'

const meta = {
  title: 'Buttons/Shiny Button',
  component: ShinyButton,
  args: { children: 'Shiny Button', disabled: false },
} satisfies Meta<typeof ShinyButton>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Demo: Story = {
  render: () => <ShinyButtonDemo />,
  // The sweep runs as a CSS animation of the registered --shiny-button-x; with reduced motion there
  // is no sweep and no entrance scale.
  play: async ({ canvasElement }) => {
    const button = canvasElement.querySelector<HTMLButtonElement>('[data-slot="shiny-button"]')
    if (!button) throw new Error('no shiny button')
    if (document.documentElement.hasAttribute('data-reduced-motion')) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      await expect(button.getAnimations().filter((a) => a instanceof CSSAnimation)).toHaveLength(0)
      await expect(getComputedStyle(button).transform).toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/)
      return
    }
    await waitFor(() =>
      expect(
        button.getAnimations().some((a) => a instanceof CSSAnimation && a.animationName === 'shiny-button-sweep'),
      ).toBe(true),
    )
  },
}

export const Keyboard: Story = {
  args: { children: 'Press Enter', onClick: fn() },
  // Tab reaches the button and Enter presses it, as on any native button.
  play: async ({ args, canvasElement }) => {
    const button = canvasElement.querySelector<HTMLButtonElement>('[data-slot="shiny-button"]')
    await userEvent.tab()
    await expect(document.activeElement).toBe(button)
    await userEvent.keyboard('{Enter}')
    await expect(args.onClick).toHaveBeenCalledTimes(1)
  },
}
