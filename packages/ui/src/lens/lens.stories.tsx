import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import LensDemo from './examples/lens-demo'
import LensDemo2 from './examples/lens-demo-2'
import LensDemo3 from './examples/lens-demo-3'
import { Lens } from './lens'

const meta = {
  title: 'Components/Lens',
  component: Lens,
  args: {
    zoomFactor: 2,
    lensSize: 150,
    isStatic: false,
    duration: 0.1,
    lensColor: 'black',
    ariaLabel: 'Playground',
    children: null,
  },
  render: (args) => (
    <Lens {...args} className="w-80">
      <div className="flex aspect-video items-center justify-center bg-gradient-to-br from-sky-100 to-violet-200 p-4 text-xs text-zinc-900">
        Tiny words become readable under the lens.
      </div>
    </Lens>
  ),
} satisfies Meta<typeof Lens>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Demo: Story = {
  render: () => <LensDemo />,
  // A mouse entering the picture brings the lens in with a transition; reduced motion shows it at once.
  play: async ({ canvasElement }) => {
    const region = canvasElement.querySelector<HTMLElement>('[data-slot="lens"]')
    const glass = canvasElement.querySelector<HTMLElement>('[data-slot="lens-glass"]')
    if (!region || !glass) throw new Error('no lens')
    const box = region.getBoundingClientRect()
    const at = { bubbles: true, pointerType: 'mouse', clientX: box.left + 40, clientY: box.top + 30 }
    region.dispatchEvent(new PointerEvent('pointerover', at))
    region.dispatchEvent(new PointerEvent('pointermove', at))
    await waitFor(() => expect(glass.dataset.state).toBe('open'))
    await expect(glass.style.translate).toBe('40px 30px')
    const animating = glass.getAnimations().length > 0
    await expect(animating).toBe(!document.documentElement.hasAttribute('data-reduced-motion'))
  },
}
export const StaticLens: Story = { render: () => <LensDemo2 /> }
export const DefaultPosition: Story = { render: () => <LensDemo3 /> }
