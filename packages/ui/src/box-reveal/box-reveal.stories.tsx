import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { BoxReveal } from './box-reveal'
import BoxRevealDemo from './examples/box-reveal-demo'

const meta = {
  title: 'Text Animations/Box Reveal',
  component: BoxReveal,
  args: { width: 'fit-content', boxColor: '#5046e6', duration: 0.5 },
  argTypes: {
    width: { control: 'inline-radio', options: ['fit-content', '100%'] },
    boxColor: { control: 'color' },
  },
  render: (args) => (
    // Keyed by the args so every change plays the reveal again.
    <BoxReveal key={JSON.stringify(args)} {...args}>
      <p className="text-5xl font-semibold tracking-tight">Box Reveal</p>
    </BoxReveal>
  ),
} satisfies Meta<typeof BoxReveal>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Demo: Story = {
  render: () => <BoxRevealDemo />,
  // The boxes slide away (the state turns \`revealed\` when the box's transition ends) and leave the
  // content opaque; with reduced motion there is never a box and the content shows at once.
  play: async ({ canvasElement }) => {
    const reveals = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="box-reveal"]')]
    await expect(reveals).toHaveLength(4)
    const content = (reveal: HTMLElement) => reveal.querySelector<HTMLElement>('[data-slot="box-reveal-content"]')
    if (document.documentElement.hasAttribute('data-reduced-motion')) {
      for (const reveal of reveals) {
        await expect(reveal.dataset.state).toBe('static')
        await expect(reveal.querySelector('[data-slot="box-reveal-box"]')).toBeNull()
        await expect(getComputedStyle(content(reveal) as HTMLElement).opacity).toBe('1')
      }
      return
    }
    await waitFor(
      () => {
        for (const reveal of reveals) {
          expect(reveal.dataset.state).toBe('revealed')
          expect(reveal.querySelector('[data-slot="box-reveal-box"]')).toBeNull()
          expect(getComputedStyle(content(reveal) as HTMLElement).opacity).toBe('1')
        }
      },
      { timeout: 15_000 },
    )
  },
}
