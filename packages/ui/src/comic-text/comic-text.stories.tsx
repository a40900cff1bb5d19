import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { ComicText } from './comic-text'
import ComicTextDemo from './examples/comic-text-demo'
import ComicTextDemo2 from './examples/comic-text-demo-2'

const meta = {
  title: 'Text Animations/Comic Text',
  component: ComicText,
  args: { children: 'Comic Text', fontSize: 5 },
} satisfies Meta<typeof ComicText>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Demo: Story = {
  render: () => <ComicTextDemo />,
  // The text is plain text; it pops in on mount and again on Replay, or simply appears under reduced motion.
  play: async ({ canvasElement }) => {
    const text = () => canvasElement.querySelector<HTMLElement>('[data-slot="comic-text"]')
    await expect(text()?.textContent).toBe('BOOM!')
    await expect(text()?.closest('[aria-hidden="true"]')).toBeNull()
    const pops = () =>
      text()
        ?.getAnimations()
        .filter((animation) => 'animationName' in animation) ?? []

    if (document.documentElement.hasAttribute('data-reduced-motion')) {
      await expect(getComputedStyle(text() as HTMLElement).animationName).toBe('none')
      await userEvent.click(canvasElement.querySelector('button') as HTMLButtonElement)
      await expect(pops()).toEqual([])
      await expect(getComputedStyle(text() as HTMLElement).opacity).toBe('1')
      return
    }

    await expect(getComputedStyle(text() as HTMLElement).animationName).toBe('comic-text-pop')
    await waitFor(() => expect(pops()).toEqual([]), { timeout: 15_000 })
    await userEvent.click(canvasElement.querySelector('button') as HTMLButtonElement)
    await waitFor(() => expect(pops()).toHaveLength(1))
    await waitFor(() => expect(pops()).toEqual([]), { timeout: 15_000 })
    await expect(getComputedStyle(text() as HTMLElement).opacity).toBe('1')
  },
}

export const SoundEffects: Story = { render: () => <ComicTextDemo2 /> }
