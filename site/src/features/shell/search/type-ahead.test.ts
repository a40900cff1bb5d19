// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { usePaletteStore } from './palette-store'
import { captureTypeAhead, stopTypeAhead } from './type-ahead'

function press(key: string, init: KeyboardEventInit = {}, target: EventTarget = document.body) {
  const event = new KeyboardEvent('keydown', { key, cancelable: true, bubbles: true, ...init })
  target.dispatchEvent(event)
  return event
}

const query = () => usePaletteStore.getState().query

// Each test starts at an opening, which empties the query.
beforeEach(() => usePaletteStore.getState().setOpen(true))
afterEach(() => {
  stopTypeAhead()
  usePaletteStore.getState().setOpen(false)
  document.body.replaceChildren()
})

describe('type-ahead', () => {
  it('puts printable keys and Backspace into the query until stopped', () => {
    captureTypeAhead()
    press('a')
    press('b')
    press('Backspace')
    press('c')
    expect(press('d').defaultPrevented).toBe(true)
    expect(query()).toBe('acd')
    stopTypeAhead()
    expect(press('e').defaultPrevented).toBe(false)
    expect(query()).toBe('acd')
  })

  it('leaves shortcuts, modifiers, navigation keys and handled events alone', () => {
    captureTypeAhead()
    const enter = press('Enter')
    press('k', { ctrlKey: true })
    press('x', { metaKey: true })
    press('é', { isComposing: true })
    const handled = new KeyboardEvent('keydown', { key: 'y', cancelable: true })
    handled.preventDefault()
    document.dispatchEvent(handled)
    expect(enter.defaultPrevented).toBe(false)
    expect(query()).toBe('')
  })

  it('leaves keys to a focused field and to the open palette', () => {
    const field = document.createElement('input')
    const dialog = document.createElement('div')
    dialog.setAttribute('role', 'dialog')
    const button = document.createElement('button')
    dialog.append(button)
    document.body.append(field, dialog)
    captureTypeAhead()
    expect(press('a', {}, field).defaultPrevented).toBe(false)
    expect(press(' ', {}, button).defaultPrevented).toBe(false)
    expect(query()).toBe('')
    press('b')
    expect(query()).toBe('b')
  })

  it('starts each opening with an empty query', () => {
    usePaletteStore.getState().setQuery('marquee')
    usePaletteStore.getState().setOpen(true)
    expect(query()).toBe('marquee')
    usePaletteStore.getState().setOpen(false)
    usePaletteStore.getState().setOpen(true)
    expect(query()).toBe('')
  })
})
