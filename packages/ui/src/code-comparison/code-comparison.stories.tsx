import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { CodeComparison } from './code-comparison'
import CodeComparisonDemo from './examples/code-comparison-demo'
import CodeComparisonDemo2 from './examples/code-comparison-demo-2'
import CodeComparisonDemo3 from './examples/code-comparison-demo-3'

const meta = {
  title: 'Components/Code Comparison',
  component: CodeComparison,
  args: {
    beforeCode: 'function sum(a, b) {\n  return a + b // [!code --]\n}',
    afterCode: 'function sum(a: number, b: number): number {\n  return a + b // [!code ++]\n}',
    language: 'ts',
    filename: 'sum.ts',
    lightTheme: 'github-light-default',
    darkTheme: 'github-dark-default',
    highlightColor: 'rgba(101, 117, 133, 0.16)',
    beforeLabel: 'Before',
    afterLabel: 'After',
    lineNumbers: true,
  },
  render: (args) => <CodeComparison {...args} className="max-w-3xl" />,
  // Axe runs after this, so it checks the contrast of the highlighted tokens, not only the plain text.
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(canvasElement.querySelectorAll('[data-slot="code-comparison-panel"][data-highlighted]').length).toBe(2),
      { timeout: 20_000 },
    )
  },
} satisfies Meta<typeof CodeComparison>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}
export const HighlightedChanges: Story = { render: () => <CodeComparisonDemo /> }
export const OtherLanguages: Story = { render: () => <CodeComparisonDemo2 /> }
export const Focus: Story = { render: () => <CodeComparisonDemo3 /> }
