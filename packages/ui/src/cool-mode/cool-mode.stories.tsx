import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { CoolMode } from './cool-mode'
import CoolModeDemo from './examples/cool-mode-demo'
import CoolModeDemo2 from './examples/cool-mode-demo-2'

const meta = {
  title: 'Special Effects/Cool Mode',
  component: CoolMode,
  args: {
    options: { particle: 'circle', particleCount: 45 },
    respectReducedMotion: true,
    children: (
      <button
        type="button"
        className="rounded-md bg-zinc-900 px-4 py-2 text-sm text-white dark:bg-white dark:text-zinc-900"
      >
        Press and hold
      </button>
    ),
  },
} satisfies Meta<typeof CoolMode>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

const layer = () => document.querySelector('[data-slot="cool-mode-layer"]')

export const Demo: Story = {
  render: () => <CoolModeDemo />,
  // Pressing the button sprays particles that later fall away with the layer; reduced motion: none.
  play: async ({ canvasElement }) => {
    const button = canvasElement.querySelector('button')
    if (!button) throw new Error('no button')
    const box = button.getBoundingClientRect()
    const at = { bubbles: true, button: 0, pointerType: 'mouse', clientX: box.x + 10, clientY: box.y + 10 }
    button.dispatchEvent(new PointerEvent('pointerdown', at))
    await new Promise((resolve) => setTimeout(resolve, 200))
    button.dispatchEvent(new PointerEvent('pointerup', at))
    if (document.documentElement.hasAttribute('data-reduced-motion')) {
      await expect(layer()).toBeNull()
      return
    }
    await expect(layer()?.childElementCount).toBeGreaterThan(0)
    await expect(layer()?.getAttribute('aria-hidden')).toBe('true')
    await waitFor(() => expect(layer()).toBeNull(), { timeout: 8000 })
  },
}

export const CustomParticle: Story = { render: () => <CoolModeDemo2 /> }
