import type { Meta, StoryObj } from '@storybook/react-vite'
import ProgressiveBlurDemo from './examples/progressive-blur-demo'
import { ProgressiveBlur } from './progressive-blur'

const meta = {
  title: 'Components/Progressive Blur',
  component: ProgressiveBlur,
  args: { height: '30%', position: 'bottom', blurLevels: [0.5, 1, 2, 4, 8, 16, 32, 64] },
  argTypes: { position: { control: 'inline-radio', options: ['top', 'bottom', 'both'] } },
  render: (args) => (
    <div className="relative h-72 w-72 overflow-hidden rounded-xl border">
      <div className="grid h-full grid-cols-4 gap-2 p-3">
        {Array.from({ length: 24 }, (_, i) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed pattern of tiles
            key={i}
            className={
              i % 3 === 0 ? 'rounded bg-sky-500' : i % 3 === 1 ? 'rounded bg-rose-500' : 'rounded bg-amber-400'
            }
          />
        ))}
      </div>
      <ProgressiveBlur {...args} />
    </div>
  ),
} satisfies Meta<typeof ProgressiveBlur>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}
export const Demo: Story = { render: () => <ProgressiveBlurDemo /> }
