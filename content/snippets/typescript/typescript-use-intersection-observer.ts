import { type RefCallback, useCallback, useEffect, useState } from 'react'

type Options = {
  threshold?: number | number[]
  rootMargin?: string
  /** Stop observing after the element has been seen once. */
  once?: boolean
}

export function useInView<T extends Element>({ threshold = 0, rootMargin = '0px', once = false }: Options = {}) {
  const [inView, setInView] = useState(false)
  const [element, setElement] = useState<T | null>(null)
  const ref: RefCallback<T> = useCallback((node) => setElement(node), [])

  const thresholdKey = Array.isArray(threshold) ? threshold.join(',') : String(threshold)

  // thresholdKey stands in for `threshold`, so an inline array does not recreate the observer.
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return
        setInView(entry.isIntersecting)
        if (entry.isIntersecting && once) observer.disconnect()
      },
      { threshold, rootMargin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [element, thresholdKey, rootMargin, once])

  return { ref, inView }
}
