import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { AnimatedGradientText } from './animated-gradient-text'
import AnimatedGradientTextDemo from './examples/animated-gradient-text-demo'
import AnimatedGradientTextDemo2 from './examples/animated-gradient-text-demo-2'

const meta = {
  title: 'Text Animations/Animated Gradient Text',
  component: AnimatedGradientText,
  args: { children: 'Animated Gradient Text', speed: 1, colorFrom: '#ffaa40', colorTo: '#9c40ff' },
  argTypes: {
    speed: { control: { type: 'range', min: 0.25, max: 4, step: 0.25 } },
    colorFrom: { control: 'color' },
    colorTo: { control: 'color' },
  },
  render: (args) => <AnimatedGradientText {...args} className="text-4xl font-semibold tracking-tight" />,
} satisfies Meta<typeof AnimatedGradientText>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Demo: Story = {
  render: () => <AnimatedGradientTextDemo />,
  // The label is real text filled with the gradient, which flows by a CSS animation of the item's
  // keyframes; with reduced motion it stands still.
  play: async ({ canvasElement }) => {
    const text = canvasElement.querySelector<HTMLElement>('[data-slot="animated-gradient-text"]')
    if (!text) throw new Error('no gradient text')
    await expect(text.textContent).toBe('Introducing Snipstack')
    const style = getComputedStyle(text)
    await expect(style.backgroundClip).toBe('text')
    await expect(style.backgroundImage).toContain('linear-gradient')
    const flows = () =>
      text.getAnimations().filter((a) => a instanceof CSSAnimation && a.animationName === 'animated-gradient-text')
    if (document.documentElement.hasAttribute('data-reduced-motion')) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      await expect(flows()).toHaveLength(0)
      return
    }
    await waitFor(() => expect(flows()).toHaveLength(1))
    await expect(style.animationDuration).toBe('8s')
    await expect(flows()[0]?.playState).toBe('running')
  },
}

export const CustomSpeed: Story = {
  render: () => <AnimatedGradientTextDemo2 />,
  // speed={2} halves the loop.
  play: async ({ canvasElement }) => {
    const text = canvasElement.querySelector<HTMLElement>('[data-slot="animated-gradient-text"]')
    if (!text) throw new Error('no gradient text')
    if (document.documentElement.hasAttribute('data-reduced-motion')) return
    await waitFor(() => expect(getComputedStyle(text).animationDuration).toBe('4s'))
  },
}
