import type { Meta, StoryObj } from '@storybook/react-vite'
import TerminalDemo from './examples/terminal-demo'
import TerminalGit from './examples/terminal-git'
import { AnimatedSpan, Terminal, TypingAnimation } from './terminal'

const meta = {
  title: 'Components/Terminal',
  component: Terminal,
  args: { sequence: true, startOnView: true, title: 'zsh' },
  render: (args) => (
    // A key derived from the args replays the animation whenever a control changes.
    <Terminal key={JSON.stringify(args)} {...args}>
      <TypingAnimation>$ bun add motion</TypingAnimation>
      <AnimatedSpan delay={300} className="text-neutral-500 dark:text-neutral-400">
        bun add v1.4.5
      </AnimatedSpan>
      <AnimatedSpan delay={200} className="text-emerald-700 dark:text-emerald-400">
        installed motion@14.14.0
      </AnimatedSpan>
      <TypingAnimation delay={300} duration={30} className="text-neutral-500 dark:text-neutral-400">
        1 package installed [412.00ms]
      </TypingAnimation>
    </Terminal>
  ),
} satisfies Meta<typeof Terminal>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}
export const ProjectSetup: Story = { render: () => <TerminalDemo /> }
export const GitSession: Story = { render: () => <TerminalGit /> }
export const AllAtOnce: Story = { args: { sequence: false } }
