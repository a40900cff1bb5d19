import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { captureTypeAhead, setSearchFieldMounted, takeTypeAhead } from './type-ahead'

type Listener = (event: KeyboardEvent) => void
const listeners = new Set<Listener>()

function press(key: string, init: Partial<KeyboardEvent> = {}) {
  const event = { key, defaultPrevented: false, preventDefault: vi.fn(), ...init } as unknown as KeyboardEvent
  for (const listener of listeners) listener(event)
  return event
}

beforeEach(() => {
  vi.stubGlobal('document', {
    addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
  })
})
afterEach(() => {
  takeTypeAhead()
  setSearchFieldMounted(false)
  listeners.clear()
  vi.unstubAllGlobals()
})

describe('type-ahead', () => {
  it('keeps printable keys and Backspace until taken, then stops listening', () => {
    captureTypeAhead()
    press('a')
    press('b')
    press('Backspace')
    press('c')
    expect(press('d').preventDefault).toHaveBeenCalled()
    expect(takeTypeAhead()).toBe('acd')
    expect(listeners.size).toBe(0)
    expect(takeTypeAhead()).toBe('')
  })

  it('leaves shortcuts, modifiers, navigation keys and handled events alone', () => {
    captureTypeAhead()
    const enter = press('Enter')
    press('k', { ctrlKey: true })
    press('x', { metaKey: true })
    press('y', { defaultPrevented: true })
    press('é', { isComposing: true })
    expect(enter.preventDefault).not.toHaveBeenCalled()
    expect(takeTypeAhead()).toBe('')
  })

  it('does not capture while the search field is mounted and can take keys itself', () => {
    setSearchFieldMounted(true)
    captureTypeAhead()
    expect(listeners.size).toBe(0)
    press('a')
    expect(takeTypeAhead()).toBe('')
  })
})
