import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import TypingAnimationDemo from './examples/typing-animation-demo'
import TypingAnimationDemo2 from './examples/typing-animation-demo-2'
import TypingAnimationDemo3 from './examples/typing-animation-demo-3'
import TypingAnimationDemo4 from './examples/typing-animation-demo-4'
import TypingAnimationDemo5 from './examples/typing-animation-demo-5'
import TypingAnimationDemo6 from './examples/typing-animation-demo-6'
import TypingAnimationDemo7 from './examples/typing-animation-demo-7'
import TypingAnimationDemo8 from './examples/typing-animation-demo-8'
import { TypingAnimation } from './typing-animation'

const meta = {
  title: 'Text Animations/Typing Animation',
  component: TypingAnimation,
  args: {
    children: 'Typing Animation',
    duration: 100,
    delay: 0,
    pauseDelay: 1000,
    loop: false,
    as: 'span',
    startOnView: true,
    showCursor: true,
    blinkCursor: true,
    cursorStyle: 'line',
  },
  argTypes: {
    cursorStyle: { control: 'inline-radio', options: ['line', 'block', 'underscore'] },
    as: { control: 'inline-radio', options: ['span', 'p', 'h1', 'div'] },
  },
  render: (args) => (
    // Keyed by the args, so every change types again from the start.
    <TypingAnimation
      key={JSON.stringify(args)}
      {...args}
      className="text-4xl font-bold text-zinc-950 dark:text-zinc-50"
    />
  ),
} satisfies Meta<typeof TypingAnimation>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

const TEXT = 'Hi, welcome aboard! 👋'

export const Demo: Story = {
  render: () => <TypingAnimationDemo />,
  // It types the whole text without changing size, and screen readers get the text once. With
  // reduced motion the text is there at once, whole, with no cursor.
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="typing-animation"]')
    const layer = root?.querySelector<HTMLElement>('[data-slot="typing-animation-text"]')
    const copy = root?.querySelector<HTMLElement>('[aria-hidden="true"] > span')
    if (!root || !layer || !copy) throw new Error('no typing animation')
    await expect(root.querySelector('.sr-only')?.textContent).toBe(TEXT)
    if (document.documentElement.hasAttribute('data-reduced-motion')) {
      await expect(root.dataset.state).toBe('static')
      await expect(getComputedStyle(copy).visibility).toBe('visible')
      await expect(copy.firstChild?.textContent).toBe(TEXT)
      await expect(getComputedStyle(layer).visibility).toBe('hidden')
      await expect(root.querySelector('[data-slot="typing-animation-cursor"]')).toBeNull()
      return
    }
    const size = () => {
      const { width, height } = root.getBoundingClientRect()
      return `${width}×${height}`
    }
    const before = size()
    await waitFor(() => expect(root.dataset.state).toBe('typing'))
    await expect(size()).toBe(before)
    await waitFor(() => expect(root.dataset.state).toBe('done'), { timeout: 15_000 })
    await expect(layer.textContent).toBe(TEXT)
    await expect(size()).toBe(before)
  },
}

export const SeveralWords: Story = { render: () => <TypingAnimationDemo2 /> }
export const CustomSpeed: Story = { render: () => <TypingAnimationDemo3 /> }
export const StartOnView: Story = { render: () => <TypingAnimationDemo4 /> }
export const WithoutCursor: Story = { render: () => <TypingAnimationDemo5 /> }
export const SinglePlay: Story = { render: () => <TypingAnimationDemo6 /> }
export const CursorBlinking: Story = { render: () => <TypingAnimationDemo7 /> }
export const CursorStyles: Story = { render: () => <TypingAnimationDemo8 /> }
