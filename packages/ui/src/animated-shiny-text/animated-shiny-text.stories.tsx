import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { AnimatedShinyText } from './animated-shiny-text'
import AnimatedShinyTextDemo from './examples/animated-shiny-text-demo'

const meta = {
  title: 'Text Animations/Animated Shiny Text',
  component: AnimatedShinyText,
  args: { children: 'Animated Shiny Text', shimmerWidth: 100 },
  argTypes: { shimmerWidth: { control: { type: 'range', min: 20, max: 300, step: 10 } } },
  render: (args) => <AnimatedShinyText {...args} className="text-2xl font-medium" />,
} satisfies Meta<typeof AnimatedShinyText>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Demo: Story = {
  render: () => <AnimatedShinyTextDemo />,
  // The label is plain text over a glint band clipped to its glyphs; the band sweeps by a CSS
  // animation of the item's keyframes. With reduced motion there is no sweep.
  play: async ({ canvasElement }) => {
    const text = canvasElement.querySelector<HTMLElement>('[data-slot="animated-shiny-text"]')
    if (!text) throw new Error('no shiny text')
    await expect(text.textContent).toContain('Introducing Snipstack')
    const style = getComputedStyle(text)
    await expect(style.backgroundClip).toBe('text')
    await expect(style.backgroundRepeat).toBe('no-repeat')
    await expect(style.backgroundSize).toBe('100px 100%')
    const sweeps = () =>
      text.getAnimations().filter((a) => a instanceof CSSAnimation && a.animationName === 'animated-shiny-text')
    if (document.documentElement.hasAttribute('data-reduced-motion')) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      await expect(sweeps()).toHaveLength(0)
      return
    }
    await waitFor(() => expect(sweeps()).toHaveLength(1))
    await expect(sweeps()[0]?.playState).toBe('running')
  },
}
