import type { Meta, StoryObj } from '@storybook/react-vite'
import { BellIcon, CalendarIcon, FileTextIcon, GlobeIcon, SearchIcon } from 'lucide-react'
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
    <BentoGrid className="max-w-md">
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

const glow = (colour: string) => (
  <div
    aria-hidden
    className="absolute inset-0"
    style={{ background: `radial-gradient(circle at 70% 20%, ${colour}, transparent 60%)` }}
  />
)

/** Placed by grid lines on three rows, as Magic UI's vertical bento lays its cards out. */
export const Vertical: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <BentoGrid className="mx-auto max-w-5xl lg:grid-rows-3">
      <BentoCard
        name="Save your files"
        description="Every change is kept as you type."
        Icon={FileTextIcon}
        href="#files"
        cta="Learn more"
        background={glow('rgb(139 92 246 / 0.2)')}
        className="lg:col-start-2 lg:col-end-3 lg:row-start-1 lg:row-end-4"
      />
      <BentoCard
        name="Full text search"
        description="Find any file from one box."
        Icon={SearchIcon}
        href="#search"
        cta="Learn more"
        background={glow('rgb(14 165 233 / 0.2)')}
        className="lg:col-start-1 lg:col-end-2 lg:row-start-1 lg:row-end-3"
      />
      <BentoCard
        name="Multilingual"
        description="Dozens of languages and counting."
        Icon={GlobeIcon}
        href="#languages"
        cta="Learn more"
        background={glow('rgb(16 185 129 / 0.2)')}
        className="lg:col-start-1 lg:col-end-2 lg:row-start-3 lg:row-end-4"
      />
      <BentoCard
        name="Calendar"
        description="Filter your files by date."
        Icon={CalendarIcon}
        href="#calendar"
        cta="Learn more"
        background={glow('rgb(245 158 11 / 0.2)')}
        className="lg:col-start-3 lg:col-end-3 lg:row-start-1 lg:row-end-2"
      />
      <BentoCard
        name="Notifications"
        description="Hear when someone shares a file or mentions you."
        Icon={BellIcon}
        href="#notifications"
        cta="Learn more"
        background={glow('rgb(244 63 94 / 0.2)')}
        className="lg:col-start-3 lg:col-end-3 lg:row-start-2 lg:row-end-4"
      />
    </BentoGrid>
  ),
}
