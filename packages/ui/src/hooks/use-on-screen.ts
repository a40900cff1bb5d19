'use client'

import * as React from 'react'

export type OnScreenOptions = {
  /** Watch at all; when false the hook answers `initial` and observes nothing. */
  enabled?: boolean
  /** Grows the viewport by this margin (CSS syntax), to answer true a little before the element arrives. */
  rootMargin?: string
  /** Stop watching, and stay true, once the element has been on screen. */
  once?: boolean
  /** Whether a hidden tab counts as off screen. */
  tab?: boolean
  /** The answer before the first observation; true matches server markup that shows the running state. */
  initial?: boolean
}

/**
 * True while the element is in (or within `rootMargin` of) the viewport and, unless `tab` is false,
 * the tab is visible. Continuous motion and deferred work follow it, so nothing runs for what nobody
 * can see. It starts as `initial`, so hydration matches the server's markup and nothing waits for the
 * first observation; without IntersectionObserver it answers true.
 */
export function useOnScreen(
  ref: React.RefObject<Element | null>,
  { enabled = true, rootMargin, once = false, tab = true, initial = true }: OnScreenOptions = {},
): boolean {
  const [inView, setInView] = React.useState(initial)
  const [tabVisible, setTabVisible] = React.useState(true)

  React.useEffect(() => {
    const element = ref.current
    if (!enabled || !element) return
    if (typeof IntersectionObserver === 'undefined') {
      setInView(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const latest = entries[entries.length - 1]
        if (!latest) return
        setInView(latest.isIntersecting)
        if (once && latest.isIntersecting) observer.disconnect()
      },
      { rootMargin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, enabled, rootMargin, once])

  React.useEffect(() => {
    if (!enabled || !tab) return
    const read = () => setTabVisible(document.visibilityState !== 'hidden')
    read()
    document.addEventListener('visibilitychange', read)
    return () => document.removeEventListener('visibilitychange', read)
  }, [enabled, tab])

  return inView && (!tab || tabVisible)
}

/**
 * One callback ref that points the component's own ref and the caller's (object or function) at the
 * same element, so a component can observe its root and still hand it to whoever asked for it.
 */
export function useMergedRef<T>(own: React.RefObject<T | null>, forwarded: React.Ref<T> | undefined) {
  return React.useCallback(
    (node: T | null) => {
      own.current = node
      if (typeof forwarded === 'function') return forwarded(node)
      if (forwarded) forwarded.current = node
    },
    [own, forwarded],
  )
}
