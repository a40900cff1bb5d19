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
  const watchTab = enabled && tab
  const tabVisible = React.useSyncExternalStore(
    watchTab ? subscribeToTab : subscribeToNothing,
    isTabVisible,
    () => true,
  )
  // Read through the store so the server's answer (`initial`) is also the one hydration renders.
  const unobservable = React.useSyncExternalStore(subscribeToNothing, lacksIntersectionObserver, () => false)

  React.useEffect(() => {
    const element = ref.current
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return
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

  return (inView || (enabled && unobservable)) && (!watchTab || tabVisible)
}

function subscribeToTab(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange)
  return () => document.removeEventListener('visibilitychange', onChange)
}

const subscribeToNothing = () => () => {}
const isTabVisible = () => document.visibilityState !== 'hidden'
const lacksIntersectionObserver = () => typeof IntersectionObserver === 'undefined'

/**
 * One callback ref that points the component's own ref and the caller's (object or function) at the
 * same element, so a component can observe its root and still hand it to whoever asked for it.
 */
export function useMergedRef<T>(ownRef: React.RefObject<T | null>, forwardedRef: React.Ref<T> | undefined) {
  return React.useCallback(
    (node: T | null) => {
      ownRef.current = node
      return assignRef(forwardedRef, node)
    },
    [ownRef, forwardedRef],
  )
}

/** Points a ref of either kind at `node`, handing back a function ref's cleanup as React expects. */
function assignRef<T>(ref: React.Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') return ref(node)
  if (ref) ref.current = node
}
