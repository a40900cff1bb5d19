import type { Meta, StoryObj } from '@storybook/react-vite'
import { DotPattern } from './dot-pattern'
import DotPatternDemo from './examples/dot-pattern-demo'
import DotPatternDemo2 from './examples/dot-pattern-demo-2'
import DotPatternDemo3 from './examples/dot-pattern-demo-3'

const meta = {
  title: 'Backgrounds/Dot Pattern',
  component: DotPattern,
  args: { width: 16, height: 16, x: 0, y: 0, cx: 1, cy: 1, cr: 1, glow: false },
  render: (args) => (
    <div className="relative h-80 w-full max-w-2xl overflow-hidden rounded-xl border">
      <DotPattern {...args} />
    </div>
  ),
} satisfies Meta<typeof DotPattern>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}
export const Demo: Story = { render: () => <DotPatternDemo /> }
export const Glow: Story = { render: () => <DotPatternDemo2 /> }
export const LinearFade: Story = { render: () => <DotPatternDemo3 /> }
/** Coloured by a text class, as the dots are filled with currentColor. */
export const TextColour: Story = { args: { className: 'text-sky-500/70 dark:text-sky-400/70', glow: true } }
