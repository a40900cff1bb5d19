import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import InteractiveGridPatternDemo from './examples/interactive-grid-pattern-demo'
import InteractiveGridPatternDemo2 from './examples/interactive-grid-pattern-demo-2'
import { InteractiveGridPattern } from './interactive-grid-pattern'

const meta = {
  title: 'Backgrounds/Interactive Grid Pattern',
  component: InteractiveGridPattern,
  args: { width: 40, height: 40, squares: [24, 24] },
  render: (args) => (
    <div className="relative h-80 w-full max-w-2xl overflow-hidden rounded-xl border">
      <InteractiveGridPattern {...args} />
    </div>
  ),
} satisfies Meta<typeof InteractiveGridPattern>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Demo: Story = {
  render: () => <InteractiveGridPatternDemo />,
  // The square under the pointer lights up and goes dark when the pointer moves on or leaves; the
  // grid is hidden from assistive technology and has no tab stop. Reduced motion changes nothing.
  play: async ({ canvasElement }) => {
    const grid = canvasElement.querySelector<SVGSVGElement>('[data-slot="interactive-grid-pattern"]')
    if (!grid) throw new Error('no interactive grid pattern')
    await expect(grid.getAttribute('aria-hidden')).toBe('true')
    await expect(grid.querySelectorAll('[tabindex]')).toHaveLength(0)
    await expect(getComputedStyle(grid).pointerEvents).not.toBe('none')
    const squares = [...grid.querySelectorAll<SVGRectElement>('[data-index]')]
    await expect(squares).toHaveLength(576)
    const lit = () => squares.filter((square) => square.hasAttribute('data-hovered'))
    const [first, second] = [squares[24 * 6 + 8], squares[24 * 6 + 9]] as [SVGRectElement, SVGRectElement]

    await userEvent.hover(first)
    await waitFor(() => expect(lit()).toEqual([first]))
    await waitFor(() => expect(getComputedStyle(first).fill).not.toBe('rgba(0, 0, 0, 0)'))
    await userEvent.hover(second)
    await waitFor(() => expect(lit()).toEqual([second]))
    await userEvent.unhover(second)
    await waitFor(() => expect(lit()).toEqual([]))
  },
}

export const Colourful: Story = { render: () => <InteractiveGridPatternDemo2 /> }
