import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { BlurFade } from './blur-fade'
import BlurFadeDemo from './examples/blur-fade-demo'
import BlurFadeDemo2 from './examples/blur-fade-demo-2'

const meta = {
  title: 'Animations/Blur Fade',
  component: BlurFade,
  args: {
    duration: 0.4,
    delay: 0,
    offset: 6,
    direction: 'down',
    inView: false,
    inViewMargin: '-50px',
    blur: '6px',
  },
  argTypes: { direction: { control: 'inline-radio', options: ['up', 'down', 'left', 'right'] } },
  render: (args) => (
    <BlurFade {...args}>
      <p className="text-3xl font-bold tracking-tight">Blur Fade</p>
    </BlurFade>
  ),
} satisfies Meta<typeof BlurFade>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Demo: Story = {
  render: () => <BlurFadeDemo />,
  // The tiles on screen are revealed and end fully visible; with reduced motion they never hide.
  play: async ({ canvasElement }) => {
    const first = canvasElement.querySelector<HTMLElement>('[data-slot="blur-fade"]')
    if (!first) throw new Error('no blur fade')
    if (document.documentElement.hasAttribute('data-reduced-motion')) {
      await expect(first.dataset.state).toBe('static')
      await expect(getComputedStyle(first).opacity).toBe('1')
      return
    }
    await waitFor(() => expect(first.dataset.state).toBe('revealing'))
    await waitFor(() => expect(getComputedStyle(first).opacity).toBe('1'), { timeout: 15_000 })
  },
}

export const Text: Story = { render: () => <BlurFadeDemo2 /> }
