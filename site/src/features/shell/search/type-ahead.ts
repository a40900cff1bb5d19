import { usePaletteStore } from './palette-store'
import { isTypingTarget } from './shortcuts'

/**
 * Keys typed after a shortcut opened the palette but before its search field has focus (its code
 * may still be downloading): they go into the palette's query, which the field shows once it is
 * there, so a fast typist loses nothing to the download. Kept in the store rather than handed to
 * the field once, so a render React throws away or a field mounted twice cannot drop them.
 */
let capturing = false

/** A field types the key itself, and inside the open palette keys are the palette's own. */
function receivesKeys(target: EventTarget | null) {
  return isTypingTarget(target) || (target instanceof Element && target.closest('[role="dialog"]') !== null)
}

function onKeyDown(event: KeyboardEvent) {
  if (event.defaultPrevented || event.isComposing || event.ctrlKey || event.metaKey || event.altKey) return
  if (receivesKeys(event.target)) return
  const { query, setQuery } = usePaletteStore.getState()
  if (event.key === 'Backspace') {
    setQuery(query.slice(0, -1))
    event.preventDefault()
    return
  }
  if (event.key.length !== 1) return
  setQuery(query + event.key)
  event.preventDefault()
}

/** Starts putting typed keys into the query; called as the palette opens. */
export function captureTypeAhead() {
  if (capturing) return
  capturing = true
  document.addEventListener('keydown', onKeyDown)
}

/** Stops it; called as the palette closes. */
export function stopTypeAhead() {
  if (!capturing) return
  capturing = false
  document.removeEventListener('keydown', onKeyDown)
}
