import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import GridPatternDemo from './examples/grid-pattern-demo'
import GridPatternDemo2 from './examples/grid-pattern-demo-2'
import GridPatternDemo3 from './examples/grid-pattern-demo-3'
import { GridPattern } from './grid-pattern'

const meta = {
  title: 'Backgrounds/Grid Pattern',
  component: GridPattern,
  args: { width: 40, height: 40, x: -1, y: -1, strokeDasharray: '0', squares: [] },
  render: (args) => (
    <div className="relative h-80 w-full max-w-2xl overflow-hidden rounded-xl border">
      <GridPattern {...args} />
    </div>
  ),
} satisfies Meta<typeof GridPattern>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Demo: Story = {
  render: () => <GridPatternDemo />,
  // A still, decorative grid: painted from its own pattern, its ten cells filled, nothing animating.
  play: async ({ canvasElement }) => {
    const grid = canvasElement.querySelector<SVGSVGElement>('[data-slot="grid-pattern"]')
    if (!grid) throw new Error('no grid pattern')
    await expect(grid.getAttribute('aria-hidden')).toBe('true')
    await expect(getComputedStyle(grid).pointerEvents).toBe('none')
    const fill = grid.querySelector(':scope > rect')?.getAttribute('fill') ?? ''
    const id = /^url\(#(.+)\)$/.exec(fill)?.[1]
    await expect(id && grid.querySelector(`pattern[id="${id}"]`)).toBeTruthy()
    await expect(grid.querySelectorAll('[data-square]')).toHaveLength(10)
    // The pattern spans its parent; a skew moves it vertically only, so the width is the parent's.
    const parent = grid.parentElement as HTMLElement
    await expect(Math.round(grid.getBoundingClientRect().width)).toBe(parent.clientWidth)
    await expect(grid.getAnimations({ subtree: true })).toHaveLength(0)
  },
}

export const LinearFade: Story = { render: () => <GridPatternDemo2 /> }
export const DashedLines: Story = { render: () => <GridPatternDemo3 /> }
/** Filled cells and lines coloured by fill and stroke classes. */
export const Coloured: Story = {
  args: {
    squares: [
      [1, 1],
      [3, 2],
      [6, 1],
    ],
    className: 'fill-violet-500/30 stroke-violet-500/30',
  },
}
