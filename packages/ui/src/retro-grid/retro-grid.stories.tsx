import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import RetroGridDemo from './examples/retro-grid-demo'
import RetroGridDemo2 from './examples/retro-grid-demo-2'
import { RetroGrid } from './retro-grid'

const meta = {
  title: 'Backgrounds/Retro Grid',
  component: RetroGrid,
  args: { angle: 65, cellSize: 60, opacity: 0.5, lightLineColor: 'gray', darkLineColor: 'gray' },
  argTypes: { lightLineColor: { control: 'color' }, darkLineColor: { control: 'color' } },
  render: (args) => (
    <div className="relative h-96 w-[40rem] max-w-full overflow-hidden rounded-xl border">
      <RetroGrid {...args} />
    </div>
  ),
} satisfies Meta<typeof RetroGrid>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Demo: Story = {
  render: () => <RetroGridDemo />,
  // The plane slides by a transform animation, one cell per iteration; with reduced motion it stands still.
  play: async ({ canvasElement }) => {
    const grid = canvasElement.querySelector<HTMLElement>('[data-slot="retro-grid"]')
    const plane = grid?.querySelector<HTMLElement>('[data-slot="retro-grid-plane"]')
    if (!grid || !plane) throw new Error('no retro grid')
    await expect(grid.getAttribute('aria-hidden')).toBe('true')
    await expect(getComputedStyle(grid).pointerEvents).toBe('none')
    await expect(getComputedStyle(grid).opacity).toBe('0.5')
    await expect(getComputedStyle(plane).backgroundImage).toContain('linear-gradient')
    if (document.documentElement.hasAttribute('data-reduced-motion')) {
      await expect(grid.dataset.state).toBe('still')
      const before = getComputedStyle(plane).transform
      await new Promise((resolve) => setTimeout(resolve, 300))
      await expect(grid.getAnimations({ subtree: true })).toHaveLength(0)
      await expect(getComputedStyle(plane).transform).toBe(before)
      return
    }
    await expect(grid.dataset.state).toBe('running')
    await waitFor(() => expect(grid.getAnimations({ subtree: true })).toHaveLength(1))
    const before = getComputedStyle(plane).transform
    // The first frame of a plane this large can take a while to raster in a software-rendered browser.
    await waitFor(() => expect(getComputedStyle(plane).transform).not.toBe(before), { timeout: 15_000 })
  },
}

export const NeonLines: Story = { render: () => <RetroGridDemo2 /> }
