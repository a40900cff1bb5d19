import type { Meta, StoryObj } from '@storybook/react-vite'
import { CodeComparison } from './code-comparison'
import CodeComparisonDemo from './examples/code-comparison-demo'
import CodeComparisonFocus from './examples/code-comparison-focus'

const meta = {
  title: 'Components/Code Comparison',
  component: CodeComparison,
  args: {
    language: 'ts',
    lightTheme: 'github-light-default',
    darkTheme: 'github-dark-default',
    beforeLabel: 'Before',
    afterLabel: 'After',
    lineNumbers: true,
    before: { filename: 'sum.js', code: 'function sum(a, b) {\n  return a + b // [!code highlight]\n}' },
    after: {
      filename: 'sum.ts',
      code: 'function sum(a: number, b: number): number {\n  return a + b // [!code highlight]\n}',
    },
  },
  render: (args) => <CodeComparison {...args} className="max-w-3xl" />,
} satisfies Meta<typeof CodeComparison>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}
export const HighlightedChanges: Story = { render: () => <CodeComparisonDemo /> }
export const Focus: Story = { render: () => <CodeComparisonFocus /> }
