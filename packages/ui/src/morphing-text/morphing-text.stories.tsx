import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import MorphingTextDemo from './examples/morphing-text-demo'
import MorphingTextDemo2 from './examples/morphing-text-demo-2'
import { MorphingText } from './morphing-text'

const meta = {
  title: 'Text Animations/Morphing Text',
  component: MorphingText,
  args: { texts: ['Hello', 'Morphing', 'World'], morphTime: 1.5, cooldownTime: 0.5 },
  render: (args) => (
    <div className="w-[40rem] max-w-full">
      <MorphingText {...args} />
    </div>
  ),
} satisfies Meta<typeof MorphingText>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export const Demo: Story = {
  render: () => (
    <div className="w-[40rem] max-w-full">
      <MorphingTextDemo />
    </div>
  ),
  // Screen readers get every word once; the box keeps its size while the words melt into each other,
  // and under reduced motion the first word stands still.
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="morphing-text"]')
    const current = root?.querySelector<HTMLElement>('[data-slot="morphing-text-current"]')
    const next = root?.querySelector<HTMLElement>('[data-slot="morphing-text-next"]')
    if (!root || !current || !next) throw new Error('no morphing text')
    await expect(root.querySelector('.sr-only')?.textContent).toBe(
      'Snippets, Morph, Into, Each, Other, Like, Liquid, Letters',
    )
    await expect(current.parentElement?.getAttribute('aria-hidden')).toBe('true')
    const box = root.getBoundingClientRect()

    if (document.documentElement.hasAttribute('data-reduced-motion')) {
      await expect(root.dataset.state).toBe('still')
      await pause(2500)
      await expect(current.textContent).toBe('Snippets')
      await expect(getComputedStyle(current).filter).toBe('none')
      await expect(getComputedStyle(next).filter).toBe('opacity(0)')
      return
    }

    await expect(root.dataset.state).toBe('running')
    // Bounds for a stalled animation, not its pace: a busy machine draws far fewer frames a second.
    await waitFor(() => expect(next.style.filter).toContain('blur('), { timeout: 10_000 })
    await waitFor(() => expect(current.textContent).toBe('Morph'), { timeout: 15_000 })
    const after = root.getBoundingClientRect()
    await expect([after.width, after.height, after.top]).toEqual([box.width, box.height, box.top])
  },
}

export const InASentence: Story = { render: () => <MorphingTextDemo2 /> }
