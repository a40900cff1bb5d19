import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import WordRotateDemo from './examples/word-rotate-demo'
import WordRotateDemo2 from './examples/word-rotate-demo-2'
import { WordRotate } from './word-rotate'

const meta = {
  title: 'Text Animations/Word Rotate',
  component: WordRotate,
  args: { words: ['Word', 'Rotate'], duration: 2500 },
  render: (args) => (
    <WordRotate key={JSON.stringify(args)} {...args} className="text-4xl font-bold text-zinc-950 dark:text-zinc-50" />
  ),
} satisfies Meta<typeof WordRotate>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Demo: Story = {
  render: () => <WordRotateDemo />,
  // The next word takes over without the element changing size; screen readers get every word once.
  // With reduced motion the first word stands still.
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="word-rotate"]')
    if (!root) throw new Error('no word rotate')
    await expect(root.querySelector('.sr-only')?.textContent).toBe('Ship, Iterate')
    const size = () => {
      const { width, height } = root.getBoundingClientRect()
      return `${width}×${height}`
    }
    const before = size()
    const shown = () => root.querySelector<HTMLElement>('[data-slot="word-rotate-word"]')
    await expect(shown()?.textContent).toBe('Ship')
    if (document.documentElement.hasAttribute('data-reduced-motion')) {
      await expect(root.dataset.state).toBe('paused')
      await new Promise((resolve) => setTimeout(resolve, 3000))
      await expect(shown()?.textContent).toBe('Ship')
      await expect(shown()?.getAttribute('style')).toBeNull()
      return
    }
    await waitFor(() => expect(root.dataset.index).toBe('1'), { timeout: 15_000 })
    await waitFor(() => expect(shown()?.textContent).toBe('Iterate'))
    await expect(size()).toBe(before)
    await waitFor(() => expect(getComputedStyle(shown() as HTMLElement).opacity).toBe('1'))
  },
}

export const InASentence: Story = { render: () => <WordRotateDemo2 /> }
