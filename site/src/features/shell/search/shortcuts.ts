type TargetLike = { tagName?: string; isContentEditable?: boolean } | null

/** True when keystrokes on this element are text entry that a shortcut must not steal. */
export function isTypingTarget(target: unknown): boolean {
  if (!target || typeof target !== 'object') return false
  const el = target as TargetLike
  if (el?.isContentEditable) return true
  const tag = el?.tagName?.toUpperCase()
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT'
}

type KeyLike = {
  key: string
  metaKey: boolean
  ctrlKey: boolean
  altKey: boolean
  shiftKey: boolean
  isComposing?: boolean
  defaultPrevented?: boolean
  target: unknown
}

/**
 * Ctrl+K / Cmd+K or a bare '/', outside text fields and IME composition. While the palette is open
 * (`paletteOpen`), Ctrl+K / Cmd+K also counts from its own search field, so the keys that opened it
 * close it (docs/product.md, Search); '/' there is typed.
 */
export function isPaletteShortcut(event: KeyLike, paletteOpen = false): boolean {
  if (event.defaultPrevented || event.isComposing) return false
  if (event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey) {
    return paletteOpen || !isTypingTarget(event.target)
  }
  if (isTypingTarget(event.target)) return false
  return event.key === '/' && !event.metaKey && !event.ctrlKey && !event.altKey
}
