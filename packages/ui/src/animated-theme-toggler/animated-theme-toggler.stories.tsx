import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { AnimatedThemeToggler } from './animated-theme-toggler'
import AnimatedThemeTogglerDemo from './examples/animated-theme-toggler-demo'
import AnimatedThemeTogglerDemo2 from './examples/animated-theme-toggler-demo-2'
import AnimatedThemeTogglerDemo3 from './examples/animated-theme-toggler-demo-3'

const meta = {
  title: 'Special Effects/Theme Toggler',
  component: AnimatedThemeToggler,
  args: { duration: 400, variant: 'circle', fromCenter: false, storageKey: null },
  render: (args) => (
    <AnimatedThemeToggler {...args} className="size-10 rounded-full border text-foreground [&_svg]:size-5" />
  ),
} satisfies Meta<typeof AnimatedThemeToggler>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

const transitionStyle = () => document.head.querySelector('style[data-slot="animated-theme-toggler-transition"]')
const root = document.documentElement

export const Demo: Story = {
  render: () => <AnimatedThemeTogglerDemo />,
  // A press flips the dark class on <html>, through a view transition whose style is gone once the
  // reveal ends; with reduced motion there is no transition at all. The second press puts the
  // story's theme back.
  play: async ({ canvasElement }) => {
    const button = canvasElement.querySelector<HTMLButtonElement>('[data-slot="animated-theme-toggler"]')
    if (!button) throw new Error('no theme toggler')
    const visibleIcon = () =>
      [...button.querySelectorAll('svg')].find((icon) => getComputedStyle(icon).display !== 'none')
    const startedDark = root.classList.contains('dark')
    await expect(visibleIcon()?.getAttribute('class')).toContain(startedDark ? 'lucide-sun' : 'lucide-moon')
    const reduced = root.hasAttribute('data-reduced-motion')
    for (const dark of [!startedDark, startedDark]) {
      await userEvent.click(button)
      if (reduced) {
        // At once, in the click itself.
        await expect(root.classList.contains('dark')).toBe(dark)
        await expect(transitionStyle()).toBeNull()
      } else {
        // The browser captures the old page first, then runs the switch.
        await expect(transitionStyle()).not.toBeNull()
        await waitFor(() => expect(root.classList.contains('dark')).toBe(dark))
      }
      await waitFor(() => expect(transitionStyle()).toBeNull(), { timeout: 15_000 })
      await expect(visibleIcon()?.getAttribute('class')).toContain(dark ? 'lucide-sun' : 'lucide-moon')
    }
  },
}

export const Shapes: Story = { render: () => <AnimatedThemeTogglerDemo2 /> }

export const WithYourThemeState: Story = {
  render: () => <AnimatedThemeTogglerDemo3 />,
  // Controlled: the app's state names the icon, and the toggler asks it for the other theme.
  play: async ({ canvasElement }) => {
    const button = canvasElement.querySelector<HTMLButtonElement>('[data-slot="animated-theme-toggler"]')
    if (!button) throw new Error('no theme toggler')
    const startedDark = root.classList.contains('dark')
    await waitFor(() => expect(button.dataset.theme).toBe(startedDark ? 'dark' : 'light'))
    await userEvent.click(button)
    await waitFor(() => expect(button.dataset.theme).toBe(startedDark ? 'light' : 'dark'))
    await expect(canvasElement.textContent).toContain('Switched 1 time')
    await waitFor(() => expect(transitionStyle()).toBeNull(), { timeout: 15_000 })
    await userEvent.click(button)
    await waitFor(() => expect(root.classList.contains('dark')).toBe(startedDark))
    await waitFor(() => expect(transitionStyle()).toBeNull(), { timeout: 15_000 })
  },
}
