import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import NoiseTextureDemo from './examples/noise-texture-demo'
import NoiseTextureDemo2 from './examples/noise-texture-demo-2'
import NoiseTextureDemo3 from './examples/noise-texture-demo-3'
import NoiseTextureDemo4 from './examples/noise-texture-demo-4'
import { NoiseTexture } from './noise-texture'

const meta = {
  title: 'Backgrounds/Noise Texture',
  component: NoiseTexture,
  args: { frequency: 0.4, octaves: 6, slope: 0.15, noiseOpacity: 0.6 },
  render: (args) => (
    <div className="relative h-80 w-[40rem] max-w-full overflow-hidden rounded-xl border bg-neutral-100 dark:bg-neutral-950">
      <NoiseTexture {...args} />
    </div>
  ),
} satisfies Meta<typeof NoiseTexture>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Demo: Story = {
  render: () => <NoiseTextureDemo />,
  // A still layer of grain over the whole panel: its own filter, half opacity, out of the pointer's way.
  play: async ({ canvasElement }) => {
    const noise = canvasElement.querySelector<SVGSVGElement>('[data-slot="noise-texture"]')
    if (!noise) throw new Error('no noise texture')
    await expect(noise.getAttribute('aria-hidden')).toBe('true')
    const style = getComputedStyle(noise)
    await expect(style.pointerEvents).toBe('none')
    await expect(style.userSelect).toBe('none')
    const dark = document.documentElement.classList.contains('dark')
    await expect(Number(style.opacity)).toBeCloseTo(dark ? 0.75 : 0.5)
    const filter = noise.querySelector('rect')?.getAttribute('filter') ?? ''
    const id = /^url\(#(.+)\)$/.exec(filter)?.[1]
    await expect(id && noise.querySelector(`filter[id="${id}"] feTurbulence`)).toBeTruthy()
    const parent = noise.parentElement as HTMLElement
    await expect(Math.round(noise.getBoundingClientRect().width)).toBe(parent.clientWidth)
    await expect(noise.getAnimations({ subtree: true })).toHaveLength(0)
  },
}

export const NewsletterCard: Story = { render: () => <NoiseTextureDemo2 /> }
export const Button: Story = { render: () => <NoiseTextureDemo3 /> }
export const InputField: Story = { render: () => <NoiseTextureDemo4 /> }
/** Coarser, stretched grain at full strength. */
export const Coarse: Story = { args: { frequency: '0.08 0.3', octaves: 3, slope: 0.3, className: 'opacity-100' } }
