import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { AnimatedSubscribeButton } from './animated-subscribe-button'
import AnimatedSubscribeButtonDemo from './examples/animated-subscribe-button-demo'
import AnimatedSubscribeButtonDemo2 from './examples/animated-subscribe-button-demo-2'

const meta = {
  title: 'Buttons/Animated Subscribe Button',
  component: AnimatedSubscribeButton,
  args: {
    className: 'w-40',
    disabled: false,
    children: [<span key="initial">Follow</span>, <span key="changed">Following</span>],
  },
  argTypes: { subscribeStatus: { control: 'boolean' }, children: { control: false } },
} satisfies Meta<typeof AnimatedSubscribeButton>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Demo: Story = {
  render: () => <AnimatedSubscribeButtonDemo />,
  // A press swaps the label (animated, or in place with reduced motion), keeps focus on the same
  // button and puts the new label in the live region.
  play: async ({ canvasElement }) => {
    const button = canvasElement.querySelector<HTMLButtonElement>('[data-slot="animated-subscribe-button"]')
    const status = canvasElement.querySelector<HTMLElement>('[data-slot="animated-subscribe-button-status"]')
    if (!button || !status) throw new Error('no subscribe button')
    button.focus()
    button.click()
    await waitFor(() => expect(button.dataset.state).toBe('subscribed'))
    await expect(status.textContent).toBe('Following')
    const label = () => button.querySelector<HTMLElement>('[data-slot="animated-subscribe-button-label"]')
    if (document.documentElement.hasAttribute('data-reduced-motion')) {
      await expect(label()?.textContent).toBe('Following')
      await expect(label()?.getAttribute('style')).toBeNull()
    } else {
      await waitFor(() => expect(label()?.textContent).toBe('Following'))
    }
    await expect(document.activeElement).toBe(button)
    button.click()
    await waitFor(() => expect(status.textContent).toBe('Follow'))
    // The accessibility check runs after play: the label must have arrived, not be fading in.
    await waitFor(() => {
      expect(label()?.textContent).toBe('Follow')
      expect(getComputedStyle(label() as HTMLElement).opacity).toBe('1')
    })
  },
}

export const Controlled: Story = { render: () => <AnimatedSubscribeButtonDemo2 /> }
