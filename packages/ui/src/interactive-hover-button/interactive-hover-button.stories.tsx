import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import InteractiveHoverButtonDemo from './examples/interactive-hover-button-demo'
import { InteractiveHoverButton } from './interactive-hover-button'

const meta = {
  title: 'Buttons/Interactive Hover Button',
  component: InteractiveHoverButton,
  args: { children: 'Interactive Hover Button', disabled: false },
} satisfies Meta<typeof InteractiveHoverButton>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Demo: Story = {
  render: () => <InteractiveHoverButtonDemo />,
  // Keyboard focus brings in the same flood and arrow as hover, as 300ms transitions; with reduced
  // motion the end state shows at once. `motion-reduce:transition-none` turns the transitions off by
  // their property (`transition-property: none`), so the duration still reads 300ms there: check
  // what actually runs instead.
  play: async ({ canvasElement }) => {
    const button = canvasElement.querySelector<HTMLButtonElement>('[data-slot="interactive-hover-button"]')
    const dot = button?.querySelector<HTMLElement>('[data-slot="interactive-hover-button-dot"]')
    const reveal = button?.querySelector<HTMLElement>('[data-slot="interactive-hover-button-reveal"]')
    if (!button || !dot || !reveal) throw new Error('no interactive hover button')
    await expect(button.type).toBe('button')
    await expect(getComputedStyle(dot).scale).not.toBe('100.8')
    await userEvent.tab()
    await expect(document.activeElement).toBe(button)
    await expect(button.matches(':focus-visible')).toBe(true)
    const moving = [dot, reveal].flatMap((element) => element.getAnimations())
    if (document.documentElement.hasAttribute('data-reduced-motion')) {
      // Nothing transitions: the flood and the incoming copy are already in place.
      await expect(getComputedStyle(dot).transitionProperty).toBe('none')
      await expect(getComputedStyle(reveal).transitionProperty).toBe('none')
      await expect(moving).toHaveLength(0)
      await expect(getComputedStyle(dot).scale).toBe('100.8')
      await expect(getComputedStyle(reveal).opacity).toBe('1')
      return
    }
    await expect(getComputedStyle(dot).transitionDuration).toBe('0.3s')
    await expect(moving.length).toBeGreaterThan(0)
    await expect(moving.every((animation) => animation.playState === 'running')).toBe(true)
  },
}

export const Keyboard: Story = {
  args: { children: 'Press Enter', onClick: fn() },
  // Tab reaches the button and Enter presses it, as on any native button.
  play: async ({ args, canvasElement }) => {
    const button = canvasElement.querySelector<HTMLButtonElement>('[data-slot="interactive-hover-button"]')
    await userEvent.tab()
    await expect(document.activeElement).toBe(button)
    await userEvent.keyboard('{Enter}')
    await expect(args.onClick).toHaveBeenCalledTimes(1)
  },
}
