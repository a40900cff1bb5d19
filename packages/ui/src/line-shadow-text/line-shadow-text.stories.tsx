import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import LineShadowTextDemo from './examples/line-shadow-text-demo'
import { LineShadowText } from './line-shadow-text'

const meta = {
  title: 'Text Animations/Line Shadow Text',
  component: LineShadowText,
  args: { children: 'Line Shadow', shadowColor: 'black', as: 'span' },
  argTypes: {
    as: { control: 'inline-radio', options: ['span', 'h1', 'p'] },
    shadowColor: { control: 'color' },
  },
  render: (args) => <LineShadowText {...args} className="text-6xl font-semibold tracking-tight italic" />,
} satisfies Meta<typeof LineShadowText>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Demo: Story = {
  render: () => <LineShadowTextDemo />,
  // The word is in the page once and its hatched shadow is drawn by ::after, which drifts by a CSS
  // animation; with reduced motion the shadow is still there but nothing moves.
  play: async ({ canvasElement }) => {
    const text = canvasElement.querySelector<HTMLElement>('[data-slot="line-shadow-text"]')
    if (!text) throw new Error('no line shadow text')
    await expect(text.textContent).toBe('Fast')
    const shadow = getComputedStyle(text, '::after')
    await expect(shadow.position).toBe('absolute')
    await expect(shadow.backgroundClip).toBe('text')
    await expect(shadow.backgroundImage).toContain('linear-gradient')
    await expect(shadow.pointerEvents).toBe('none')
    const drifts = () =>
      text
        .getAnimations({ subtree: true })
        .filter((a) => a instanceof CSSAnimation && a.animationName === 'line-shadow-text')
    if (document.documentElement.hasAttribute('data-reduced-motion')) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      await expect(drifts()).toHaveLength(0)
      return
    }
    await waitFor(() => expect(drifts()).toHaveLength(1))
    await expect(drifts()[0]?.playState).toBe('running')
  },
}
