import { useEffect } from 'react'
import { usePaletteStore } from './palette-store'
import { isPaletteShortcut } from './shortcuts'
import { captureTypeAhead } from './type-ahead'

/** Global Ctrl+K / Cmd+K and '/' toggles for the command palette. */
export function usePaletteShortcuts(onOpen?: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const { open, setOpen } = usePaletteStore.getState()
      if (!isPaletteShortcut(event, open)) return
      // Stops the browser's own use of the keys: Ctrl+K focuses the address bar, '/' quick find.
      event.preventDefault()
      if (!open) {
        onOpen?.()
        // Here, not in an effect after the render: a key typed straight after the shortcut may
        // arrive before React has rendered the opening.
        captureTypeAhead()
      }
      setOpen(!open)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [onOpen])
}
