import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import GlyphMatrixDemo from './examples/glyph-matrix-demo'
import GlyphMatrixDemo2 from './examples/glyph-matrix-demo-2'
import { GLYPH_MATRIX_MAX_RATIO, GlyphMatrix } from './glyph-matrix'

const meta = {
  title: 'Backgrounds/Glyph Matrix',
  component: GlyphMatrix,
  args: { glyphs: '01·•+*/\\<>=', cellSize: 14, mutationRate: 0.04, interval: 90, fadeBottom: 0.6, color: '#6B7280' },
  argTypes: { color: { control: 'color' } },
  render: (args) => (
    <div className="h-80 w-[32rem] max-w-full overflow-hidden rounded-xl border bg-background">
      <GlyphMatrix {...args} />
    </div>
  ),
} satisfies Meta<typeof GlyphMatrix>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

/** Every pixel of the canvas, to compare two moments. */
function pixels(canvas: HTMLCanvasElement) {
  const context = canvas.getContext('2d')
  if (!context) throw new Error('no 2d context')
  return context.getImageData(0, 0, canvas.width, canvas.height).data
}

function differs(a: Uint8ClampedArray, b: Uint8ClampedArray) {
  if (a.length !== b.length) return true
  for (let index = 0; index < a.length; index++) if (a[index] !== b[index]) return true
  return false
}

/** The colour of the most opaque pixel drawn, as [r, g, b]. */
function strongestColor(data: Uint8ClampedArray) {
  let best = 3
  for (let index = 3; index < data.length; index += 4) if ((data[index] ?? 0) > (data[best] ?? 0)) best = index
  return [data[best - 3], data[best - 2], data[best - 1]]
}

export const Demo: Story = {
  render: () => <GlyphMatrixDemo />,
  // The canvas is sized to its box in device pixels and draws glyphs in the text colour of the theme;
  // with full motion its pixels keep changing, with reduced motion the one still frame stays as it is.
  play: async ({ canvasElement }) => {
    const canvas = canvasElement.querySelector<HTMLCanvasElement>('[data-slot="glyph-matrix"]')
    if (!canvas) throw new Error('no glyph matrix')
    await expect(canvas.getAttribute('aria-hidden')).toBe('true')
    await expect(getComputedStyle(canvas).pointerEvents).toBe('none')
    const reduced = document.documentElement.hasAttribute('data-reduced-motion')
    await waitFor(() => expect(canvas.dataset.state).toBe(reduced ? 'still' : 'running'))
    const ratio = Math.min(window.devicePixelRatio, GLYPH_MATRIX_MAX_RATIO)
    await waitFor(() => {
      expect(canvas.width).toBe(Math.max(1, Math.round(canvas.clientWidth * ratio)))
      expect(canvas.height).toBe(Math.max(1, Math.round(canvas.clientHeight * ratio)))
    })
    const before = pixels(canvas)
    await expect(before.some((value, index) => index % 4 === 3 && value > 0)).toBe(true)
    const dark = document.documentElement.classList.contains('dark')
    // Zinc 950 or white, give or take what a translucent pixel loses when read back.
    const expected = dark ? [255, 255, 255] : [9, 9, 11]
    const drawn = strongestColor(before)
    for (const [channel, value] of expected.entries()) {
      await expect(Math.abs((drawn[channel] ?? 0) - value)).toBeLessThanOrEqual(8)
    }
    if (reduced) {
      await new Promise((resolve) => setTimeout(resolve, 400))
      await expect(differs(before, pixels(canvas))).toBe(false)
      return
    }
    await waitFor(() => expect(differs(before, pixels(canvas))).toBe(true), { timeout: 15_000 })
  },
}

export const CustomGlyphs: Story = { render: () => <GlyphMatrixDemo2 /> }
/** Symbols instead of the default glyphs, in larger cells without the fade. */
export const Symbols: Story = { args: { glyphs: '✦✧★☆', cellSize: 22, fadeBottom: 0, color: '#f59e0b' } }
