import type { Meta, StoryObj } from '@storybook/react-vite'
import GlobeDemo from './examples/globe-demo'
import GlobeDemo2 from './examples/globe-demo-2'
import { Globe, type GlobeConfig } from './globe'

const meta = {
  title: 'Components/Globe',
  component: Globe,
  args: { rotationSpeed: 0.3, draggable: true, theta: 0.3, mapSamples: 16000, scale: 1 },
  argTypes: { dark: { control: 'boolean' } },
  render: (args) => <Globe {...args} className="max-w-md" />,
} satisfies Meta<typeof Globe>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}
export const Demo: Story = { render: () => <GlobeDemo /> }
export const Arcs: Story = { render: () => <GlobeDemo2 /> }

/** A config in the shape Magic UI's globe docs use, cobe 1's `onRender` included. */
const magicUiConfig: GlobeConfig = {
  width: 800,
  height: 800,
  onRender: () => {},
  devicePixelRatio: 2,
  phi: 0,
  theta: 0.3,
  dark: 0,
  diffuse: 0.4,
  mapSamples: 16000,
  mapBrightness: 1.2,
  baseColor: [1, 1, 1],
  markerColor: [0.98, 0.4, 0.08],
  glowColor: [1, 1, 1],
  markers: [
    { location: [40.7128, -74.006], size: 0.1 },
    { location: [-23.5505, -46.6333], size: 0.1 },
    { location: [19.076, 72.8777], size: 0.08 },
    { location: [35.6762, 139.6503], size: 0.05 },
    { location: [51.5072, -0.1276], size: 0.06 },
  ],
}

export const Config: Story = { render: () => <Globe className="max-w-md" config={magicUiConfig} /> }
