import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import HighlighterDemo from './examples/highlighter-demo'
import HighlighterDemo2 from './examples/highlighter-demo-2'
import HighlighterDemo3 from './examples/highlighter-demo-3'
import { Highlighter } from './highlighter'

const meta = {
  title: 'Text Animations/Highlighter',
  component: Highlighter,
  args: {
    children: 'Highlighter',
    action: 'highlight',
    color: '#87CEFA',
    strokeWidth: 1.5,
    animationDuration: 600,
    iterations: 2,
    padding: 2,
    multiline: true,
    isView: false,
  },
  render: (args) => (
    <p className="text-2xl text-foreground">
      <Highlighter key={JSON.stringify(args)} {...args} className="text-zinc-950" />
    </p>
  ),
} satisfies Meta<typeof Highlighter>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

/** The union of the mark's strokes, as the browser lays them out. */
function markBounds(mark: SVGSVGElement) {
  const boxes = [...mark.querySelectorAll('path')].map((path) => path.getBoundingClientRect())
  return {
    left: Math.min(...boxes.map((box) => box.left)),
    right: Math.max(...boxes.map((box) => box.right)),
    top: Math.min(...boxes.map((box) => box.top)),
    bottom: Math.max(...boxes.map((box) => box.bottom)),
  }
}

export const Demo: Story = {
  render: () => <HighlighterDemo />,
  // Each mark sits on its own words: the underline just below them, the highlight across them. The
  // strokes draw on, except with reduced motion, where they are finished from the start.
  play: async ({ canvasElement }) => {
    const [underline, highlight] = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="highlighter"]')]
    if (!underline || !highlight) throw new Error('no highlighters')
    const mark = (element: HTMLElement) =>
      element.querySelector<SVGSVGElement>('[data-slot="highlighter-mark"]') as SVGSVGElement
    await waitFor(() => expect(mark(highlight).querySelectorAll('path')).toHaveLength(2))
    const animations = [...mark(highlight).querySelectorAll('path')].flatMap((path) => path.getAnimations())
    if (document.documentElement.hasAttribute('data-reduced-motion')) await expect(animations).toHaveLength(0)
    else await expect(animations.length).toBeGreaterThan(0)

    // A path's box is its line, not its stroke: the band runs through the middle of the words,
    // as wide as the words and padding, its stroke as tall as they are.
    const words = highlight.getBoundingClientRect()
    const band = markBounds(mark(highlight))
    await expect(Math.abs(band.left - (words.left - 2))).toBeLessThan(3)
    await expect(Math.abs(band.right - (words.right + 2))).toBeLessThan(3)
    await expect(Math.abs((band.top + band.bottom) / 2 - (words.top + words.bottom) / 2)).toBeLessThan(3)
    const thickness = Number(mark(highlight).querySelector('path')?.getAttribute('stroke-width'))
    await expect(Math.abs(thickness - words.height)).toBeLessThan(1)

    const underlined = underline.getBoundingClientRect()
    const line = markBounds(mark(underline))
    await expect(line.top).toBeGreaterThan(underlined.bottom - 2)
    await expect(line.bottom).toBeLessThan(underlined.bottom + 8)
    // The highlight is painted under the text: the text is what the middle of the words shows.
    const hit = document.elementFromPoint(words.left + words.width / 2, words.top + words.height / 2)
    await expect(highlight.contains(hit)).toBe(true)
    await expect(hit?.closest('svg')).toBeNull()
  },
}

export const EveryMark: Story = { render: () => <HighlighterDemo2 /> }

export const AcrossLinesWhenInView: Story = {
  render: () => (
    <div className="pt-[120vh] pb-[60vh]">
      <HighlighterDemo3 />
    </div>
  ),
  // Below the fold nothing is drawn; scrolled into view, the long highlight wraps, and every line it
  // runs over gets its own stroke (two passes each).
  play: async ({ canvasElement }) => {
    const highlight = canvasElement.querySelector<HTMLElement>('[data-action="highlight"]')
    if (!highlight) throw new Error('no highlight')
    await new Promise((resolve) => setTimeout(resolve, 300))
    await expect(highlight.querySelectorAll('path')).toHaveLength(0)
    highlight.scrollIntoView({ block: 'center' })
    const lines = highlight.getClientRects().length
    await expect(lines).toBeGreaterThan(1)
    await waitFor(() => expect(highlight.querySelectorAll('path')).toHaveLength(lines * 2))
    window.scrollTo(0, 0)
  },
}
