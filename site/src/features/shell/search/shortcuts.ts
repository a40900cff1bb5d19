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

/** Ctrl+K / Cmd+K or a bare '/', outside text fields and IME composition. */
export function isPaletteShortcut(event: KeyLike): boolean {
  if (event.defaultPrevented || event.isComposing || isTypingTarget(event.target)) return false
  if (event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey) {
    return true
  }
  return event.key === '/' && !event.metaKey && !event.ctrlKey && !event.altKey
}
