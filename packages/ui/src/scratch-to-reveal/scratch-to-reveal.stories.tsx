import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import ScratchToRevealDemo from './examples/scratch-to-reveal-demo'
import { ScratchToReveal } from './scratch-to-reveal'

const meta = {
  title: 'Special Effects/Scratch To Reveal',
  component: ScratchToReveal,
  args: {
    width: 250,
    height: 250,
    minScratchPercentage: 50,
    gradientColors: ['#A97CF8', '#F38CB8', '#FDCC92'],
    className: 'rounded-2xl border bg-zinc-100 dark:bg-zinc-900',
    children: <p className="text-5xl font-semibold">You won!</p>,
    onComplete: fn(),
  },
} satisfies Meta<typeof ScratchToReveal>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Demo: Story = {
  render: () => <ScratchToRevealDemo />,
  // A stroke across the middle clears part of the cover; the keyboard button then reveals the rest
  // (the reveal animation only runs without reduced motion).
  play: async ({ canvasElement }) => {
    const cover = canvasElement.querySelector<HTMLCanvasElement>('[data-slot="scratch-to-reveal-cover"]')
    const content = canvasElement.querySelector<HTMLElement>('[data-slot="scratch-to-reveal-content"]')
    if (!cover || !content) throw new Error('no scratch card')
    await expect(content.getAttribute('aria-hidden')).toBe('true')
    await expect(cover.width).toBe(Math.round(250 * Math.min(window.devicePixelRatio || 1, 3)))
    const box = cover.getBoundingClientRect()
    const at = (x: number) => ({
      bubbles: true,
      pointerId: 7,
      pointerType: 'touch',
      button: 0,
      clientX: x,
      clientY: box.y + box.height / 2,
    })
    cover.dispatchEvent(new PointerEvent('pointerdown', at(box.x + 5)))
    cover.dispatchEvent(new PointerEvent('pointermove', at(box.right - 5)))
    cover.dispatchEvent(new PointerEvent('pointerup', at(box.right - 5)))
    // Synthesized events are no active pointer to Chromium, so pointer capture is refused here: the
    // stroke must still run. It clears the middle and leaves the top edge covered.
    const alphaAt = (x: number, y: number) => cover.getContext('2d')?.getImageData(x, y, 1, 1).data[3]
    await expect(alphaAt(cover.width / 2, cover.height / 2)).toBe(0)
    await expect(alphaAt(cover.width / 2, 2)).toBe(255)
    const button = canvasElement.querySelector<HTMLButtonElement>('[data-slot="scratch-to-reveal-button"]')
    button?.focus()
    button?.click()
    await waitFor(() => expect(content.getAttribute('aria-hidden')).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(content))
    const animating = content.getAnimations().length > 0
    await expect(animating).toBe(!document.documentElement.hasAttribute('data-reduced-motion'))
  },
}
