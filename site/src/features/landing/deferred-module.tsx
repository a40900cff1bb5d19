import { type ComponentType, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react'

type Components = Record<string, ComponentType>

/**
 * A chunk of page parts that is hydrated only when wanted. On the server, and in the browser when
 * the page is rendered by a client-side navigation, the chunk is loaded first (`preload`, from the
 * route's loader) and its parts render as usual. When the page is hydrated instead, each part is
 * left exactly as the server rendered it, visible and not yet interactive, and the chunk is fetched
 * once one of the parts comes within `rootMargin` of the viewport or is pressed or focused.
 */
export type DeferredModule = {
  preload: () => Promise<void>
  /** Resolves once the chunk is loaded; does not ask for it. */
  loaded: Promise<void>
  rootMargin: string
  /** The loaded chunk's parts, or the error that stopped it loading. */
  state: () => { parts?: Components; failure?: unknown }
}

export function deferredModule(load: () => Promise<Components>, { rootMargin = '0px' } = {}): DeferredModule {
  let parts: Components | undefined
  let failure: unknown
  let loading: Promise<void> | undefined
  let openGate!: () => void
  const gate = new Promise<void>((resolve) => {
    openGate = resolve
  })
  const preload = () => {
    openGate()
    loading ??= load().then(
      (loaded) => {
        parts = loaded
      },
      (error: unknown) => {
        failure = error
      },
    )
    return loading
  }
  return { preload, loaded: gate.then(preload), rootMargin, state: () => ({ parts, failure }) }
}

/** Runs `onMount` once its children have committed: the part is hydrated and handles events. */
function Mounted({ onMount, children }: { onMount: () => void; children: ReactNode }) {
  useEffect(() => onMount(), [onMount])
  return children
}

type PartProps = { module: DeferredModule; name: string }

function Part({ module, name, deferred, onMount }: PartProps & { deferred: boolean; onMount: () => void }) {
  const { parts, failure } = module.state()
  if (failure) throw failure
  // Hydrating: suspend until the chunk is wanted and here, which leaves the server's HTML in place.
  if (!parts) throw deferred ? module.loaded : module.preload()
  const Component = parts[name]
  if (!Component) throw new Error(`The deferred chunk has no part named ${name}`)
  return (
    <Mounted onMount={onMount}>
      <Component />
    </Mounted>
  )
}

/**
 * One part of a deferred chunk, found in the server's HTML by `anchor` (a CSS selector for its
 * outermost element). React drops a press on a part that cannot hydrate yet; this keeps it and
 * replays it once the part has hydrated. Links are left alone: the browser follows them without
 * any script.
 */
export function DeferredPart({ module, name, anchor }: PartProps & { anchor: string }) {
  // The part's element is already in the document only when React is hydrating the server's HTML;
  // a client-side render creates it.
  const [deferred] = useState(
    () => typeof document !== 'undefined' && !module.state().parts && document.querySelector(anchor) !== null,
  )
  const mounted = useRef(!deferred)
  const pendingClicks = useRef<HTMLElement[]>([])

  useEffect(() => {
    if (mounted.current) return
    const element = document.querySelector(anchor)
    if (!element || typeof IntersectionObserver === 'undefined') {
      void module.preload()
      return
    }
    const load = () => void module.preload()
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load()
      },
      { rootMargin: module.rootMargin },
    )
    observer.observe(element)
    const onClick = (event: MouseEvent) => {
      const origin = event.target
      if (mounted.current || !(origin instanceof Element) || !element.contains(origin)) return
      if (origin.closest('a[href]')) return
      // The press may land on an icon inside the control; the replay goes to the control itself.
      const control = origin.closest<HTMLElement>('button, input, select, textarea, label, summary, [role="button"]')
      if (!control) return
      event.preventDefault()
      event.stopImmediatePropagation()
      pendingClicks.current.push(control)
      load()
    }
    window.addEventListener('click', onClick, true)
    element.addEventListener('focusin', load)
    return () => {
      observer.disconnect()
      window.removeEventListener('click', onClick, true)
      element.removeEventListener('focusin', load)
    }
  }, [module, anchor])

  const onMount = useCallback(() => {
    mounted.current = true
    for (const control of pendingClicks.current.splice(0)) if (control.isConnected) control.click()
  }, [])

  // The same element on every render: a boundary still waiting to hydrate that receives new props
  // is one React gives up on, throwing its server HTML away for the (empty) fallback.
  return useMemo(
    () => (
      <Suspense fallback={null}>
        <Part module={module} name={name} deferred={deferred} onMount={onMount} />
      </Suspense>
    ),
    [module, name, deferred, onMount],
  )
}
