import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { AnimatedList } from './animated-list'
import AnimatedListDemo from './examples/animated-list-demo'

const meta = {
  title: 'Components/Animated List',
  component: AnimatedList,
  args: { delay: 1000, children: null },
  render: ({ children: _children, ...args }) => (
    // Keyed by the args so every change replays the list from the start.
    <AnimatedList key={JSON.stringify(args)} {...args} aria-label="Playground" className="w-72">
      {['First', 'Second', 'Third', 'Fourth', 'Fifth'].map((word) => (
        <p key={word} className="w-full rounded-lg border border-zinc-950/10 px-4 py-2 dark:border-white/15">
          {word}
        </p>
      ))}
    </AnimatedList>
  ),
} satisfies Meta<typeof AnimatedList>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {
  // Axe, which checks the story after this, reads colours where they settle: every item in, and
  // none still fading (an item caught mid-fade has the contrast of a ghost).
  play: async ({ canvasElement }) => {
    await waitFor(() => {
      const items = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="animated-list-item"]')]
      expect(items).toHaveLength(5)
      expect(items.map((item) => getComputedStyle(item).opacity)).toEqual(items.map(() => '1'))
    })
  },
}
export const Notifications: Story = { render: () => <AnimatedListDemo className="w-[28rem]" /> }
