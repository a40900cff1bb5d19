import { act } from 'react'
import { createRoot } from 'react-dom/client'

globalThis.IS_REACT_ACT_ENVIRONMENT = true

const root = createRoot(document.getElementById('root'))
await act(async () =>
  root.render(
    <>
      <Dropdown label="Language">
        <button type="button" role="menuitem">JavaScript</button>
        <button type="button" role="menuitem">Go</button>
      </Dropdown>
      <p>Elsewhere on the page</p>
    </>,
  ),
)
const toggle = document.querySelector('button[aria-expanded]')
const menu = () => (document.querySelector('[role="menu"]') ? 'menu shown' : 'no menu')
const state = () => `aria-expanded ${toggle.getAttribute('aria-expanded')}, ${menu()}`
// A press as a pointer makes it: pointerdown on the element, then (for a button) its click.
const press = (element) =>
  act(async () => {
    element.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
    element.click()
  })

console.log(`rendered: ${state()}`)
await press(toggle)
console.log(`pressed the button: ${state()}`)
await press(document.querySelector('[role="menuitem"]'))
console.log(`pressed a menu item: ${state()}`)
await press(document.querySelector('p'))
console.log(`pressed outside: ${state()}`)

await press(toggle)
await act(async () => document.activeElement.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })))
console.log(`opened, then Escape: ${state()}`)

// The toggle is in `ignore`: pressing it while open closes the menu through its own onClick,
// instead of the hook closing it on pointerdown and the click opening it again.
await press(toggle)
console.log(`opened: ${state()}`)
await press(toggle)
console.log(`pressed the button again: ${state()}`)

// The hook on its own: listeners only while enabled, and an inline handler always the latest.
const panel = document.body.appendChild(Object.assign(document.createElement('section'), { textContent: 'Panel' }))
const panelRef = { current: panel }
function Panel({ enabled, name }) {
  useClickOutside(panelRef, (event) => console.log(`  ${name}: outside (${event.type})`), { enabled })
  return null
}
const other = createRoot(document.body.appendChild(document.createElement('div')))
await act(async () => other.render(<Panel enabled={false} name="first" />))
await press(document.querySelector('p'))
console.log('disabled, pressed outside: nothing called')
await act(async () => other.render(<Panel enabled name="second" />))
await press(panel)
console.log('enabled, pressed the panel: nothing called')
console.log('enabled, pressed outside:')
await press(document.querySelector('p'))
await act(async () => other.render(<Panel enabled name="third" />))
console.log('re-rendered with a new handler, pressed Enter, then Escape:')
document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }))
document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
