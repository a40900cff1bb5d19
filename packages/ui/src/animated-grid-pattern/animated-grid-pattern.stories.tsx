import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { AnimatedGridPattern } from './animated-grid-pattern'
import AnimatedGridPatternDemo from './examples/animated-grid-pattern-demo'
import AnimatedGridPatternDemo2 from './examples/animated-grid-pattern-demo-2'

const meta = {
  title: 'Backgrounds/Animated Grid Pattern',
  component: AnimatedGridPattern,
  args: {
    width: 40,
    height: 40,
    x: -1,
    y: -1,
    strokeDasharray: 0,
    numSquares: 50,
    maxOpacity: 0.5,
    duration: 4,
    repeatDelay: 0.5,
  },
  render: (args) => (
    <div className="relative h-80 w-full max-w-2xl overflow-hidden rounded-xl border">
      <AnimatedGridPattern {...args} />
    </div>
  ),
} satisfies Meta<typeof AnimatedGridPattern>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

const opacityOnly = new Set(['offset', 'computedOffset', 'easing', 'composite', 'opacity'])

export const Demo: Story = {
  render: () => <AnimatedGridPatternDemo />,
  // Once the grid has measured itself its thirty squares fade by opacity animations alone; with
  // reduced motion they stand still, visible, and nothing animates.
  play: async ({ canvasElement }) => {
    const grid = canvasElement.querySelector<SVGSVGElement>('[data-slot="animated-grid-pattern"]')
    if (!grid) throw new Error('no animated grid pattern')
    await expect(grid.getAttribute('aria-hidden')).toBe('true')
    await expect(getComputedStyle(grid).pointerEvents).toBe('none')
    await waitFor(() => expect(grid.querySelectorAll('[data-square]')).toHaveLength(30))
    const squares = [...grid.querySelectorAll<SVGRectElement>('[data-square]')]
    if (document.documentElement.hasAttribute('data-reduced-motion')) {
      await expect(grid.dataset.state).toBe('still')
      await new Promise((resolve) => setTimeout(resolve, 100))
      await expect(grid.getAnimations({ subtree: true })).toHaveLength(0)
      for (const square of squares) await expect(Number(getComputedStyle(square).opacity)).toBeGreaterThan(0)
      return
    }
    await expect(grid.dataset.state).toBe('running')
    await waitFor(() => expect(grid.getAnimations({ subtree: true })).toHaveLength(30))
    for (const animation of grid.getAnimations({ subtree: true })) {
      const frames = (animation.effect as KeyframeEffect).getKeyframes()
      for (const frame of frames) for (const key of Object.keys(frame)) await expect(opacityOnly.has(key)).toBe(true)
    }
  },
}

export const ColouredSquares: Story = { render: () => <AnimatedGridPatternDemo2 /> }
