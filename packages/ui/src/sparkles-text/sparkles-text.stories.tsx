import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import SparklesTextDemo from './examples/sparkles-text-demo'
import SparklesTextDemo2 from './examples/sparkles-text-demo-2'
import { SparklesText } from './sparkles-text'

const meta = {
  title: 'Text Animations/Sparkles Text',
  component: SparklesText,
  args: {
    children: 'Sparkles Text',
    sparklesCount: 10,
    colors: { first: '#9E7AFF', second: '#FE8BBB' },
    as: 'div',
  },
  argTypes: { as: { control: 'inline-radio', options: ['div', 'h1', 'h2', 'p', 'span'] } },
  render: (args) => <SparklesText {...args} className="text-zinc-950 dark:text-zinc-50" />,
} satisfies Meta<typeof SparklesText>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Demo: Story = {
  render: () => <SparklesTextDemo />,
  // Ten hidden stars twinkle as CSS animations over text that reads once; with reduced motion they
  // stand still.
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="sparkles-text"]')
    const layer = root?.querySelector<HTMLElement>('[data-slot="sparkles-text-sparkles"]')
    if (!root || !layer) throw new Error('no sparkles text')
    await expect(root.textContent).toBe('Snipstack')
    await expect(layer.getAttribute('aria-hidden')).toBe('true')
    await waitFor(() => expect(layer.querySelectorAll('[data-slot="sparkles-text-sparkle"]')).toHaveLength(10))
    if (document.documentElement.hasAttribute('data-reduced-motion')) {
      await expect(root.dataset.state).toBe('still')
      await new Promise((resolve) => setTimeout(resolve, 100))
      await expect(layer.getAnimations({ subtree: true })).toHaveLength(0)
      return
    }
    await expect(root.dataset.state).toBe('running')
    await waitFor(() => expect(layer.getAnimations({ subtree: true }).length).toBe(10))
    // Some star is part-way through a twinkle within its first two seconds.
    await waitFor(
      () => {
        const opacities = [...layer.children].map((star) => Number(getComputedStyle(star).opacity))
        expect(opacities.some((opacity) => opacity > 0)).toBe(true)
      },
      { timeout: 15_000 },
    )
  },
}

export const HeadingAndColours: Story = { render: () => <SparklesTextDemo2 /> }
