import { CodeComparison } from './code-comparison'

const beforeCode = `export function sum(a, b) {
  return a + b // [!code --]
}`

const afterCode = `export function sum(a: number, b: number): number {
  return a + b // [!code ++]
}`

const language: string = 'typescript'
const lightTheme: string = 'github-light'
const darkTheme: string = 'github-dark'

export function MagicUiUsage() {
  return (
    <>
      <CodeComparison beforeCode={beforeCode} afterCode={afterCode} />
      <CodeComparison
        className="max-w-5xl"
        beforeCode={beforeCode}
        afterCode={afterCode}
        language={language}
        filename="sum.ts"
        lightTheme={lightTheme}
        darkTheme={darkTheme}
        highlightColor="rgba(101, 117, 133, 0.16)"
      />
    </>
  )
}
