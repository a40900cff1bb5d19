import { ScriptCopyBtn } from '../script-copy-btn'

const commandMap = {
  npm: 'npm install motion lucide-react',
  yarn: 'yarn add motion lucide-react',
  pnpm: 'pnpm add motion lucide-react',
  bun: 'bun add motion lucide-react',
}

export default function ScriptCopyBtnDemo() {
  return (
    <div className="w-full p-4">
      <ScriptCopyBtn
        showMultiplePackageOptions
        codeLanguage="shell"
        lightTheme="github-light"
        darkTheme="github-dark"
        commandMap={commandMap}
      />
    </div>
  )
}
