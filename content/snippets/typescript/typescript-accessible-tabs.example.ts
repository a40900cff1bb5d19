import { act } from 'react'
import { createRoot } from 'react-dom/client'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const install: Tab[] = [
  { id: 'npm', label: 'npm', content: <pre>npm install snipstack</pre> },
  { id: 'bun', label: 'Bun', content: <pre>bun add snipstack</pre> },
  { id: 'pnpm', label: 'pnpm', content: <label>pnpm create snipstack <input aria-label="Project name" /></label> },
]
const root = createRoot(document.getElementById('root')!)
await act(async () =>
  root.render(
    <>
      <Tabs label="Install instructions" tabs={install} />
      <Tabs label="Second set" tabs={install} defaultTab="pnpm" />
    </>,
  ),
)
const [first, second] = [...document.querySelectorAll<HTMLElement>('.tabs')]
const tabsOf = (set: HTMLElement) => [...set.querySelectorAll<HTMLButtonElement>('[role="tab"]')]
const state = (set: HTMLElement = first!) => {
  const tabs = tabsOf(set)
  const selected = tabs.filter((tab) => tab.getAttribute('aria-selected') === 'true').map((tab) => tab.textContent)
  const inTabOrder = tabs.filter((tab) => tab.tabIndex === 0).map((tab) => tab.textContent)
  const shown = [...set.querySelectorAll<HTMLElement>('[role="tabpanel"]')].filter((panel) => !panel.hidden)
  const focus = tabs.find((tab) => tab === document.activeElement)?.textContent ?? 'none'
  return `selected ${selected}, tab order ${inTabOrder}, focus ${focus}, panel "${shown.map((p) => p.textContent?.trim())}"`
}

console.log(`rendered: ${state()}`)
console.log(`second set, defaultTab pnpm: ${state(second)}`)
const npm = tabsOf(first!)[0]!
const panel = document.getElementById(npm.getAttribute('aria-controls')!)!
console.log(`tab npm controls the panel showing "${panel.textContent}", labelled by "${document.getElementById(panel.getAttribute('aria-labelledby')!)?.textContent}"`)
const ids = [...document.querySelectorAll('.tabs [id]')].map((element) => element.id)
console.log(`${ids.length} ids in the two sets, ${new Set(ids).size} distinct`)

async function press(key: string) {
  let handled = false
  await act(async () => {
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })
    handled = !document.activeElement!.dispatchEvent(event)
  })
  console.log(`${key}${handled ? '' : ' (not handled)'}: ${state()}`)
}

npm.focus()
for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowLeft', 'Home', 'End', 'ArrowDown', 'Enter']) await press(key)

// A click (which focuses the tab it presses) selects it too.
const bun = tabsOf(first!)[1]!
bun.focus()
await act(async () => bun.click())
console.log(`clicked Bun: ${state()}`)

// Inactive panels stay mounted, only hidden: what was typed in one is still there on return.
await press('ArrowRight')
first!.querySelector('input')!.value = 'my-app'
await press('ArrowLeft')
await press('ArrowRight')
console.log(`the pnpm panel's input still holds "${first!.querySelector('input')!.value}"`)
console.log(`second set, untouched: ${state(second)}`)
