// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { usePaletteStore } from './palette-store'
import { stopTypeAhead } from './type-ahead'
import { usePaletteShortcuts } from './use-palette-shortcuts'

function Shortcuts() {
  usePaletteShortcuts()
  return null
}

afterEach(() => {
  stopTypeAhead()
  usePaletteStore.getState().setOpen(false)
})

const press = (key: string) => document.dispatchEvent(new KeyboardEvent('keydown', { key, cancelable: true }))

describe('usePaletteShortcuts', () => {
  it('keeps the keys typed straight after the shortcut, before React renders the opening', () => {
    const host = document.createElement('div')
    const root = createRoot(host)
    act(() => root.render(<Shortcuts />))
    // No act around the keys: nothing renders between them, as with a fast typist.
    press('/')
    press('m')
    press('a')
    expect(usePaletteStore.getState().open).toBe(true)
    expect(usePaletteStore.getState().query).toBe('ma')
    act(() => root.unmount())
  })

  it('toggles with Ctrl+K and Cmd+K, also from the search field of the open palette', () => {
    const host = document.createElement('div')
    const root = createRoot(host)
    act(() => root.render(<Shortcuts />))
    // The palette's search field, where the focus is while it is open.
    const field = document.createElement('input')
    document.body.append(field)
    const chord = (target: EventTarget, modifier: 'ctrlKey' | 'metaKey') =>
      target.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'k', [modifier]: true, bubbles: true, cancelable: true }),
      )
    try {
      chord(document.body, 'ctrlKey')
      expect(usePaletteStore.getState().open).toBe(true)
      chord(field, 'ctrlKey')
      expect(usePaletteStore.getState().open).toBe(false)
      chord(document.body, 'metaKey')
      expect(usePaletteStore.getState().open).toBe(true)
      chord(field, 'metaKey')
      expect(usePaletteStore.getState().open).toBe(false)
      // Closed, a field keeps its keys.
      chord(field, 'ctrlKey')
      expect(usePaletteStore.getState().open).toBe(false)
    } finally {
      field.remove()
      act(() => root.unmount())
    }
  })
})
