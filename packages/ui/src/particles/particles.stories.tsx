import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import ParticlesDemo from './examples/particles-demo'
import { Particles } from './particles'

const meta = {
  title: 'Special Effects/Particles',
  component: Particles,
  args: {
    quantity: 100,
    staticity: 50,
    ease: 50,
    size: 0.4,
    refresh: false,
    color: '#ffffff',
    vx: 0,
    vy: 0,
  },
  argTypes: { color: { control: 'color' } },
  render: (args) => (
    <div className="relative h-80 w-[32rem] max-w-full overflow-hidden rounded-xl bg-zinc-950">
      <Particles {...args} className="absolute inset-0" />
    </div>
  ),
} satisfies Meta<typeof Particles>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Demo: Story = {
  render: () => <ParticlesDemo />,
  // The field in view sizes its canvas to the box in device pixels and runs, or draws one still
  // frame under reduced motion; the other theme's field stays hidden and never starts.
  play: async ({ canvasElement }) => {
    const fields = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="particles"]')]
    const shown = fields.find((field) => field.offsetParent !== null)
    const canvas = shown?.querySelector('canvas')
    if (!shown || !canvas) throw new Error('no particles on screen')
    await expect(shown.getAttribute('aria-hidden')).toBe('true')
    const expected = document.documentElement.hasAttribute('data-reduced-motion') ? 'still' : 'running'
    await waitFor(() => expect(shown.dataset.state).toBe(expected))
    // The state shows at React's commit; the canvas is sized in the effect that runs just after it.
    const ratio = window.devicePixelRatio
    await waitFor(() => {
      expect(canvas.width).toBe(Math.max(1, Math.round(shown.offsetWidth * ratio)))
      expect(canvas.height).toBe(Math.max(1, Math.round(shown.offsetHeight * ratio)))
    })
    for (const field of fields) if (field !== shown) await expect(field.dataset.state).toBe('paused')
  },
}
