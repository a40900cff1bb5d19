import type { Meta, StoryObj } from '@storybook/react-vite'
import { BentoCard, BentoGrid } from './bento-grid'
import BentoGridDemo from './examples/bento-grid-demo'

const meta = {
  title: 'Components/Bento Grid',
  component: BentoCard,
  args: {
    name: 'Notifications',
    description: 'Hear about stars, forks and comments the moment they happen.',
    href: '#notifications',
    cta: 'Learn more',
  },
  render: (args) => (
    <BentoGrid className="max-w-md md:grid-cols-1">
      <BentoCard
        {...args}
        background={
          <div
            aria-hidden
            className="absolute inset-0 bg-[radial-gradient(circle_at_30%_20%,rgb(139_92_246/0.25),transparent_60%)]"
          />
        }
      />
    </BentoGrid>
  ),
} satisfies Meta<typeof BentoCard>

export default meta
type Story = StoryObj<typeof meta>

export const Card: Story = {}
export const Features: Story = { render: () => <BentoGridDemo />, parameters: { layout: 'padded' } }
