import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import HeroVideoDialogDemo from './examples/hero-video-dialog-demo'
import HeroVideoDialogDemo2 from './examples/hero-video-dialog-demo-2'
import { HeroVideoDialog } from './hero-video-dialog'

const poster = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#0f172a"/><stop offset="1" stop-color="#0369a1"/></linearGradient></defs><rect width="16" height="9" fill="url(#g)"/></svg>',
)}`

const meta = {
  title: 'Components/Hero Video Dialog',
  component: HeroVideoDialog,
  args: {
    animationStyle: 'from-center',
    // about:blank: the stories open the player without requesting anything.
    videoSrc: 'about:blank',
    thumbnailSrc: poster,
    thumbnailAlt: 'Gradient poster',
    videoTitle: 'Playground video',
  },
  argTypes: {
    animationStyle: {
      control: 'select',
      options: [
        'from-bottom',
        'from-center',
        'from-top',
        'from-left',
        'from-right',
        'fade',
        'top-in-bottom-out',
        'left-in-right-out',
      ],
    },
  },
  render: (args) => (
    <div className="w-[32rem] max-w-full">
      <HeroVideoDialog {...args} />
    </div>
  ),
} satisfies Meta<typeof HeroVideoDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

/** Opened, so the dialog itself is checked too: labelled, focus on its close button, Escape closes. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const play = canvasElement.querySelector<HTMLButtonElement>('button[aria-haspopup="dialog"]')
    if (!play) throw new Error('no play button')
    play.click()
    const dialog = await waitFor(() => {
      const found = document.querySelector('[role="dialog"]')
      if (!found) throw new Error('no dialog yet')
      return found
    })
    await expect(dialog.getAttribute('aria-modal')).toBe('true')
    await expect(document.activeElement?.getAttribute('aria-label')).toBe('Close video')
    await expect(dialog.querySelector('iframe')?.getAttribute('title')).toBe('Playground video')
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull(), { timeout: 15_000 })
    await expect(document.activeElement).toBe(play)
  },
}

export const FromCenter: Story = { render: () => <HeroVideoDialogDemo /> }
export const TopInBottomOut: Story = { render: () => <HeroVideoDialogDemo2 /> }
