import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { AuroraText } from './aurora-text'
import AuroraTextDemo from './examples/aurora-text-demo'

const meta = {
  title: 'Text Animations/Aurora Text',
  component: AuroraText,
  args: { children: 'Aurora Text', colors: ['#FF0080', '#7928CA', '#0070F3', '#38bdf8'], speed: 1 },
  argTypes: { speed: { control: { type: 'range', min: 0.25, max: 4, step: 0.25 } } },
  render: (args) => <AuroraText {...args} className="text-6xl font-bold tracking-tighter" />,
} satisfies Meta<typeof AuroraText>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Demo: Story = {
  render: () => <AuroraTextDemo />,
  // The word is real text filled with the gradient, which drifts by a CSS animation of the item's
  // keyframes; with reduced motion it stands still.
  play: async ({ canvasElement }) => {
    const text = canvasElement.querySelector<HTMLElement>('[data-slot="aurora-text"]')
    if (!text) throw new Error('no aurora text')
    await expect(text.textContent).toBe('shimmer')
    await expect(text.closest('h1')?.textContent).toBe('Make it shimmer')
    const style = getComputedStyle(text)
    await expect(style.backgroundClip).toBe('text')
    await expect(style.backgroundImage).toContain('linear-gradient')
    const drifts = () =>
      text.getAnimations().filter((a) => a instanceof CSSAnimation && a.animationName === 'aurora-text')
    if (document.documentElement.hasAttribute('data-reduced-motion')) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      await expect(drifts()).toHaveLength(0)
      return
    }
    await waitFor(() => expect(drifts()).toHaveLength(1))
    await expect(style.animationDuration).toBe('10s')
    await expect(drifts()[0]?.playState).toBe('running')
  },
}
