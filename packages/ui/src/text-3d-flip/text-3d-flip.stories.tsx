import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import Text3DFlipDemo from './examples/text-3d-flip-demo'
import Text3DFlipDemo2 from './examples/text-3d-flip-demo-2'
import Text3DFlipDemo3 from './examples/text-3d-flip-demo-3'
import { Text3DFlip } from './text-3d-flip'

const meta = {
  title: 'Text Animations/Text 3D Flip',
  component: Text3DFlip,
  args: {
    children: 'Text 3D Flip',
    rotateDirection: 'right',
    staggerDuration: 0.05,
    staggerFrom: 'first',
    className: 'text-4xl font-bold',
    textClassName: 'bg-background text-foreground',
    flipTextClassName: 'bg-background text-sky-700 dark:text-sky-400',
  },
} satisfies Meta<typeof Text3DFlip>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Demo: Story = {
  render: () => <Text3DFlipDemo />,
  // Hovering rolls the letters, which end where they started; with reduced motion they stay still.
  // The text keeps its size and place throughout, and reads once for screen readers.
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="text-3d-flip"]')
    if (!root) throw new Error('no text 3d flip')
    await expect(root.querySelector('.sr-only')?.textContent).toBe('Stay curious, ship often')
    const cubes = [...root.querySelectorAll<HTMLElement>('[data-slot="text-3d-flip-char"]')]
    const first = cubes[0] as HTMLElement
    const last = cubes.at(-1) as HTMLElement
    // The browser's pointer may rest where an earlier story left it, over the text, and the browser
    // tells the page so when it next lays out: a roll can start at any moment after mount. So the
    // resting look is read in one go, at a moment when no roll is under way and every letter has
    // its last quarter turn written back (motion writes it a frame after the state says idle).
    let box: DOMRect | undefined
    await waitFor(
      () => {
        expect(root.dataset.state).toBe('idle')
        expect(cubes.filter((cube) => !['', 'none'].includes(cube.style.transform))).toEqual([])
        // The resting face fills its letter's box: a line tall.
        const lineHeight = Number.parseFloat(getComputedStyle(first).lineHeight)
        expect(Math.abs(first.getBoundingClientRect().height - lineHeight)).toBeLessThan(1)
        box = root.getBoundingClientRect()
      },
      { timeout: 15_000 },
    )
    if (!box) throw new Error('the text never came to rest')
    await userEvent.hover(first)
    if (document.documentElement.hasAttribute('data-reduced-motion')) {
      await expect(root.dataset.state).toBe('idle')
      await expect(last.getAnimations()).toHaveLength(0)
      await expect(last.style.transform).toBe('')
      return
    }
    await expect(root.dataset.state).toBe('flipping')
    // Mid-roll, a letter is turned part of the way.
    await waitFor(() => expect(first.style.transform).toMatch(/rotateX\((?!0deg)/))
    await waitFor(() => expect(root.dataset.state).toBe('idle'), { timeout: 15_000 })
    // The quarter turn back is written at motion's next frame, which on a busy machine can come
    // after the state has already said idle.
    await waitFor(() => expect(last.style.transform).toBe('none'), { timeout: 15_000 })
    const after = root.getBoundingClientRect()
    await expect([after.width, after.height]).toEqual([box.width, box.height])
  },
}

export const StaggerFromCenter: Story = { render: () => <Text3DFlipDemo2 /> }

export const SidewaysFromTheLast: Story = { render: () => <Text3DFlipDemo3 /> }
