import { act, useState } from 'react'
import { createRoot } from 'react-dom/client'

globalThis.IS_REACT_ACT_ENVIRONMENT = true

function DeleteSnippet() {
  const [open, setOpen] = useState(false)
  const close = () => {
    console.log('  onClose()')
    setOpen(false)
  }
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Delete</button>
      <a href="#help">Help</a>
      <Modal open={open} onClose={close} title="Delete snippet?" description="useDebounce will be removed permanently.">
        <button type="button" onClick={() => setOpen(false)}>Cancel</button>
        <button type="button">Delete for good</button>
      </Modal>
    </>
  )
}

const root = createRoot(document.getElementById('root'))
await act(async () => root.render(<DeleteSnippet />))
const dialog = document.querySelector('dialog')
const opener = document.querySelector('button')
const focused = (el = document.activeElement) =>
  el === document.body ? 'the page' : `"${el.getAttribute('aria-label') ?? el.textContent}"`
const text = (id) => `"${document.getElementById(id)?.textContent}"`
const state = () => `open ${dialog.open}, focus on ${focused()}`

async function open() {
  opener.focus()
  await act(async () => opener.click())
}

console.log(`rendered closed: ${state()}`)
await open()
console.log(`clicked Delete: ${state()}, modal ${dialog.matches(':modal')}`)
console.log(`labelled by ${text(dialog.getAttribute('aria-labelledby'))}, described by ${text(dialog.getAttribute('aria-describedby'))}`)

// The page behind a modal dialog is inert: focus cannot leave it.
document.querySelector('a[href="#help"]').focus()
opener.focus()
console.log(`focus() on the link and button behind it: focus stays on ${focused()}`)

// Clicks inside the content bubble to the dialog but are not backdrop clicks.
await act(async () => document.querySelector('dialog h2').click())
await act(async () => document.querySelector('dialog p').click())
console.log(`clicked the title and the text: ${state()}`)

// A click on the backdrop is a click whose target is the dialog element itself.
await act(async () => dialog.click())
console.log(`clicked the backdrop: ${state()}`)

// requestClose() does what Escape does: it fires the dialog's cancel event.
await open()
await act(async () => dialog.requestClose())
console.log(`Escape: ${state()}`)

await open()
await act(async () => document.querySelector('.modal__close').click())
console.log(`clicked × (labelled "Close"): ${state()}`)

// The parent's own Cancel button closes it by setting open=false, without onClose.
await open()
await act(async () => [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Cancel').click())
console.log(`clicked Cancel: ${state()}`)

// Without a description there is no aria-describedby pointing at nothing.
const other = document.createElement('div')
document.body.append(other)
await act(async () => createRoot(other).render(<Modal open={false} onClose={() => {}} title="Settings" />))
console.log(`no description: aria-describedby ${other.querySelector('dialog').getAttribute('aria-describedby')}`)
