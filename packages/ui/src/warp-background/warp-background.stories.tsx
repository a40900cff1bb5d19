import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import WarpBackgroundDemo from './examples/warp-background-demo'
import { WarpBackground } from './warp-background'

const meta = {
  title: 'Backgrounds/Warp Background',
  component: WarpBackground,
  args: {
    perspective: 100,
    beamsPerSide: 3,
    beamSize: 5,
    beamDelayMax: 3,
    beamDelayMin: 0,
    beamDuration: 3,
    gridColor: 'var(--border)',
  },
  render: (args) => (
    <WarpBackground {...args}>
      <p className="w-64 text-center text-sm">Content in the middle of the tunnel</p>
    </WarpBackground>
  ),
} satisfies Meta<typeof WarpBackground>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Demo: Story = {
  render: () => <WarpBackgroundDemo />,
  // Twelve beams run as CSS transform animations and travel along their walls; with reduced motion
  // they rest in place and nothing animates.
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="warp-background"]')
    const tunnel = root?.querySelector<HTMLElement>('[data-slot="warp-background-tunnel"]')
    if (!root || !tunnel) throw new Error('no warp background')
    await expect(tunnel.getAttribute('aria-hidden')).toBe('true')
    await expect(getComputedStyle(tunnel).pointerEvents).toBe('none')
    const beams = [...tunnel.querySelectorAll<HTMLElement>('[data-warp-beam]')]
    await expect(beams).toHaveLength(12)
    const transforms = () => beams.map((beam) => getComputedStyle(beam).transform)
    const before = transforms()
    if (document.documentElement.hasAttribute('data-reduced-motion')) {
      await expect(root.dataset.state).toBe('still')
      await new Promise((resolve) => setTimeout(resolve, 500))
      await expect(tunnel.getAnimations({ subtree: true })).toHaveLength(0)
      await expect(transforms()).toEqual(before)
      return
    }
    await expect(root.dataset.state).toBe('running')
    await waitFor(() => expect(tunnel.getAnimations({ subtree: true })).toHaveLength(12))
    // The earliest beam sets off after a quarter of a second.
    await waitFor(() => expect(transforms()).not.toEqual(before), { timeout: 15_000 })
  },
}
