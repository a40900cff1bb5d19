import { act } from 'react'
import { createRoot } from 'react-dom/client'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

// A recording stand-in for the clipboard, whose real writes need a permission prompt.
const written: string[] = []
let refusal: unknown = null
const clipboard = {
  async writeText(text: string) {
    if (refusal !== null) throw refusal
    written.push(text)
  },
}
Object.defineProperty(navigator, 'clipboard', { configurable: true, value: clipboard })

let lastResult: boolean | undefined
function CodeBlock({ code }: { code: string }) {
  const { copy, copied, error } = useCopyToClipboard(1500)
  return (
    <div className="code-block">
      <pre><code>{code}</code></pre>
      <button type="button" onClick={async () => (lastResult = await copy(code))} aria-label="Copy code">
        {copied ? 'Copied!' : 'Copy'}
      </button>
      {error && <p role="alert">Could not copy: {error.message}</p>}
    </div>
  )
}

const root = createRoot(document.getElementById('root')!)
await act(async () => root.render(<CodeBlock code="const answer = 42" />))
const button = document.querySelector('button')!
const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)))
const shown = () => `button "${button.textContent}", alert ${JSON.stringify(document.querySelector('[role="alert"]')?.textContent ?? null)}`
const click = async (what: string) => {
  await act(async () => {
    button.click()
    await new Promise((resolve) => setTimeout(resolve, 0)) // the click handler's copy() settles
  })
  console.log(`${what}: copy() resolved ${lastResult}, ${shown()}`)
}

console.log(`rendered: ${shown()}`)
await click('clicked')
console.log(`  clipboard: ${JSON.stringify(written)}`)
await wait(500)
console.log(`500 ms later: ${shown()}`)
// Copying again restarts the 1.5 s instead of leaving the first timer to reset it early.
await wait(500)
await click('clicked again at 1 s')
await wait(800)
console.log(`800 ms later (1.8 s after the first copy): ${shown()}`)
await wait(800)
console.log(`1.6 s after the second copy: ${shown()}`)

refusal = new DOMException('Write permission denied.', 'NotAllowedError')
await click('clicked with the permission denied')
refusal = 'no focus'
await click('clicked, rejected with a string')
refusal = null
await click('clicked with the permission back')

// Outside a secure context navigator.clipboard is undefined.
Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined })
await click('clicked over plain HTTP')
console.log(`clipboard: ${JSON.stringify(written)}`)
