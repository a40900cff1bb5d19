import { act } from 'react'
import { createRoot } from 'react-dom/client'

globalThis.IS_REACT_ACT_ENVIRONMENT = true

const wait = (ms) => act(() => new Promise((resolve) => setTimeout(resolve, ms)))

// The hook alone: what a component renders for `value` with a one-second delay. (Waits are real
// time, and each check keeps clear of the timer it is about, so a busy machine does not change them.)
function Probe({ value }) {
  return <output>{useDebouncedValue(value, 1000)}</output>
}
const probe = createRoot(document.getElementById('root'))
const show = (value) => act(async () => probe.render(<Probe value={value} />))
const shown = () => `"${document.querySelector('output').textContent}"`

await show('a')
console.log(`first render with "a": ${shown()}`)
await show('ab')
console.log(`value "ab": ${shown()}`)
await wait(300)
await show('abc')
await wait(300)
console.log(`"abc" 300 ms after "ab", 300 ms later: ${shown()}`)
await wait(800)
console.log(`1.1 s after the last change: ${shown()}`)
await show('abcd')
await wait(100)
await show('abc')
await wait(1100)
console.log(`"abcd", then back to "abc" within the delay, 1.1 s later: ${shown()}`)

// The search box: it shows every keystroke, but searches once typing pauses.
const form = document.body.appendChild(document.createElement('div'))
console.log('mounted the search box:')
await act(async () =>
  createRoot(form).render(<SnippetSearch onSearch={(query) => console.log(`  onSearch("${query}")`)} />),
)
const input = form.querySelector('input')
// A controlled input changes as typing changes it: through the native value setter and an input event.
const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set
// A burst of keystrokes, an input event each, faster than the 300 ms delay.
const type = (text) =>
  act(async () => {
    for (let end = input.value.length + 1; end <= text.length; end++) {
      setValue.call(input, text.slice(0, end))
      input.dispatchEvent(new Event('input', { bubbles: true }))
    }
  })

await type('debounce')
console.log(`typed "debounce" a key at a time: the box shows "${input.value}", no search yet`)
console.log('paused 400 ms:')
await wait(400)
await type('debounce ')
await wait(400)
console.log('typed a trailing space and paused: the trimmed query is the same, no search')
await act(async () => {
  setValue.call(input, '')
  input.dispatchEvent(new Event('input', { bubbles: true }))
})
console.log('cleared the box and paused 400 ms:')
await wait(400)
