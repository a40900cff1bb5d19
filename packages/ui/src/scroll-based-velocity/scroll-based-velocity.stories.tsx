import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import ScrollBasedVelocityDemo from './examples/scroll-based-velocity-demo'
import ScrollBasedVelocityDemo2 from './examples/scroll-based-velocity-demo-2'
import { ScrollVelocityContainer, ScrollVelocityRow, VelocityScroll } from './scroll-based-velocity'

const meta = {
  title: 'Text Animations/Scroll Based Velocity',
  component: ScrollVelocityRow,
  args: { baseVelocity: 5, direction: 1, scrollReactivity: true },
  argTypes: { direction: { control: 'inline-radio', options: [1, -1] } },
  render: (args) => (
    <ScrollVelocityContainer className="w-[36rem] max-w-full text-4xl font-bold">
      <ScrollVelocityRow {...args}>Scroll Based Velocity</ScrollVelocityRow>
    </ScrollVelocityContainer>
  ),
} satisfies Meta<typeof ScrollVelocityRow>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Demo: Story = {
  render: () => <ScrollBasedVelocityDemo />,
  // Each row fills its width with repeats hidden from screen readers, and drifts, the first one
  // leftwards; with reduced motion the rows stand still.
  play: async ({ canvasElement }) => {
    const rows = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="scroll-velocity-row"]')]
    const [first, second] = rows
    if (!first || !second) throw new Error('no rows')
    const strip = (row: HTMLElement) => row.firstElementChild as HTMLElement
    const offset = (row: HTMLElement) => new DOMMatrixReadOnly(getComputedStyle(strip(row)).transform).m41
    for (const row of rows) {
      const [first, repeats] = [...strip(row).children] as HTMLElement[]
      if (!first || !repeats) throw new Error('no copies')
      await expect(first.hasAttribute('aria-hidden')).toBe(false)
      await expect(repeats.getAttribute('aria-hidden')).toBe('true')
      // Measured and filled: the repeats cover the row, so a whole row of copies follows the first
      // one wherever the loop stands, and no gap ever shows.
      await waitFor(() => expect(repeats.offsetWidth).toBeGreaterThanOrEqual(row.clientWidth - 1))
    }
    if (document.documentElement.hasAttribute('data-reduced-motion')) {
      await expect(first.dataset.state).toBe('still')
      const still = offset(first)
      await new Promise((resolve) => setTimeout(resolve, 300))
      await expect(offset(first)).toBe(still)
      return
    }
    await waitFor(() => expect(first.dataset.state).toBe('running'))
    const start = rows.map(offset)
    await waitFor(
      () => {
        expect(offset(first)).toBeLessThan(start[0] ?? 0)
        expect(offset(second)).not.toBe(start[1])
      },
      { timeout: 15_000 },
    )
  },
}

export const Images: Story = { render: () => <ScrollBasedVelocityDemo2 /> }

export const Legacy: Story = {
  render: () => (
    <VelocityScroll defaultVelocity={5} numRows={2} className="w-[36rem] max-w-full">
      Velocity Scroll
    </VelocityScroll>
  ),
}
