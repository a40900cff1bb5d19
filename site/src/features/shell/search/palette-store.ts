import { create } from 'zustand'

type PaletteState = {
  open: boolean
  /** What the search field holds; empty at each opening. */
  query: string
  setOpen: (open: boolean) => void
  setQuery: (query: string) => void
  toggle: () => void
}

// The palette has no trigger element of its own (a shortcut can open it from anywhere), so the
// element focused before opening is remembered here to hand focus back on close.
let focusBeforeOpen: HTMLElement | null = null

function rememberFocus() {
  if (typeof document === 'undefined') return
  const active = document.activeElement
  focusBeforeOpen = active instanceof HTMLElement && active !== document.body ? active : null
}

/** Focus back to where it was when the palette opened, if that element is still on the page. */
export function restoreFocusAfterPalette() {
  const target = focusBeforeOpen
  focusBeforeOpen = null
  if (target?.isConnected) target.focus({ preventScroll: true })
}

/** Shared so any button on the page (not only the header's) can open the palette. */
export const usePaletteStore = create<PaletteState>()((set, get) => ({
  open: false,
  query: '',
  setOpen: (open) => {
    if (open && !get().open) {
      rememberFocus()
      set({ open, query: '' })
    } else set({ open })
  },
  setQuery: (query) => set({ query }),
  toggle: () => get().setOpen(!get().open),
}))
