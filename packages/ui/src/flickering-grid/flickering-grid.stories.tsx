import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import FlickeringGridDemo from './examples/flickering-grid-demo'
import FlickeringGridDemo2 from './examples/flickering-grid-demo-2'
import { FlickeringGrid } from './flickering-grid'

const meta = {
  title: 'Backgrounds/Flickering Grid',
  component: FlickeringGrid,
  args: { squareSize: 4, gridGap: 6, flickerChance: 0.3, color: 'rgb(0, 0, 0)', maxOpacity: 0.3 },
  argTypes: { color: { control: 'color' } },
  render: (args) => (
    <div className="relative h-80 w-[32rem] max-w-full overflow-hidden rounded-xl border bg-white">
      <FlickeringGrid {...args} className="absolute inset-0" />
    </div>
  ),
} satisfies Meta<typeof FlickeringGrid>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

/** Every pixel of the canvas, to compare two moments. */
function pixels(canvas: HTMLCanvasElement) {
  const context = canvas.getContext('2d')
  if (!context) throw new Error('no 2d context')
  return context.getImageData(0, 0, canvas.width, canvas.height).data
}

function differs(a: Uint8ClampedArray, b: Uint8ClampedArray) {
  for (let index = 3; index < a.length; index += 4) if (a[index] !== b[index]) return true
  return false
}

export const Demo: Story = {
  render: () => <FlickeringGridDemo />,
  // The grid sizes its canvas to the box in device pixels and draws squares; with full motion its
  // pixels keep changing, with reduced motion the one still frame stays as it is.
  play: async ({ canvasElement }) => {
    const grid = canvasElement.querySelector<HTMLElement>('[data-slot="flickering-grid"]')
    const canvas = grid?.querySelector('canvas')
    if (!grid || !canvas) throw new Error('no flickering grid')
    await expect(grid.getAttribute('aria-hidden')).toBe('true')
    await expect(getComputedStyle(grid).pointerEvents).toBe('none')
    const reduced = document.documentElement.hasAttribute('data-reduced-motion')
    await waitFor(() => expect(grid.dataset.state).toBe(reduced ? 'still' : 'running'))
    const ratio = window.devicePixelRatio
    await waitFor(() => {
      expect(canvas.width).toBe(Math.max(1, Math.round(grid.clientWidth * ratio)))
      expect(canvas.height).toBe(Math.max(1, Math.round(grid.clientHeight * ratio)))
    })
    const before = pixels(canvas)
    await expect(before.some((value, index) => index % 4 === 3 && value > 0)).toBe(true)
    if (reduced) {
      await new Promise((resolve) => setTimeout(resolve, 400))
      await expect(differs(before, pixels(canvas))).toBe(false)
      return
    }
    await waitFor(() => expect(differs(before, pixels(canvas))).toBe(true), { timeout: 15_000 })
  },
}

export const RoundedFade: Story = { render: () => <FlickeringGridDemo2 /> }
