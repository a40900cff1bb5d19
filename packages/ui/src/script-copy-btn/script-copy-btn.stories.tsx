import type { Meta, StoryObj } from '@storybook/react-vite'
import ScriptCopyBtnDemo from './examples/script-copy-btn-demo'
import { ScriptCopyBtn } from './script-copy-btn'

const meta = {
  title: 'Components/Script Copy Button',
  component: ScriptCopyBtn,
  args: {
    showMultiplePackageOptions: true,
    codeLanguage: 'shell',
    lightTheme: 'github-light',
    darkTheme: 'github-dark',
    commandMap: {
      npm: 'npm install cobe',
      pnpm: 'pnpm add cobe',
      yarn: 'yarn add cobe',
      bun: 'bun add cobe',
    },
  },
  render: (args) => (
    <div className="w-[28rem] max-w-full">
      <ScriptCopyBtn {...args} />
    </div>
  ),
} satisfies Meta<typeof ScriptCopyBtn>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}
export const InstallCommand: Story = { render: () => <ScriptCopyBtnDemo /> }
