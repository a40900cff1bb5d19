import type { Meta, StoryObj } from '@storybook/react-vite'
import TerminalDemo from './examples/terminal-demo'
import TerminalDemo2 from './examples/terminal-demo-2'
import TerminalDemo3 from './examples/terminal-demo-3'
import { AnimatedSpan, Terminal, TypingAnimation } from './terminal'

const meta = {
  title: 'Components/Terminal',
  component: Terminal,
  args: { sequence: true, startOnView: true, title: 'zsh' },
  argTypes: { maxHeight: { control: 'number' } },
  render: (args) => (
    // A key derived from the args replays the animation whenever a control changes.
    <Terminal key={JSON.stringify(args)} {...args}>
      <TypingAnimation>$ bun add motion</TypingAnimation>
      <AnimatedSpan pause={300} delay={300} className="text-neutral-500 dark:text-neutral-400">
        bun add v1.4.5
      </AnimatedSpan>
      <AnimatedSpan pause={200} delay={600} className="text-emerald-700 dark:text-emerald-400">
        installed motion@14.14.0
      </AnimatedSpan>
      <TypingAnimation pause={300} delay={900} duration={30} className="text-neutral-500 dark:text-neutral-400">
        1 package installed [412.00ms]
      </TypingAnimation>
    </Terminal>
  ),
} satisfies Meta<typeof Terminal>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}
export const ProjectSetup: Story = { render: () => <TerminalDemo /> }
export const CustomDelays: Story = { render: () => <TerminalDemo2 /> }
export const GitSession: Story = { render: () => <TerminalDemo3 /> }
export const AllAtOnce: Story = { args: { sequence: false } }
export const HeightCap: Story = { args: { maxHeight: 120 } }
export const TypingHeading: Story = {
  render: () => (
    <TypingAnimation as="h2" className="text-2xl font-semibold text-neutral-900 dark:text-neutral-100">
      Ship components, not boilerplate.
    </TypingAnimation>
  ),
}
