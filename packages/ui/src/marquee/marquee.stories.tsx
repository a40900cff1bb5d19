import type { Meta, StoryObj } from '@storybook/react-vite'
import MarqueeDemo from './examples/marquee-demo'
import MarqueeDemo2 from './examples/marquee-demo-2'
import { Marquee } from './marquee'

const meta = {
  title: 'Components/Marquee',
  component: Marquee,
  args: { reverse: false, pauseOnHover: true, vertical: false, repeat: 4 },
  render: (args) => (
    <Marquee {...args} className="[--duration:12s]">
      {['One', 'Two', 'Three', 'Four'].map((word) => (
        <span key={word} className="rounded-md border px-4 py-2">
          {word}
        </span>
      ))}
    </Marquee>
  ),
} satisfies Meta<typeof Marquee>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}
export const Testimonials: Story = { render: () => <MarqueeDemo /> }
export const Vertical: Story = { render: () => <MarqueeDemo2 /> }
