import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { BorderBeam } from './border-beam'
import BorderBeamDemo from './examples/border-beam-demo'
import BorderBeamDemo2 from './examples/border-beam-demo-2'
import BorderBeamDemo3 from './examples/border-beam-demo-3'
import BorderBeamDemo4 from './examples/border-beam-demo-4'

const meta = {
  title: 'Special Effects/Border Beam',
  component: BorderBeam,
  args: {
    size: 50,
    duration: 6,
    delay: 0,
    colorFrom: '#ffaa40',
    colorTo: '#9c40ff',
    reverse: false,
    initialOffset: 0,
    borderWidth: 1,
  },
  argTypes: { colorFrom: { control: 'color' }, colorTo: { control: 'color' } },
  render: (args) => (
    <div className="relative flex h-48 w-80 items-center justify-center overflow-hidden rounded-xl border border-zinc-950/10 text-sm dark:border-white/10">
      Border Beam
      <BorderBeam {...args} />
    </div>
  ),
} satisfies Meta<typeof BorderBeam>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Demo: Story = {
  render: () => <BorderBeamDemo />,
  // The beam runs round the card as a CSS animation; with reduced motion it stays put.
  play: async ({ canvasElement }) => {
    const beam = canvasElement.querySelector<HTMLElement>('[data-slot="border-beam"]')
    if (!beam) throw new Error('no border beam')
    await expect(beam.getAttribute('aria-hidden')).toBe('true')
    await expect(getComputedStyle(beam).pointerEvents).toBe('none')
    if (document.documentElement.hasAttribute('data-reduced-motion')) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      await expect(beam.getAnimations({ subtree: true })).toHaveLength(0)
      return
    }
    await waitFor(() => expect(beam.getAnimations({ subtree: true })).toHaveLength(1))
  },
}

export const TwoBeams: Story = { render: () => <BorderBeamDemo2 /> }
export const Reverse: Story = { render: () => <BorderBeamDemo3 /> }
export const Spring: Story = { render: () => <BorderBeamDemo4 /> }
