import { type RefObject, useEffect, useState } from 'react'

export type OnScreenOptions = {
  /** Grows the viewport by this margin (CSS syntax), to answer true a little before the element arrives. */
  rootMargin?: string
  /** Stop watching, and stay true, once the element has been on screen. */
  once?: boolean
  /** Whether to ask about the tab too: false while it is hidden. */
  tab?: boolean
}

/**
 * True while the element is in (or within `rootMargin` of) the viewport and, unless `tab` is
 * false, the tab is visible. Continuous animation and deferred work follow it, so nothing runs for
 * what nobody can see. Starts as `initial` (true: the server's markup shows the animated state), so
 * hydration matches and nothing waits for the first observation.
 */
export function useOnScreen(
  ref: RefObject<Element | null>,
  { rootMargin, once = false, tab = true }: OnScreenOptions = {},
  initial = true,
): boolean {
  const [inView, setInView] = useState(initial)
  const [tabVisible, setTabVisible] = useState(true)

  useEffect(() => {
    const element = ref.current
    if (!element) return
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
  }, [ref, rootMargin, once])

  useEffect(() => {
    if (!tab) return
    const read = () => setTabVisible(document.visibilityState !== 'hidden')
    read()
    document.addEventListener('visibilitychange', read)
    return () => document.removeEventListener('visibilitychange', read)
  }, [tab])

  return inView && (!tab || tabVisible)
}
