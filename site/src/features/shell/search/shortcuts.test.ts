import { describe, expect, it } from 'vitest'
import { isPaletteShortcut, isTypingTarget } from './shortcuts'

const key = (k: string, extra: Partial<Parameters<typeof isPaletteShortcut>[0]> = {}) => ({
  key: k,
  metaKey: false,
  ctrlKey: false,
  altKey: false,
  shiftKey: false,
  target: { tagName: 'BODY' },
  ...extra,
})

describe('isTypingTarget', () => {
  it('recognises form fields and editable elements', () => {
    for (const tagName of ['INPUT', 'TEXTAREA', 'SELECT', 'input']) expect(isTypingTarget({ tagName })).toBe(true)
    expect(isTypingTarget({ tagName: 'DIV', isContentEditable: true })).toBe(true)
  })

  it('ignores everything else', () => {
    expect(isTypingTarget({ tagName: 'BUTTON' })).toBe(false)
    expect(isTypingTarget({ tagName: 'DIV', isContentEditable: false })).toBe(false)
    expect(isTypingTarget(null)).toBe(false)
    expect(isTypingTarget(undefined)).toBe(false)
  })
})

describe('isPaletteShortcut', () => {
  it('accepts Ctrl+K, Cmd+K and /', () => {
    expect(isPaletteShortcut(key('k', { ctrlKey: true }))).toBe(true)
    expect(isPaletteShortcut(key('K', { metaKey: true }))).toBe(true)
    expect(isPaletteShortcut(key('/'))).toBe(true)
  })

  it('rejects plain letters and other modifier combinations', () => {
    expect(isPaletteShortcut(key('k'))).toBe(false)
    expect(isPaletteShortcut(key('k', { ctrlKey: true, shiftKey: true }))).toBe(false)
    expect(isPaletteShortcut(key('k', { ctrlKey: true, altKey: true }))).toBe(false)
    expect(isPaletteShortcut(key('/', { ctrlKey: true }))).toBe(false)
  })

  it('closes an open palette with Ctrl+K or Cmd+K from its own search field, where / is typed', () => {
    const inField = { target: { tagName: 'INPUT' } }
    expect(isPaletteShortcut(key('k', { ctrlKey: true, ...inField }), true)).toBe(true)
    expect(isPaletteShortcut(key('K', { metaKey: true, ...inField }), true)).toBe(true)
    expect(isPaletteShortcut(key('/', inField), true)).toBe(false)
    expect(isPaletteShortcut(key('k', { ctrlKey: true, ...inField, isComposing: true }), true)).toBe(false)
    expect(isPaletteShortcut(key('k', { ctrlKey: true, ...inField }), false)).toBe(false)
  })

  it('is ignored while typing, composing or after another handler took the key', () => {
    expect(isPaletteShortcut(key('/', { target: { tagName: 'INPUT' } }))).toBe(false)
    expect(isPaletteShortcut(key('k', { ctrlKey: true, target: { tagName: 'TEXTAREA' } }))).toBe(false)
    expect(isPaletteShortcut(key('/', { target: { tagName: 'SELECT' } }))).toBe(false)
    expect(isPaletteShortcut(key('/', { target: { tagName: 'P', isContentEditable: true } }))).toBe(false)
    expect(isPaletteShortcut(key('/', { isComposing: true }))).toBe(false)
    expect(isPaletteShortcut(key('/', { defaultPrevented: true }))).toBe(false)
  })
})
