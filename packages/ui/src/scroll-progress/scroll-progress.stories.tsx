import type { Meta, StoryObj } from '@storybook/react-vite'
import * as React from 'react'
import { expect, waitFor } from 'storybook/test'
import ScrollProgressDemo from './examples/scroll-progress-demo'
import { ScrollProgress } from './scroll-progress'

const lines = Array.from({ length: 12 }, (_, i) => `Line ${i + 1}`)

function Panel(props: React.ComponentProps<typeof ScrollProgress>) {
  const panel = React.useRef<HTMLElement>(null)
  return (
    <div className="relative w-80 overflow-hidden rounded-xl border border-zinc-950/10 dark:border-white/10">
      <ScrollProgress {...props} container={panel} />
      <section
        ref={panel}
        aria-label="Scrolling panel"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region has to be focusable to scroll by keyboard
        tabIndex={0}
        className="h-48 overflow-y-auto p-4 text-sm"
      >
        {lines.map((line) => (
          <p key={line} className="py-2">
            {line}
          </p>
        ))}
      </section>
    </div>
  )
}

const meta = {
  title: 'Components/Scroll Progress',
  component: ScrollProgress,
  args: { className: 'absolute h-1' },
  render: (args) => <Panel {...args} />,
} satisfies Meta<typeof ScrollProgress>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Demo: Story = {
  render: () => <ScrollProgressDemo />,
  // Scrolling the panel to its end fills the bar.
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector<HTMLElement>('[data-slot="scroll-progress"]')
    const panel = canvasElement.querySelector<HTMLElement>('section')
    if (!bar || !panel) throw new Error('no scroll progress')
    await expect(bar.getBoundingClientRect().width).toBe(0)
    panel.scrollTop = panel.scrollHeight
    const full = bar.offsetWidth
    await waitFor(() => expect(bar.getBoundingClientRect().width).toBeGreaterThan(full * 0.99), { timeout: 15_000 })
  },
}
