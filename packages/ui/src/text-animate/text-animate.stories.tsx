import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import TextAnimateDemo from './examples/text-animate-demo'
import TextAnimateDemo2 from './examples/text-animate-demo-2'
import TextAnimateDemo3 from './examples/text-animate-demo-3'
import TextAnimateDemo4 from './examples/text-animate-demo-4'
import TextAnimateDemo5 from './examples/text-animate-demo-5'
import TextAnimateDemo6 from './examples/text-animate-demo-6'
import TextAnimateDemo7 from './examples/text-animate-demo-7'
import TextAnimateDemo8 from './examples/text-animate-demo-8'
import TextAnimateDemo9 from './examples/text-animate-demo-9'
import { TextAnimate } from './text-animate'

const reducedMotion = () => document.documentElement.hasAttribute('data-reduced-motion')

/**
 * Waits until every text in the story has finished animating and checks where it ended: each
 * segment fully opaque, the text readable once. Accessibility checks run after this, on the final
 * look rather than on letters still fading in.
 */
async function finished(canvasElement: HTMLElement, timeout = 3000) {
  const roots = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="text-animate"]')]
  await expect(roots.length).toBeGreaterThan(0)
  for (const root of roots) {
    const segments = [...root.querySelectorAll<HTMLElement>('[data-slot="text-animate-segment"]')]
    await waitFor(
      () => {
        expect(root.getAnimations({ subtree: true }).map((animation) => animation.playState)).not.toContain('running')
        for (const segment of segments) expect(getComputedStyle(segment).opacity).toBe('1')
      },
      { timeout },
    )
  }
}

const meta = {
  title: 'Text Animations/Text Animate',
  component: TextAnimate,
  args: {
    children: 'Text that animates in',
    delay: 0,
    duration: 0.3,
    as: 'p',
    by: 'word',
    startOnView: true,
    once: false,
    animation: 'fadeIn',
    accessible: true,
  },
  argTypes: {
    by: { control: 'inline-radio', options: ['text', 'word', 'character', 'line'] },
    animation: {
      control: 'select',
      options: [
        'fadeIn',
        'blurIn',
        'blurInUp',
        'blurInDown',
        'slideUp',
        'slideDown',
        'slideLeft',
        'slideRight',
        'scaleUp',
        'scaleDown',
      ],
    },
    as: { control: 'select', options: ['p', 'h1', 'h2', 'span', 'div'] },
  },
  render: (args) => (
    // Keyed by the args so every change replays the animation from the start.
    <TextAnimate
      key={JSON.stringify(args)}
      {...args}
      className="text-4xl font-semibold tracking-tight text-zinc-950 dark:text-zinc-50"
    />
  ),
} satisfies Meta<typeof TextAnimate>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = { play: ({ canvasElement }) => finished(canvasElement) }

export const Demo: Story = {
  render: () => <TextAnimateDemo />,
  // The letters blur up into place as compositor animations and end fully visible; the heading's
  // name is the whole text, read once. With reduced motion nothing animates at all.
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="text-animate"]')
    if (!root) throw new Error('no text animate')
    const text = 'Snippets that come alive'
    const readable = root.cloneNode(true) as HTMLElement
    for (const hidden of readable.querySelectorAll('[aria-hidden="true"]')) hidden.remove()
    await expect(readable.textContent).toBe(text)
    await expect(root.tagName).toBe('H2')
    const segments = [...root.querySelectorAll<HTMLElement>('[data-slot="text-animate-segment"]')]
    await expect(segments.map((segment) => segment.textContent).join('')).toBe(text)
    if (reducedMotion()) {
      await expect(root.dataset.state).toBe('static')
      await expect(root.getAnimations({ subtree: true })).toHaveLength(0)
      for (const segment of segments) await expect(getComputedStyle(segment).opacity).toBe('1')
      return
    }
    await waitFor(() => expect(root.dataset.state).toBe('playing'))
    // Letters animate opacity, blur and position; the spaces between words do not animate at all.
    // The styles are read rather than the running animations: on a busy machine the first letters
    // may have finished theirs before the check.
    const letter = segments[0]
    if (!letter) throw new Error('no letters')
    await expect(getComputedStyle(letter).animationName.split(/,\s*/)).toEqual([
      'text-animate-fade',
      'text-animate-blur',
      'text-animate-up',
    ])
    const space = segments.find((segment) => segment.textContent === ' ')
    if (!space) throw new Error('no space between the words')
    await expect(getComputedStyle(space).animationName).toBe('none')
    await expect(space.getAnimations()).toHaveLength(0)
    await finished(canvasElement)
    await expect(getComputedStyle(letter).filter).toBe('none')
    await expect(getComputedStyle(letter).transform).toBe('none')
  },
}

export const BlurInByText: Story = {
  render: () => <TextAnimateDemo2 />,
  play: ({ canvasElement }) => finished(canvasElement),
}
export const SlideUpByWord: Story = {
  render: () => <TextAnimateDemo3 />,
  play: ({ canvasElement }) => finished(canvasElement),
}
export const ScaleUpByText: Story = {
  render: () => <TextAnimateDemo4 />,
  play: ({ canvasElement }) => finished(canvasElement),
}
export const FadeInByLine: Story = {
  render: () => <TextAnimateDemo5 />,
  play: ({ canvasElement }) => finished(canvasElement),
}
export const SlideLeftByCharacter: Story = {
  render: () => <TextAnimateDemo6 />,
  play: ({ canvasElement }) => finished(canvasElement),
}
export const WithDelay: Story = {
  render: () => <TextAnimateDemo7 />,
  play: ({ canvasElement }) => finished(canvasElement, 4000),
}
export const WithDuration: Story = {
  render: () => <TextAnimateDemo8 />,
  play: ({ canvasElement }) => finished(canvasElement, 8000),
}
export const WithCustomMotionVariants: Story = {
  render: () => <TextAnimateDemo9 />,
  play: ({ canvasElement }) => finished(canvasElement),
}
