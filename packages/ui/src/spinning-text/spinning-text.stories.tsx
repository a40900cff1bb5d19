import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import SpinningTextDemo from './examples/spinning-text-demo'
import SpinningTextDemo2 from './examples/spinning-text-demo-2'
import { SpinningText } from './spinning-text'

const meta = {
  title: 'Text Animations/Spinning Text',
  component: SpinningText,
  args: { children: 'learn more • earn more • grow more •', duration: 10, reverse: false, radius: 5 },
  render: (args) => (
    <div className="flex size-64 items-center justify-center">
      <SpinningText {...args} />
    </div>
  ),
} satisfies Meta<typeof SpinningText>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export const Demo: Story = {
  render: () => <SpinningTextDemo />,
  // The text is read once from its hidden copy; the ring turns, or stands still under reduced motion.
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="spinning-text"]')
    if (!root) throw new Error('no spinning text')
    await expect(root.querySelector('.sr-only')?.textContent).toBe('scroll down • scroll down •')
    const letters = [...root.children].filter((child) => !child.classList.contains('sr-only'))
    await expect(letters).toHaveLength('scroll down • scroll down •'.length + 1)
    for (const letter of letters) await expect(letter.getAttribute('aria-hidden')).toBe('true')

    if (document.documentElement.hasAttribute('data-reduced-motion')) {
      await expect(root.dataset.state).toBe('still')
      await pause(500)
      await expect(getComputedStyle(root).transform).toBe('none')
      return
    }
    await expect(root.dataset.state).toBe('spinning')
    await waitFor(() => expect(getComputedStyle(root).transform).not.toBe('none'))
    const before = getComputedStyle(root).transform
    await waitFor(() => expect(getComputedStyle(root).transform).not.toBe(before))
  },
}

export const Reverse: Story = { render: () => <SpinningTextDemo2 /> }
