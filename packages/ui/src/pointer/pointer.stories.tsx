import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import PointerDemo from './examples/pointer-demo'
import { Pointer } from './pointer'

const meta = {
  title: 'Components/Pointer',
  component: Pointer,
  args: { className: 'fill-violet-500' },
  render: (args) => (
    <div className="flex h-48 w-80 items-center justify-center rounded-xl border border-zinc-950/10 text-sm dark:border-white/10">
      Hover here
      <Pointer {...args} />
    </div>
  ),
} satisfies Meta<typeof Pointer>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Demo: Story = {
  render: () => <PointerDemo />,
  // A mouse over a card brings in the custom pointer with an animation and hides the system cursor;
  // with reduced motion nothing changes.
  play: async ({ canvasElement }) => {
    const area = canvasElement.querySelector<HTMLElement>('[data-slot="pointer-anchor"]')?.parentElement
    if (!area) throw new Error('no pointer area')
    const box = area.getBoundingClientRect()
    area.dispatchEvent(
      new PointerEvent('pointerenter', { pointerType: 'mouse', clientX: box.left + 20, clientY: box.top + 20 }),
    )
    if (document.documentElement.hasAttribute('data-reduced-motion')) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      await expect(area.querySelector('[data-slot="pointer"]')).toBeNull()
      await expect(getComputedStyle(area).cursor).not.toBe('none')
      return
    }
    await waitFor(() => expect(area.querySelector('[data-slot="pointer"]')).not.toBeNull())
    const pointer = area.querySelector<HTMLElement>('[data-slot="pointer"]')
    // motion starts the entrance on the next frame, as a browser animation the page can see.
    await waitFor(() => expect(pointer?.getAnimations().length).toBeGreaterThan(0))
    await expect(getComputedStyle(area).cursor).toBe('none')
    area.dispatchEvent(new PointerEvent('pointerleave', { pointerType: 'mouse' }))
    await expect(getComputedStyle(area).cursor).not.toBe('none')
  },
}
