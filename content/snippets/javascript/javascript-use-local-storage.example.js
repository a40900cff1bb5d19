import { act } from 'react'
import { createRoot } from 'react-dom/client'

globalThis.IS_REACT_ACT_ENVIRONMENT = true

function ViewToggle() {
  const [view, setView, reset] = useLocalStorage('snippets:view', 'grid')
  return (
    <div role="group" aria-label="Layout" data-view={view}>
      <button type="button" aria-pressed={view === 'grid'} onClick={() => setView('grid')}>Grid</button>
      <button type="button" aria-pressed={view === 'list'} onClick={() => setView('list')}>List</button>
      <button type="button" onClick={() => setView((current) => (current === 'grid' ? 'list' : 'grid'))}>Swap</button>
      <button type="button" onClick={reset}>Reset</button>
    </div>
  )
}

const container = document.getElementById('root')
let root
const mount = () => act(async () => (root = createRoot(container)).render(<ViewToggle />))
const click = (label) =>
  act(async () => [...container.querySelectorAll('button')].find((b) => b.textContent === label).click())
const state = () =>
  `view "${container.querySelector('[data-view]')?.dataset.view}", stored ${localStorage.getItem('snippets:view')}`

await mount()
console.log(`first visit: ${state()}`)
await click('List')
console.log(`clicked List: ${state()}`)
await act(async () => root.unmount())
await mount()
console.log(`unmounted and mounted again: ${state()}`)
await click('Swap')
await click('Swap')
await click('Swap')
console.log(`swapped three times with an updater function: ${state()}`)

// Another tab: a same-origin frame shares this page's localStorage, and its writes reach this
// window as real storage events.
const otherTab = document.body.appendChild(document.createElement('iframe')).contentWindow
const storageEvent = () => new Promise((resolve) => window.addEventListener('storage', resolve, { once: true }))
async function inOtherTab(change) {
  await act(async () => {
    const event = storageEvent()
    change(otherTab.localStorage)
    await event
  })
}
await inOtherTab((storage) => storage.setItem('snippets:view', JSON.stringify('list')))
console.log(`the other tab stored "list": ${state()}`)
await inOtherTab((storage) => storage.removeItem('snippets:view'))
console.log(`the other tab removed the key: ${state()}`)
await click('List')
await inOtherTab((storage) => storage.clear())
console.log(`clicked List, then the other tab cleared storage: ${state()}`)

await click('List')
await click('Reset')
console.log(`clicked List, then Reset: ${state()}`)

await act(async () => root.unmount())
localStorage.setItem('snippets:view', '{not json')
await mount()
console.log(`mounted over invalid JSON: ${state()}`)

// Storage that refuses writes (a full quota, or blocked by the browser): the value still changes.
const setItem = Storage.prototype.setItem
Storage.prototype.setItem = () => {
  throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
}
await click('List')
console.log(`clicked List with storage full: ${state()}`)
Storage.prototype.setItem = setItem

// Storage blocked altogether (cookies disabled for the site): reading window.localStorage throws.
await act(async () => root.unmount())
Object.defineProperty(window, 'localStorage', {
  configurable: true,
  get() {
    throw new DOMException('Access is denied for this document.', 'SecurityError')
  },
})
const memory = () => `view "${container.querySelector('[data-view]').dataset.view}"`
await mount()
console.log(`mounted with storage blocked: ${memory()}`)
await click('List')
console.log(`clicked List: ${memory()}`)
await click('Reset')
console.log(`clicked Reset: ${memory()}`)
