import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import HyperTextDemo from './examples/hyper-text-demo'
import HyperTextDemo2 from './examples/hyper-text-demo-2'
import { HyperText } from './hyper-text'

const meta = {
  title: 'Text Animations/Hyper Text',
  component: HyperText,
  args: {
    children: 'Hyper Text',
    duration: 800,
    delay: 0,
    as: 'div',
    startOnView: false,
    animateOnHover: true,
  },
  argTypes: { as: { control: 'inline-radio', options: ['div', 'span', 'h2', 'p'] } },
  render: (args) => <HyperText key={JSON.stringify(args)} {...args} className="text-zinc-950 dark:text-zinc-50" />,
} satisfies Meta<typeof HyperText>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Demo: Story = {
  render: () => <HyperTextDemo />,
  // It scrambles on load and on hover without ever changing size, and settles on the real text,
  // which screen readers get once. With reduced motion it never scrambles.
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="hyper-text"]')
    if (!root) throw new Error('no hyper text')
    await expect(root.querySelector('.sr-only')?.textContent).toBe('Point at me')
    const scrambled = () =>
      [...root.querySelectorAll('[data-slot="hyper-text-cell"] > :last-child')]
        .map((glyph) => glyph.textContent)
        .join('')
    const size = () => {
      const { width, height } = root.getBoundingClientRect()
      return `${width}×${height}`
    }
    if (document.documentElement.hasAttribute('data-reduced-motion')) {
      await userEvent.hover(root)
      await new Promise((resolve) => setTimeout(resolve, 200))
      await expect(root.dataset.state).toBe('idle')
      await expect(scrambled()).toBe('')
      return
    }
    await waitFor(() => expect(root.dataset.state).toBe('idle'), { timeout: 15_000 })
    const settled = size()
    await userEvent.unhover(root)
    await userEvent.hover(root)
    await waitFor(() => expect(scrambled()).not.toBe(''))
    await expect(root.dataset.state).toBe('scrambling')
    await expect(size()).toBe(settled)
    await waitFor(() => expect(root.dataset.state).toBe('idle'), { timeout: 15_000 })
    await expect(scrambled()).toBe('')
    await expect(size()).toBe(settled)
  },
}

export const DigitsAndSymbols: Story = { render: () => <HyperTextDemo2 /> }
