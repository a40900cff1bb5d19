import type { Meta, StoryObj } from '@storybook/react-vite'
import * as React from 'react'
import { expect, waitFor } from 'storybook/test'
import TextRevealDemo from './examples/text-reveal-demo'
import { TextReveal } from './text-reveal'

/** The story canvas does not scroll far, so the reveal follows a panel of its own. */
function Panel(props: React.ComponentProps<typeof TextReveal>) {
  const panel = React.useRef<HTMLElement>(null)
  return (
    <section
      ref={panel}
      aria-label="Scrolling panel"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region has to be focusable to scroll by keyboard
      tabIndex={0}
      className="relative h-80 w-[36rem] max-w-full overflow-y-auto rounded-xl border border-zinc-950/10 dark:border-white/10"
    >
      <TextReveal {...props} container={panel} className="h-[200%]" />
    </section>
  )
}

const meta = {
  title: 'Text Animations/Text Reveal',
  component: TextReveal,
  args: { children: 'Scroll this panel and the words light up one after another.' },
  render: (args) => <Panel {...args} />,
} satisfies Meta<typeof TextReveal>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Demo: Story = {
  render: () => <TextRevealDemo />,
  // The words wait faint at the top and are all lit once the panel is scrolled to its end; with
  // reduced motion they are lit from the start. Either way the sentence is read once, whole.
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector<HTMLElement>('[data-slot="text-reveal"]')
    const panel = section?.parentElement
    if (!section || !panel) throw new Error('no text reveal')
    const words = [...section.querySelectorAll<HTMLElement>('[data-word] > span')]
    const opacity = (word: HTMLElement) => Number(getComputedStyle(word).opacity)
    await expect(section.querySelector('.sr-only')?.textContent).toBe(words.map((word) => word.textContent).join(' '))
    if (document.documentElement.hasAttribute('data-reduced-motion')) {
      for (const word of words) await expect(opacity(word)).toBe(1)
      return
    }
    const last = words.at(-1)
    if (!last) throw new Error('no words')
    await expect(opacity(last)).toBe(0)
    panel.scrollTop = panel.scrollHeight
    await waitFor(() => expect(words.map(opacity)).toEqual(words.map(() => 1)), { timeout: 15_000 })
  },
}
