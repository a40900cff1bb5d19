import { useEffect } from 'react'
import { usePaletteStore } from './palette-store'
import { isPaletteShortcut } from './shortcuts'

/** Global Ctrl+K / Cmd+K and '/' toggles for the command palette. */
export function usePaletteShortcuts(onOpen?: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return
      // Stops the browser's own use of the keys: Ctrl+K focuses the address bar, '/' quick find.
      event.preventDefault()
      const { open, setOpen } = usePaletteStore.getState()
      if (!open) onOpen?.()
      setOpen(!open)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [onOpen])
}
