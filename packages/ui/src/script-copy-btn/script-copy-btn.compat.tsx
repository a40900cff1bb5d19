import { ScriptCopyBtn } from './script-copy-btn'

const customCommandMap: Record<string, string> = {
  npm: 'npm run shadcn add button',
  yarn: 'yarn shadcn add button',
  pnpm: 'pnpm dlx shadcn@latest add button',
  bun: 'bun x shadcn@latest add button',
}

export function MagicUiUsage() {
  return (
    <>
      <ScriptCopyBtn />
      <ScriptCopyBtn
        showMultiplePackageOptions={true}
        codeLanguage="shell"
        lightTheme="nord"
        darkTheme="vitesse-dark"
        commandMap={customCommandMap}
      />
      <ScriptCopyBtn
        className="max-w-lg"
        showMultiplePackageOptions={false}
        codeLanguage="bash"
        lightTheme="github-light"
        darkTheme="github-dark"
        commandMap={{ npm: 'npx create-next-app@latest' }}
      />
    </>
  )
}
