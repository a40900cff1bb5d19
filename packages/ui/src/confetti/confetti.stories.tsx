import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { Confetti, ConfettiButton } from './confetti'
import ConfettiDemo from './examples/confetti-demo'
import ConfettiDemo2 from './examples/confetti-demo-2'
import ConfettiDemo3 from './examples/confetti-demo-3'

const meta = {
  title: 'Special Effects/Confetti',
  component: ConfettiButton,
  args: { children: 'Confetti 🎉', options: { particleCount: 80, spread: 70 }, respectReducedMotion: true },
} satisfies Meta<typeof ConfettiButton>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

/** canvas-confetti draws on a page-wide canvas it adds to the body while a burst is in flight. */
const pageCanvas = () => [...document.body.children].find((node) => node instanceof HTMLCanvasElement)

export const Demo: Story = {
  render: () => <ConfettiDemo />,
  // A decorative canvas, and a real button anyone can reach to fire it.
  play: async ({ canvasElement }) => {
    const canvas = canvasElement.querySelector<HTMLCanvasElement>('[data-slot="confetti"]')
    if (!canvas) throw new Error('no confetti canvas')
    await expect(canvas.getAttribute('aria-hidden')).toBe('true')
    const button = [...canvasElement.querySelectorAll('button')].find((node) => node.textContent === 'Celebrate')
    button?.focus()
    await expect(document.activeElement).toBe(button)
  },
}

// The page-wide canvas appears for a burst, and never with reduced motion.
export const Button: Story = {
  render: () => <ConfettiDemo2 />,
  play: async ({ canvasElement }) => {
    // Watched from before the click: the canvas lives only as long as the burst, and on a busy
    // machine the library can take seconds to load, so polling could miss it or give up first.
    let appeared = false
    const observer = new MutationObserver(() => {
      appeared ||= pageCanvas() !== undefined
    })
    observer.observe(document.body, { childList: true })
    canvasElement.querySelector('button')?.click()
    try {
      if (document.documentElement.hasAttribute('data-reduced-motion')) {
        await new Promise((resolve) => setTimeout(resolve, 300))
        await expect(appeared || pageCanvas() !== undefined).toBe(false)
        return
      }
      // A bound for a stalled burst, not its pace.
      await waitFor(() => expect(appeared).toBe(true), { timeout: 15_000 })
    } finally {
      observer.disconnect()
    }
  },
}

export const Stars: Story = { render: () => <ConfettiDemo3 /> }

export const Canvas: Story = {
  render: () => <Confetti manualstart={false} className="h-64 w-full rounded-xl border" />,
}
