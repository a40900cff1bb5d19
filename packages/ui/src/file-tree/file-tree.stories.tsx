import type { Meta, StoryObj } from '@storybook/react-vite'
import FileTreeDemo from './examples/file-tree-demo'
import FileTreeDemo2 from './examples/file-tree-demo-2'
import FileTreeDemo3 from './examples/file-tree-demo-3'
import { CollapseButton, File, Folder, Tree } from './file-tree'

const meta = {
  title: 'Components/File Tree',
  component: Tree,
  args: { indicator: true, initialExpandedItems: ['src'], initialSelectedId: 'src/app.tsx', dir: 'ltr' },
  argTypes: { dir: { control: 'inline-radio', options: ['ltr', 'rtl'] } },
  render: (args) => (
    <div className="w-72 rounded-xl border border-neutral-200 bg-white dark:border-neutral-800 dark:bg-neutral-950">
      <Tree key={JSON.stringify(args)} aria-label="Files" {...args}>
        <Folder value="src" element="src">
          <File value="src/app.tsx">app.tsx</File>
          <Folder value="src/lib" element="lib">
            <File value="src/lib/utils.ts">utils.ts</File>
          </Folder>
        </Folder>
        <File value="package.json">package.json</File>
        <CollapseButton />
      </Tree>
    </div>
  ),
} satisfies Meta<typeof Tree>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}
export const Project: Story = { render: () => <FileTreeDemo /> }
export const FromData: Story = { render: () => <FileTreeDemo2 /> }
export const CustomIcons: Story = { render: () => <FileTreeDemo3 /> }
