import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import VideoTextDemo, { clip } from './examples/video-text-demo'
import { VideoText } from './video-text'

const meta = {
  title: 'Text Animations/Video Text',
  component: VideoText,
  args: {
    src: clip,
    children: 'VIDEO',
    autoPlay: true,
    muted: true,
    loop: true,
    preload: 'auto',
    fontSize: 20,
    fontWeight: 'bold',
    textAnchor: 'middle',
    dominantBaseline: 'middle',
    fontFamily: 'sans-serif',
    as: 'div',
  },
  argTypes: {
    preload: { control: 'inline-radio', options: ['auto', 'metadata', 'none'] },
    textAnchor: { control: 'inline-radio', options: ['start', 'middle', 'end'] },
  },
  render: (args) => (
    <div className="relative h-56 w-[40rem] max-w-full overflow-hidden">
      <VideoText {...args} />
    </div>
  ),
} satisfies Meta<typeof VideoText>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Demo: Story = {
  render: () => <VideoTextDemo />,
  // The clip plays inside a text mask while on screen and its text reads once; with reduced motion
  // it stays paused.
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="video-text"]')
    const mask = root?.querySelector<HTMLElement>('[data-slot="video-text-mask"]')
    const video = mask?.querySelector('video')
    if (!root || !mask || !video) throw new Error('no video text')
    await expect(mask.getAttribute('aria-hidden')).toBe('true')
    await expect(root.querySelector('.sr-only')?.textContent).toBe('DATA')
    await expect(getComputedStyle(mask).maskImage || getComputedStyle(mask).webkitMaskImage).toContain('DATA')
    if (document.documentElement.hasAttribute('data-reduced-motion')) {
      await new Promise((resolve) => setTimeout(resolve, 300))
      await expect(video.paused).toBe(true)
      await expect(video.hasAttribute('data-playing')).toBe(false)
      return
    }
    await waitFor(() => expect(video.hasAttribute('data-playing')).toBe(true))
    const start = video.currentTime
    await waitFor(() => expect(video.currentTime).not.toBe(start), { timeout: 15_000 })
  },
}
