import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import KineticTextDemo from './examples/kinetic-text-demo'
import KineticTextDemo2 from './examples/kinetic-text-demo-2'
import { KineticText } from './kinetic-text'

const meta = {
  title: 'Text Animations/Kinetic Text',
  component: KineticText,
  args: { text: 'Kinetic', as: 'h2', className: 'text-7xl text-foreground' },
} satisfies Meta<typeof KineticText>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Demo: Story = {
  render: () => <KineticTextDemo />,
  // At rest every letter is light and unspaced, easing its weight over 0.4s once hovered, or at once
  // with reduced motion; a letter under the pointer turns heavy. (A story's script cannot hover a letter for CSS; the unit test checks the
  // hover weights by class.)
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="kinetic-text"]')
    if (!root) throw new Error('no kinetic text')
    await expect(root.tagName).toBe('H1')
    await expect(root.querySelector('.sr-only')?.textContent).toBe('Nostalgia')
    const letters = [...root.querySelectorAll<HTMLElement>('[data-slot="kinetic-text-letter"]')]
    await expect(letters.map((letter) => letter.textContent).join('')).toBe('Nostalgia')
    const hovered = letters.find((letter) => letter.matches(':hover'))
    if (hovered) {
      // The browser's pointer rests where an earlier story left it, over a letter: that one swells.
      await waitFor(() => expect(getComputedStyle(hovered).fontWeight).toBe('900'))
    } else {
      for (const letter of letters) {
        await expect(getComputedStyle(letter).fontWeight).toBe('300')
        await expect(getComputedStyle(letter).paddingLeft).toBe('0px')
      }
    }
    const reduced = document.documentElement.hasAttribute('data-reduced-motion')
    const style = getComputedStyle(letters[0] as HTMLElement)
    await expect(style.transitionProperty).toBe(
      reduced ? 'none' : 'font-weight, padding, -webkit-text-stroke-color, -webkit-text-stroke-width',
    )
    if (!reduced) await expect(style.transitionDuration).toBe('0.4s')
  },
}

export const ASentence: Story = {
  render: () => <KineticTextDemo2 />,
  // Words keep their spaces and wrap as words.
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="kinetic-text"]')
    if (!root) throw new Error('no kinetic text')
    const words = [...root.children].filter((child) => child.getAttribute('aria-hidden') === 'true')
    const first = words[0]?.getBoundingClientRect()
    const second = words[1]?.getBoundingClientRect()
    if (!first || !second) throw new Error('no words')
    const space = words[0]?.lastElementChild?.getBoundingClientRect().width ?? 0
    await expect(space).toBeGreaterThan(4)
    await expect(second.left).toBeGreaterThanOrEqual(first.right - 0.5)
  },
}
