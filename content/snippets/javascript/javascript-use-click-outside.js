import { useEffect, useRef, useState } from 'react'

/**
 * Calls `onOutside(event)` on a pointer press outside `ref.current` (and outside any
 * element in `ignore`), or when Escape is pressed. Pass enabled=false while closed.
 */
export function useClickOutside(ref, onOutside, { enabled = true, ignore = [] } = {}) {
  const handlerRef = useRef(onOutside)
  handlerRef.current = onOutside

  useEffect(() => {
    if (!enabled) return undefined

    const onPointerDown = (event) => {
      const target = event.target
      if (!(target instanceof Node)) return
      if (ref.current?.contains(target)) return
      if (ignore.some((other) => other.current?.contains(target))) return
      handlerRef.current(event)
    }
    const onKeyDown = (event) => {
      if (event.key === 'Escape') handlerRef.current(event)
    }

    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [ref, enabled, ignore])
}

export function Dropdown({ label, children }) {
  const [open, setOpen] = useState(false)
  const menuRef = useRef(null)
  const buttonRef = useRef(null)
  useClickOutside(menuRef, () => setOpen(false), { enabled: open, ignore: [buttonRef] })

  return (
    <div className="dropdown">
      <button ref={buttonRef} type="button" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {label}
      </button>
      {open && <div ref={menuRef} role="menu">{children}</div>}
    </div>
  )
}
