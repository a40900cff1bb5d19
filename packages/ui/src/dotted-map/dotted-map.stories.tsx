import type { Meta, StoryObj } from '@storybook/react-vite'
import { DottedMap } from './dotted-map'
import DottedMapDemo from './examples/dotted-map-demo'
import DottedMapDemo2 from './examples/dotted-map-demo-2'
import DottedMapDemo3 from './examples/dotted-map-demo-3'

const meta = {
  title: 'Components/Dotted Map',
  component: DottedMap,
  args: {
    width: 150,
    height: 75,
    mapSamples: 5000,
    dotRadius: 0.2,
    markerColor: '#FF6900',
    stagger: true,
    pulse: false,
    markers: [
      { lat: 48.8566, lng: 2.3522, size: 0.6 },
      { lat: -23.5505, lng: -46.6333, size: 0.6, pulse: true },
    ],
  },
  render: (args) => (
    <div className="relative h-96 w-full max-w-3xl overflow-hidden rounded-xl border border-zinc-950/10 dark:border-white/10">
      <DottedMap {...args} />
    </div>
  ),
} satisfies Meta<typeof DottedMap>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}
export const Demo: Story = { render: () => <DottedMapDemo /> }
export const SmallerDots: Story = { render: () => <DottedMapDemo2 /> }
export const PulseMarkers: Story = { render: () => <DottedMapDemo3 /> }
/** A finer, unstaggered grid coloured by a text class. */
export const FineGrid: Story = {
  args: { mapSamples: 20_000, dotRadius: 0.12, stagger: false, className: 'text-sky-600 dark:text-sky-400' },
}
