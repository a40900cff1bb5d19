import type { Meta, StoryObj } from '@storybook/react-vite'
import * as React from 'react'
import { expect, waitFor } from 'storybook/test'
import SmoothCursorDemo from './examples/smooth-cursor-demo'
import { SmoothCursor } from './smooth-cursor'

function Scoped(props: React.ComponentProps<typeof SmoothCursor>) {
  const area = React.useRef<HTMLDivElement>(null)
  return (
    <div
      ref={area}
      className="flex h-48 w-80 items-center justify-center rounded-xl border border-zinc-950/10 text-sm dark:border-white/10"
    >
      Move the mouse here
      <SmoothCursor {...props} container={area} />
    </div>
  )
}

const meta = {
  title: 'Components/Smooth Cursor',
  component: SmoothCursor,
  args: { springConfig: { damping: 45, stiffness: 400, mass: 1, restDelta: 0.001 } },
  render: (args) => <Scoped {...args} />,
} satisfies Meta<typeof SmoothCursor>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Demo: Story = {
  render: () => <SmoothCursorDemo />,
  // A mouse moving over the panel fades the cursor in and hides the system one; a key brings the
  // system cursor back. Reduced motion renders nothing.
  play: async ({ canvasElement }) => {
    const cursor = canvasElement.querySelector<HTMLElement>('[data-slot="smooth-cursor"]')
    if (document.documentElement.hasAttribute('data-reduced-motion')) {
      await expect(cursor).toBeNull()
      return
    }
    const area = cursor?.parentElement
    if (!cursor || !area) throw new Error('no smooth cursor')
    const box = area.getBoundingClientRect()
    const at = { bubbles: true, pointerType: 'mouse', clientX: box.left + 50, clientY: box.top + 50 }
    area.dispatchEvent(new PointerEvent('pointermove', at))
    await waitFor(() => expect(cursor.dataset.state).toBe('visible'))
    await expect(cursor.firstElementChild?.getAnimations().length).toBeGreaterThan(0)
    await expect(getComputedStyle(area).cursor).toBe('none')
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }))
    await waitFor(() => expect(cursor.dataset.state).toBe('hidden'))
    await expect(getComputedStyle(area).cursor).not.toBe('none')
  },
}
