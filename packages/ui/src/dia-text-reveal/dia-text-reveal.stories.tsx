import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { DiaTextReveal } from './dia-text-reveal'
import DiaTextRevealDemo from './examples/dia-text-reveal-demo'
import DiaTextRevealDemo2 from './examples/dia-text-reveal-demo-2'
import DiaTextRevealDemo3 from './examples/dia-text-reveal-demo-3'
import DiaTextRevealDemo4 from './examples/dia-text-reveal-demo-4'

const meta = {
  title: 'Text Animations/Dia Text Reveal',
  component: DiaTextReveal,
  args: {
    text: 'Dia Text Reveal',
    duration: 1.5,
    delay: 0,
    repeat: false,
    repeatDelay: 0.5,
    startOnView: true,
    once: true,
    fixedWidth: false,
    className: 'text-4xl font-bold tracking-tight',
  },
  render: (args) => <DiaTextReveal key={JSON.stringify(args)} {...args} />,
} satisfies Meta<typeof DiaTextReveal>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Demo: Story = {
  render: () => <DiaTextRevealDemo />,
  // The band sweeps across once, as a CSS animation of the text's background, and the text ends
  // revealed; with reduced motion it is revealed from the start and nothing runs.
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="dia-text-reveal"]')
    if (!root) throw new Error('no dia text reveal')
    // Each sweep is a fresh element, so it is looked up again rather than kept.
    const text = () => {
      const element = root.querySelector<HTMLElement>('[data-slot="dia-text-reveal-text"]')
      if (!element) throw new Error('no dia text reveal text')
      return element
    }
    await expect(text().textContent).toBe('Snipstack')
    await expect(getComputedStyle(text()).backgroundClip).toBe('text')
    if (document.documentElement.hasAttribute('data-reduced-motion')) {
      await expect(root.dataset.state).toBe('static')
      await expect(text().getAnimations()).toHaveLength(0)
      await expect(getComputedStyle(text()).backgroundPositionX).toBe('0%')
      return
    }
    await waitFor(() => expect(root.dataset.state).toBe('sweeping'))
    await waitFor(() => expect(text().getAnimations()).toHaveLength(1))
    await waitFor(() => expect(text().getAnimations()[0]?.playState).toBe('finished'), { timeout: 15_000 })
    await expect(getComputedStyle(text()).backgroundPositionX).toBe('0%')
  },
}

export const CustomGradient: Story = { render: () => <DiaTextRevealDemo2 /> }

export const RotatingPhrases: Story = {
  render: () => <DiaTextRevealDemo3 />,
  // Each sweep shows the next phrase; screen readers get all three once. Reduced motion holds the first.
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="dia-text-reveal"]')
    if (!root) throw new Error('no dia text reveal')
    await expect(root.querySelector('.sr-only')?.textContent).toBe('build faster, ship smarter, scale easier')
    if (document.documentElement.hasAttribute('data-reduced-motion')) {
      await new Promise((resolve) => setTimeout(resolve, 500))
      await expect(root.dataset.index).toBe('0')
      return
    }
    await waitFor(() => expect(root.dataset.index).toBe('1'), { timeout: 15_000 })
    const shown = root.querySelector('[data-slot="dia-text-reveal-text"]')
    await expect(shown?.textContent).toBe('ship smarter')
  },
}

export const DurationAndDelay: Story = { render: () => <DiaTextRevealDemo4 /> }

/** With fixedWidth the phrase's box keeps the widest phrase's width from the first paint. */
export const FixedWidth: Story = {
  args: { text: ['Short', 'A much longer phrase'], repeat: true, fixedWidth: true },
}
