import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import HexagonPatternDemo from './examples/hexagon-pattern-demo'
import HexagonPatternDemo2 from './examples/hexagon-pattern-demo-2'
import HexagonPatternDemo3 from './examples/hexagon-pattern-demo-3'
import HexagonPatternDemo4 from './examples/hexagon-pattern-demo-4'
import { HexagonPattern } from './hexagon-pattern'

const meta = {
  title: 'Backgrounds/Hexagon Pattern',
  component: HexagonPattern,
  args: { radius: 40, gap: 0, x: -1, y: -1, direction: 'horizontal', strokeDasharray: '0', hexagons: [] },
  argTypes: { direction: { control: 'inline-radio', options: ['horizontal', 'vertical'] } },
  render: (args) => (
    <div className="relative h-80 w-[40rem] max-w-full overflow-hidden rounded-xl border">
      <HexagonPattern {...args} />
    </div>
  ),
} satisfies Meta<typeof HexagonPattern>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Demo: Story = {
  render: () => <HexagonPatternDemo />,
  // A still, decorative honeycomb: painted from its own pattern, its nine hexagons filled, nothing animating.
  play: async ({ canvasElement }) => {
    const honeycomb = canvasElement.querySelector<SVGSVGElement>('[data-slot="hexagon-pattern"]')
    if (!honeycomb) throw new Error('no hexagon pattern')
    await expect(honeycomb.getAttribute('aria-hidden')).toBe('true')
    await expect(getComputedStyle(honeycomb).pointerEvents).toBe('none')
    const fill = honeycomb.querySelector(':scope > rect')?.getAttribute('fill') ?? ''
    const id = /^url\(#(.+)\)$/.exec(fill)?.[1]
    await expect(id && honeycomb.querySelector(`pattern[id="${id}"]`)).toBeTruthy()
    const filled = [...honeycomb.querySelectorAll<SVGPolygonElement>('[data-hexagon]')]
    await expect(filled).toHaveLength(9)
    // Each filled hexagon is a regular hexagon of the default radius, less the pixel that keeps it inside the lines.
    const box = filled[0]?.getBBox()
    await expect(Math.round(box?.width ?? 0)).toBe(78)
    await expect(Math.round(box?.height ?? 0)).toBe(Math.round(Math.sqrt(3) * 39))
    await expect(honeycomb.getAnimations({ subtree: true })).toHaveLength(0)
  },
}

export const LinearFade: Story = { render: () => <HexagonPatternDemo2 /> }
export const DashedStroke: Story = { render: () => <HexagonPatternDemo3 /> }
export const Spacing: Story = { render: () => <HexagonPatternDemo4 /> }
/** Pointy-topped hexagons, a few filled, coloured by fill and stroke classes. */
export const Vertical: Story = {
  args: {
    direction: 'vertical',
    radius: 28,
    hexagons: [
      [1, 1],
      [2, 2],
      [4, 1],
    ],
    className: 'fill-violet-500/30 stroke-violet-500/30',
  },
}
