import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import StripedPatternDemo from './examples/striped-pattern-demo'
import StripedPatternDemo2 from './examples/striped-pattern-demo-2'
import StripedPatternDemo3 from './examples/striped-pattern-demo-3'
import { StripedPattern } from './striped-pattern'

const meta = {
  title: 'Backgrounds/Striped Pattern',
  component: StripedPattern,
  args: { width: 40, height: 40, x: -1, y: -1, direction: 'left' },
  argTypes: { direction: { control: 'inline-radio', options: ['left', 'right'] } },
  render: (args) => (
    <div className="relative h-80 w-[40rem] max-w-full overflow-hidden rounded-xl border text-zinc-950/40 dark:text-white/40">
      <StripedPattern {...args} />
    </div>
  ),
} satisfies Meta<typeof StripedPattern>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Demo: Story = {
  render: () => <StripedPatternDemo />,
  // A still, decorative layer painted from its own pattern, spanning its parent, with nothing animating.
  play: async ({ canvasElement }) => {
    const stripes = canvasElement.querySelector<SVGSVGElement>('[data-slot="striped-pattern"]')
    if (!stripes) throw new Error('no striped pattern')
    await expect(stripes.getAttribute('aria-hidden')).toBe('true')
    await expect(getComputedStyle(stripes).pointerEvents).toBe('none')
    const fill = stripes.querySelector(':scope > rect')?.getAttribute('fill') ?? ''
    const id = /^url\(#(.+)\)$/.exec(fill)?.[1]
    await expect(id && stripes.querySelector(`pattern[id="${id}"]`)).toBeTruthy()
    // The stripes are drawn in the text colour the example gives the layer.
    const path = stripes.querySelector('pattern path') as SVGPathElement
    await expect(getComputedStyle(path).stroke).toBe(getComputedStyle(stripes).color)
    const parent = stripes.parentElement as HTMLElement
    await expect(Math.round(stripes.getBoundingClientRect().width)).toBe(parent.clientWidth)
    await expect(stripes.getAnimations({ subtree: true })).toHaveLength(0)
  },
}

export const DashedStroke: Story = { render: () => <StripedPatternDemo2 /> }
export const ToTheRight: Story = { render: () => <StripedPatternDemo3 /> }
/** Flatter stripes from a wide tile, coloured by a stroke class. */
export const WideTile: Story = { args: { width: 60, height: 20, className: 'stroke-rose-500/50 stroke-1' } }
