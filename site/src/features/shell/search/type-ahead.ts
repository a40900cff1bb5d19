/**
 * Keys typed after a shortcut opened the palette but before its code arrived: they are kept here
 * and handed to the search field when it mounts, so a fast typist loses nothing to the download.
 */
let buffer = ''
let capturing = false
let fieldMounted = false

function onKeyDown(event: KeyboardEvent) {
  if (event.defaultPrevented || event.isComposing || event.ctrlKey || event.metaKey || event.altKey) return
  if (event.key === 'Backspace') {
    buffer = buffer.slice(0, -1)
    event.preventDefault()
    return
  }
  if (event.key.length !== 1) return
  buffer += event.key
  event.preventDefault()
}

/** Starts keeping keys, unless the search field is already there to receive them itself. */
export function captureTypeAhead() {
  if (capturing || fieldMounted) return
  capturing = true
  buffer = ''
  document.addEventListener('keydown', onKeyDown)
}

/** Stops keeping keys and returns what was typed meanwhile. */
export function takeTypeAhead(): string {
  if (capturing) document.removeEventListener('keydown', onKeyDown)
  capturing = false
  const typed = buffer
  buffer = ''
  return typed
}

/** The search field reports while it is on screen, when keys reach it directly. */
export function setSearchFieldMounted(mounted: boolean) {
  fieldMounted = mounted
}
