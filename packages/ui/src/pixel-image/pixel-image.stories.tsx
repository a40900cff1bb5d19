import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import PixelImageDemo from './examples/pixel-image-demo'
import PixelImageDemo2 from './examples/pixel-image-demo-2'
import { PixelImage } from './pixel-image'

const SAMPLE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="#0ea5e9"/><rect width="2" height="2" fill="#f43f5e"/><rect x="2" y="2" width="2" height="2" fill="#facc15"/></svg>',
)}`

const meta = {
  title: 'Special Effects/Pixel Image',
  component: PixelImage,
  args: {
    src: SAMPLE,
    grid: '6x4',
    grayscaleAnimation: true,
    pixelFadeInDuration: 1000,
    maxAnimationDelay: 1200,
    colorRevealDelay: 1300,
    alt: 'Coloured squares',
  },
  argTypes: { grid: { control: 'select', options: ['6x4', '8x8', '8x3', '4x6', '3x8'] } },
} satisfies Meta<typeof PixelImage>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Demo: Story = {
  render: () => <PixelImageDemo />,
  // On screen the pieces fade in as browser animations; with reduced motion the image is shown as is.
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector<HTMLElement>('[data-slot="pixel-image"]')
    const piece = frame?.querySelector<HTMLElement>('[data-slot="pixel-image-piece"]')
    if (!frame || !piece) throw new Error('no pixel image')
    await expect(frame.getAttribute('role')).toBe('img')
    if (document.documentElement.hasAttribute('data-reduced-motion')) {
      await expect(frame.dataset.state).toBe('static')
      await expect(piece.getAnimations()).toHaveLength(0)
      await expect(getComputedStyle(piece).opacity).toBe('1')
      return
    }
    await waitFor(() => expect(frame.dataset.state).toBe('playing'))
    await expect(piece.getAnimations().length).toBeGreaterThan(0)
    // The reveal fills \`both\` ways, so a finished animation stays in getAnimations() holding its last
    // frame: the reveal is over when every piece's fade and the colour have finished, not when they go.
    const reveal = frame.getAnimations({ subtree: true })
    await expect(reveal.length).toBeGreaterThan(1)
    await waitFor(() => expect(reveal.map((animation) => animation.playState)).not.toContain('running'), {
      timeout: 4000,
    })
    await expect(new Set(reveal.map((animation) => animation.playState))).toEqual(new Set(['finished']))
    await expect(getComputedStyle(piece).opacity).toBe('1')
  },
}

export const CustomGrid: Story = { render: () => <PixelImageDemo2 /> }
