import { act } from 'react'
import { createRoot } from 'react-dom/client'

globalThis.IS_REACT_ACT_ENVIRONMENT = true

// A recording stand-in for the clipboard, whose real writes need a permission prompt.
const clipboard = { written: [], refuse: false }
Object.defineProperty(navigator, 'clipboard', {
  value: {
    async writeText(text) {
      if (clipboard.refuse) throw new DOMException('Write permission denied.', 'NotAllowedError')
      clipboard.written.push(text)
    },
  },
})

const root = createRoot(document.getElementById('root'))
await act(async () =>
  root.render(<CopyButton text="bun add snipstack" onCopied={() => console.log('  onCopied()')} />),
)
const button = document.querySelector('button')
const wait = (ms) => act(() => new Promise((resolve) => setTimeout(resolve, ms)))
// A click, and the copy it starts settling.
const click = () =>
  act(async () => {
    button.click()
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
const shown = () => {
  const icon = button.querySelector('svg path').getAttribute('d') === 'M5 12l5 5L20 7' ? 'check mark' : 'copy icon'
  return `${icon}, status "${button.querySelector('[role="status"]').textContent}"`
}

console.log(`rendered: button "${button.getAttribute('aria-label')}", ${shown()}`)
await click()
console.log(`clicked: clipboard ${JSON.stringify(clipboard.written)}, ${shown()}`)
await wait(1000)
console.log(`1 s later: ${shown()}`)

// A second click restarts the two seconds instead of leaving the first timer running.
await wait(500)
await click()
await wait(1000)
console.log(`clicked again at 1.5 s, 1 s later (2.5 s after the first): ${shown()}`)
await wait(1100)
console.log(`2.1 s after the second click: ${shown()}`)

clipboard.refuse = true
await click()
console.log(`clicked with the permission denied: clipboard ${JSON.stringify(clipboard.written)}, ${shown()}`)
await wait(2100)
console.log(`2.1 s later: ${shown()}`)
