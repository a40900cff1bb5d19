import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import FlipTextDemo from './examples/flip-text-demo'
import { FlipText } from './flip-text'

const characters = (canvasElement: HTMLElement) => {
  const root = canvasElement.querySelector<HTMLElement>('[data-slot="flip-text"]')
  if (!root) throw new Error('no flip text')
  return { root, letters: [...root.querySelectorAll<HTMLElement>('[aria-hidden="true"]')] }
}

/** Waits for every letter to end upright and opaque, so accessibility checks see the final look. */
async function flipped(canvasElement: HTMLElement) {
  const { letters } = characters(canvasElement)
  await waitFor(
    () => {
      for (const letter of letters) {
        expect(getComputedStyle(letter).opacity).toBe('1')
        expect(getComputedStyle(letter).transform).toBe('none')
      }
    },
    { timeout: 15_000 },
  )
}

const meta = {
  title: 'Text Animations/Flip Text',
  component: FlipText,
  args: { children: 'Flip Text', duration: 0.5, delayMultiple: 0.08, as: 'span' },
  render: (args) => (
    // Keyed by the args so every change replays the flip.
    <FlipText
      key={JSON.stringify(args)}
      {...args}
      className="text-5xl font-bold tracking-tight text-zinc-950 dark:text-zinc-50"
    />
  ),
} satisfies Meta<typeof FlipText>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = { play: ({ canvasElement }) => flipped(canvasElement) }

export const Demo: Story = {
  render: () => <FlipTextDemo />,
  // The letters flip in one after another and end upright; the text is read once, as a whole. With
  // reduced motion they are upright from the start.
  play: async ({ canvasElement }) => {
    const { root, letters } = characters(canvasElement)
    await expect(root.querySelector('.sr-only')?.textContent).toBe('Flip Text')
    await expect(letters.map((letter) => letter.textContent).join('')).toBe('Flip Text')
    if (document.documentElement.hasAttribute('data-reduced-motion')) {
      await expect(root.dataset.state).toBe('static')
      for (const letter of letters) await expect(getComputedStyle(letter).opacity).toBe('1')
      return
    }
    await waitFor(() => expect(root.dataset.state).toBe('flipping'))
    // The last letter starts 0.64 s after the first, so early on it is still hidden.
    const last = letters.at(-1)
    if (!last) throw new Error('no letters')
    await expect(Number(getComputedStyle(last).opacity)).toBeLessThan(1)
    await flipped(canvasElement)
  },
}
