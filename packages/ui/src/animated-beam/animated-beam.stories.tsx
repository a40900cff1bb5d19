import type { Meta, StoryObj } from '@storybook/react-vite'
import * as React from 'react'
import { AnimatedBeam, type AnimatedBeamProps } from './animated-beam'
import AnimatedBeamDemo from './examples/animated-beam-demo'
import AnimatedBeamDemo2 from './examples/animated-beam-demo-2'

type PlaygroundArgs = Omit<AnimatedBeamProps, 'containerRef' | 'fromRef' | 'toRef'>

function Playground(args: PlaygroundArgs) {
  const containerRef = React.useRef<HTMLDivElement>(null)
  const fromRef = React.useRef<HTMLDivElement>(null)
  const toRef = React.useRef<HTMLDivElement>(null)
  const dot =
    'z-10 size-12 rounded-full border-2 border-neutral-200 bg-white dark:border-neutral-800 dark:bg-neutral-900'
  return (
    <div ref={containerRef} className="relative mx-auto flex w-full max-w-lg items-center justify-between p-16">
      <div ref={fromRef} className={dot} />
      <div ref={toRef} className={dot} />
      <AnimatedBeam containerRef={containerRef} fromRef={fromRef} toRef={toRef} {...args} />
    </div>
  )
}

const meta = {
  title: 'Special Effects/Animated Beam',
  component: Playground,
  // The diagrams stretch to the available width, which a centred layout would shrink to nothing.
  parameters: { layout: 'padded' },
  args: {
    curvature: 40,
    reverse: false,
    duration: 4,
    delay: 0,
    repeatDelay: 0,
    pathColor: 'gray',
    pathWidth: 2,
    pathOpacity: 0.2,
    gradientStartColor: '#ffaa40',
    gradientStopColor: '#9c40ff',
  },
  argTypes: {
    gradientStartColor: { control: 'color' },
    gradientStopColor: { control: 'color' },
    pathColor: { control: 'color' },
  },
} satisfies Meta<typeof Playground>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
/** Three sweeps, a second and a half apart, then the beam rests. */
export const RepeatDelay: Story = { args: { repeat: 2, repeatDelay: 1.5, duration: 2 } }
export const Hub: Story = { render: () => <AnimatedBeamDemo /> }
export const Bidirectional: Story = { render: () => <AnimatedBeamDemo2 /> }
