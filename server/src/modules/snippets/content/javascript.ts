import { fence } from './markdown'
import type { SnippetSeed } from './types'

/** JavaScript snippets written for Snipstack. */
export const javascriptSnippets: SnippetSeed[] = [
  {
    slug: 'javascript-debounce',
    title: 'Debounce with Cancel and Flush',
    description:
      'Delay a function until calls stop for a given time, with optional leading-edge calls and cancel() and flush() for cleanup and forced execution.',
    language: 'JavaScript',
    category: 'Function',
    tags: ['javascript', 'debounce', 'performance', 'events'],
    plan: 'free',
    code: `/**
 * Returns a debounced version of fn that runs after \`wait\` ms without new calls.
 * With { leading: true } the first call of a burst runs immediately instead.
 */
export function debounce(fn, wait = 300, { leading = false } = {}) {
  let timer = null
  let pendingArgs = null
  let pendingThis = null

  function invoke() {
    const args = pendingArgs
    const self = pendingThis
    pendingArgs = pendingThis = null
    if (args) fn.apply(self, args)
  }

  function debounced(...args) {
    const isBurstStart = timer === null
    pendingArgs = args
    pendingThis = this
    clearTimeout(timer)
    timer = setTimeout(() => {
      timer = null
      invoke()
    }, wait)
    if (leading && isBurstStart) invoke()
  }

  debounced.cancel = () => {
    clearTimeout(timer)
    timer = pendingArgs = pendingThis = null
  }

  debounced.flush = () => {
    clearTimeout(timer)
    timer = null
    invoke()
  }

  return debounced
}
`,
    mdx: `Every call restarts the timer, so \`fn\` runs once, \`wait\` milliseconds after the last call of a burst, with the latest arguments. \`cancel()\` drops a pending call (use it when a component unmounts); \`flush()\` runs it right away (use it before navigation or on form submit).

## Usage

${fence}js
import { debounce } from './debounce.js'

const search = debounce((query) => {
  fetch(\`/api/snippets?name=\${encodeURIComponent(query)}\`)
}, 300)

input.addEventListener('input', (event) => search(event.target.value.trim()))
form.addEventListener('submit', () => search.flush())

const save = debounce(saveDraft, 1000, { leading: true }) // save at once, then at most once per pause
${fence}

## Notes

- With \`leading: true\` a burst runs \`fn\` at the start and again at the end only if more calls arrived after the first.
- \`this\` is forwarded, so debounced methods work when called on their object.
- Create the debounced function once (outside render in React) or every render gets a new timer.
`,
  },
  {
    slug: 'javascript-throttle',
    title: 'Throttle with Trailing Call',
    description:
      'Run a function at most once per interval during continuous events like scroll or resize, always finishing with a trailing call so the final state is never missed.',
    language: 'JavaScript',
    category: 'Function',
    tags: ['javascript', 'throttle', 'performance', 'events'],
    plan: 'free',
    code: `/**
 * Returns a throttled fn that runs at most once every \`interval\` ms.
 * The first call runs immediately; calls during the interval are collapsed
 * into one trailing call with the most recent arguments.
 */
export function throttle(fn, interval = 100) {
  let lastRun = 0
  let timer = null
  let lastArgs = null
  let lastThis = null

  function run() {
    lastRun = Date.now()
    timer = null
    const args = lastArgs
    const self = lastThis
    lastArgs = lastThis = null
    fn.apply(self, args)
  }

  function throttled(...args) {
    lastArgs = args
    lastThis = this
    const remaining = interval - (Date.now() - lastRun)
    if (remaining <= 0 || remaining > interval) {
      clearTimeout(timer)
      run()
    } else if (timer === null) {
      timer = setTimeout(run, remaining)
    }
  }

  throttled.cancel = () => {
    clearTimeout(timer)
    timer = lastArgs = lastThis = null
    lastRun = 0
  }

  return throttled
}
`,
    mdx: `Where debounce waits for quiet, throttle guarantees a steady rhythm: at most one call per interval while events keep firing. The trailing call means the last position or size is always handled, even if it arrives mid-interval.

## Usage

${fence}js
import { throttle } from './throttle.js'

const updateProgress = throttle(() => {
  const max = document.documentElement.scrollHeight - innerHeight
  progressBar.style.width = \`\${(scrollY / max) * 100}%\`
}, 50)

addEventListener('scroll', updateProgress, { passive: true })
// later: removeEventListener('scroll', updateProgress); updateProgress.cancel()
${fence}

## Notes

- The \`remaining > interval\` check handles the system clock moving backwards.
- For animation-related work, \`requestAnimationFrame\` is often a better throttle because it matches the display's refresh rate.
- Pair with \`{ passive: true }\` listeners so scrolling is never blocked by your handler.
`,
  },
  {
    slug: 'javascript-retry-with-backoff',
    title: 'Async Retry with Exponential Backoff',
    description:
      'Retry any async operation with exponential backoff and jitter, decide per error whether to retry, and abort the whole thing with an AbortSignal.',
    language: 'JavaScript',
    category: 'Function',
    tags: ['javascript', 'async', 'retry', 'resilience'],
    plan: 'free',
    code: `const sleep = (ms, signal) =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        reject(signal.reason)
      },
      { once: true },
    )
  })

/**
 * Calls \`operation(attempt)\` until it resolves or the attempts run out.
 * \`shouldRetry(error)\` can refuse retries for errors that will not go away.
 */
export async function retry(operation, options = {}) {
  const { attempts = 4, baseDelay = 250, maxDelay = 8000, shouldRetry = () => true, signal } = options
  let lastError
  for (let attempt = 1; attempt <= attempts; attempt++) {
    signal?.throwIfAborted()
    try {
      return await operation(attempt)
    } catch (error) {
      lastError = error
      if (attempt === attempts || !shouldRetry(error)) break
      const ceiling = Math.min(maxDelay, baseDelay * 2 ** (attempt - 1))
      await sleep(Math.random() * ceiling, signal)
    }
  }
  throw lastError
}
`,
    mdx: `\`retry\` wraps any promise-returning function. Delays grow exponentially (250 ms, 500 ms, 1 s ...) up to \`maxDelay\`, and each is randomised between zero and that ceiling so many clients do not retry in sync. Aborting the signal stops both the waiting and any further attempts.

## Usage

${fence}js
import { retry } from './retry.js'

const controller = new AbortController()

const user = await retry(
  async () => {
    const res = await fetch('/api/me', { signal: controller.signal })
    if (!res.ok) throw Object.assign(new Error(\`HTTP \${res.status}\`), { status: res.status })
    return res.json()
  },
  {
    attempts: 5,
    signal: controller.signal,
    shouldRetry: (error) => !error.status || error.status >= 500 || error.status === 429,
  },
)
${fence}

## Notes

- Only retry idempotent operations, or the server may process a request twice.
- The last error is rethrown unchanged, so callers can inspect it as usual.
- \`signal.throwIfAborted()\` is available in all current browsers and Node.js 17.3+.
`,
  },
  {
    slug: 'javascript-lru-cache',
    title: 'LRU Cache on a Map',
    description:
      'A least-recently-used cache with a size limit and optional time-to-live, using the insertion order of a JavaScript Map for O(1) reads, writes and evictions.',
    language: 'JavaScript',
    category: 'Function',
    tags: ['javascript', 'cache', 'lru', 'data-structures'],
    plan: 'free',
    code: `export class LRUCache {
  #map = new Map()

  /** @param {{ max: number, ttl?: number }} options ttl in milliseconds, 0 for no expiry */
  constructor({ max, ttl = 0 }) {
    if (!Number.isInteger(max) || max < 1) throw new RangeError('max must be a positive integer')
    this.max = max
    this.ttl = ttl
  }

  get(key) {
    const entry = this.#map.get(key)
    if (!entry) return undefined
    if (entry.expires && entry.expires <= Date.now()) {
      this.#map.delete(key)
      return undefined
    }
    // Re-insert to mark as most recently used (Maps iterate in insertion order).
    this.#map.delete(key)
    this.#map.set(key, entry)
    return entry.value
  }

  set(key, value) {
    this.#map.delete(key)
    this.#map.set(key, { value, expires: this.ttl ? Date.now() + this.ttl : 0 })
    if (this.#map.size > this.max) {
      const oldest = this.#map.keys().next().value
      this.#map.delete(oldest)
    }
    return this
  }

  has(key) {
    return this.get(key) !== undefined
  }

  delete(key) {
    return this.#map.delete(key)
  }

  clear() {
    this.#map.clear()
  }

  get size() {
    return this.#map.size
  }
}
`,
    mdx: `A \`Map\` remembers insertion order, so deleting and re-inserting a key on every read keeps the least recently used entry first, where \`map.keys().next()\` finds it in constant time. No linked list needed.

## Usage

${fence}js
import { LRUCache } from './lru-cache.js'

const snippets = new LRUCache({ max: 500, ttl: 5 * 60 * 1000 })

async function getSnippet(slug) {
  const cached = snippets.get(slug)
  if (cached) return cached
  const snippet = await db.findSnippet(slug)
  snippets.set(slug, snippet)
  return snippet
}
${fence}

## Notes

- \`has()\` refreshes recency like \`get()\` does; that is usually what you want.
- Storing \`undefined\` as a value makes it indistinguishable from a miss; store \`null\` instead.
- Expired entries are removed lazily when read, so \`size\` can include stale entries until they are touched or evicted.
`,
  },
  {
    slug: 'javascript-deep-equal',
    title: 'Deep Equality Check',
    description:
      'Compare two values structurally, including nested objects and arrays, Dates, RegExps, Maps, Sets, typed arrays and NaN, with protection against circular references.',
    language: 'JavaScript',
    category: 'Function',
    tags: ['javascript', 'equality', 'objects', 'utilities'],
    plan: 'free',
    code: `export function deepEqual(a, b, seen = new WeakMap()) {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false

  // Circular structures: assume equal if we are already comparing this pair.
  if (seen.get(a) === b) return true
  seen.set(a, b)

  if (a instanceof Date) return a.getTime() === b.getTime()
  if (a instanceof RegExp) return a.source === b.source && a.flags === b.flags

  if (a instanceof Map) {
    if (a.size !== b.size) return false
    for (const [key, value] of a) {
      if (!b.has(key) || !deepEqual(value, b.get(key), seen)) return false
    }
    return true
  }

  if (a instanceof Set) {
    if (a.size !== b.size) return false
    for (const value of a) if (!b.has(value)) return false
    return true
  }

  if (ArrayBuffer.isView(a)) {
    if (a.byteLength !== b.byteLength) return false
    const x = new Uint8Array(a.buffer, a.byteOffset, a.byteLength)
    const y = new Uint8Array(b.buffer, b.byteOffset, b.byteLength)
    return x.every((byte, i) => byte === y[i])
  }

  const keysA = Reflect.ownKeys(a)
  const keysB = Reflect.ownKeys(b)
  if (keysA.length !== keysB.length) return false
  return keysA.every((key) => Object.hasOwn(b, key) && deepEqual(a[key], b[key], seen))
}
`,
    mdx: `Structural equality for plain data and the common built-ins. \`Object.is\` handles \`NaN\` and signed zero at the leaves, prototypes must match (so an array never equals an object with the same keys), and a \`WeakMap\` of pairs already being compared stops infinite recursion on circular data.

## Usage

${fence}js
import { deepEqual } from './deep-equal.js'

deepEqual({ tags: ['go', 'http'], at: new Date(0) }, { tags: ['go', 'http'], at: new Date(0) }) // true
deepEqual([1, 2, 3], { 0: 1, 1: 2, 2: 3, length: 3 }) // false
deepEqual(new Map([['a', { n: 1 }]]), new Map([['a', { n: 1 }]])) // true
deepEqual(NaN, NaN) // true
${fence}

## Notes

- Set members are compared by identity (\`Set.has\`), so two sets of equal but distinct objects are not equal.
- Only own properties count, including symbol keys; getters on prototypes are ignored.
- Functions compare by identity, like every other non-data value.
- For React props or memo comparisons, a shallow comparison is usually enough and much cheaper.
`,
  },
  {
    slug: 'javascript-use-debounced-value',
    title: 'useDebouncedValue Hook',
    description:
      'A React hook that returns a copy of a value that only updates after it has stopped changing for a given delay, ideal for search inputs that trigger requests.',
    language: 'JavaScript',
    category: 'Hook',
    tags: ['react', 'hooks', 'debounce', 'search'],
    plan: 'free',
    code: `import { useEffect, useState } from 'react'

/**
 * Returns \`value\`, but only after it has stayed the same for \`delay\` ms.
 * Changing \`value\` again before then restarts the wait.
 */
export function useDebouncedValue(value, delay = 300) {
  const [debounced, setDebounced] = useState(value)

  useEffect(() => {
    if (Object.is(value, debounced)) return undefined
    const timer = setTimeout(() => setDebounced(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay, debounced])

  return debounced
}

export function SnippetSearch({ onSearch }) {
  const [query, setQuery] = useState('')
  const debouncedQuery = useDebouncedValue(query.trim(), 300)

  useEffect(() => {
    onSearch(debouncedQuery)
  }, [debouncedQuery, onSearch])

  return (
    <input
      type="search"
      value={query}
      onChange={(event) => setQuery(event.target.value)}
      placeholder="Search snippets"
      aria-label="Search snippets"
    />
  )
}
`,
    mdx: `The input stays responsive because it renders from \`query\` on every keystroke, while anything expensive (requests, filtering, URL updates) depends on \`debouncedQuery\`, which changes only once typing pauses. The effect cleanup cancels the pending timer whenever the value changes again.

## Usage

${fence}jsx
function SnippetsPage() {
  const [results, setResults] = useState([])
  const search = useCallback(async (name) => {
    const res = await fetch(\`/api/snippets?name=\${encodeURIComponent(name)}\`)
    setResults((await res.json()).snippets)
  }, [])

  return (
    <>
      <SnippetSearch onSearch={search} />
      <ul>{results.map((s) => <li key={s.id}>{s.title}</li>)}</ul>
    </>
  )
}
${fence}

## Notes

- Memoise callbacks passed as \`onSearch\` with \`useCallback\`, otherwise the effect runs on every render of the parent.
- Requests can still resolve out of order; abort the previous one with an \`AbortController\` or ignore stale responses.
- For a debounced callback instead of a value, wrap a \`debounce\` function in \`useMemo\`.
`,
  },
  {
    slug: 'javascript-use-local-storage',
    title: 'useLocalStorage Hook',
    description:
      'React state that persists to localStorage as JSON, survives reloads, syncs across browser tabs and falls back gracefully when storage is unavailable.',
    language: 'JavaScript',
    category: 'Hook',
    tags: ['react', 'hooks', 'local-storage', 'state'],
    plan: 'free',
    code: `import { useCallback, useEffect, useState } from 'react'

function read(key, fallback) {
  try {
    const raw = window.localStorage.getItem(key)
    return raw === null ? fallback : JSON.parse(raw)
  } catch {
    return fallback // storage blocked, quota issues or invalid JSON
  }
}

export function useLocalStorage(key, initialValue) {
  const [value, setValue] = useState(() => read(key, initialValue))

  const setStoredValue = useCallback(
    (next) => {
      setValue((current) => {
        const resolved = typeof next === 'function' ? next(current) : next
        try {
          window.localStorage.setItem(key, JSON.stringify(resolved))
        } catch {
          // Keep the in-memory value even if it cannot be persisted.
        }
        return resolved
      })
    },
    [key],
  )

  const remove = useCallback(() => {
    window.localStorage.removeItem(key)
    setValue(initialValue)
  }, [key, initialValue])

  useEffect(() => {
    const onStorage = (event) => {
      if (event.storageArea === window.localStorage && event.key === key) {
        setValue(event.newValue === null ? initialValue : read(key, initialValue))
      }
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [key, initialValue])

  return [value, setStoredValue, remove]
}
`,
    mdx: `Works like \`useState\`, but the value is written to \`localStorage\` on every update and read back on mount. The browser's \`storage\` event fires in other tabs when a key changes, so all open tabs stay in sync.

## Usage

${fence}jsx
function ViewToggle() {
  const [view, setView] = useLocalStorage('snippets:view', 'grid')

  return (
    <div role="group" aria-label="Layout">
      <button aria-pressed={view === 'grid'} onClick={() => setView('grid')}>Grid</button>
      <button aria-pressed={view === 'list'} onClick={() => setView('list')}>List</button>
    </div>
  )
}
${fence}

## Notes

- The lazy initial state reads storage during render, which does not exist on the server. With server rendering, start from \`initialValue\` and read storage in an effect to avoid hydration mismatches.
- Pass a stable \`initialValue\` (a primitive or a memoised object); it is an effect dependency.
- Keep stored values small; \`localStorage\` is synchronous and limited to about 5 MB per origin.
`,
  },
  {
    slug: 'javascript-use-media-query',
    title: 'useMediaQuery Hook',
    description:
      'Subscribe React components to a CSS media query such as a breakpoint, dark mode or reduced motion with useSyncExternalStore, with a server-safe default.',
    language: 'JavaScript',
    category: 'Hook',
    tags: ['react', 'hooks', 'media-query', 'responsive'],
    plan: 'free',
    code: `import { useCallback, useSyncExternalStore } from 'react'

/**
 * True while \`query\` matches. \`serverValue\` is used during server rendering
 * and hydration, where there is no window to ask.
 */
export function useMediaQuery(query, serverValue = false) {
  const subscribe = useCallback(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )

  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  )
}

export const usePrefersReducedMotion = () => useMediaQuery('(prefers-reduced-motion: reduce)')
export const usePrefersDark = () => useMediaQuery('(prefers-color-scheme: dark)')
export const useIsDesktop = () => useMediaQuery('(min-width: 1280px)')

export function AdaptiveNav({ links }) {
  const isDesktop = useIsDesktop()
  return isDesktop ? (
    <nav aria-label="Main">
      {links.map((link) => (
        <a key={link.href} href={link.href}>
          {link.title}
        </a>
      ))}
    </nav>
  ) : (
    <button type="button" aria-label="Open menu">
      Menu
    </button>
  )
}
`,
    mdx: `\`useSyncExternalStore\` is React's purpose-built API for subscribing to outside state. It reads \`matches\` synchronously, re-renders only when the query result changes, and avoids tearing in concurrent rendering, which a \`useState\` plus \`useEffect\` version can suffer from.

## Usage

${fence}jsx
function HeroAnimation() {
  const reduceMotion = usePrefersReducedMotion()
  return reduceMotion ? <img src="/hero-still.png" alt="" /> : <video src="/hero.mp4" autoPlay muted loop />
}
${fence}

## Notes

- Keep JavaScript breakpoints in sync with your CSS ones; a shared constants file helps.
- Prefer CSS media queries for pure styling. Use this hook when the component tree or behaviour must change.
- On the server the hook returns \`serverValue\`, and React re-renders with the real value after hydration.
`,
  },
  {
    slug: 'javascript-use-click-outside',
    title: 'useClickOutside Hook',
    description:
      'Call a handler when the user presses outside an element or hits Escape, for closing dropdowns, popovers and menus, with touch support and ignore targets.',
    language: 'JavaScript',
    category: 'Hook',
    tags: ['react', 'hooks', 'events', 'dropdown'],
    plan: 'free',
    code: `import { useEffect, useRef, useState } from 'react'

/**
 * Calls \`onOutside(event)\` on a pointer press outside \`ref.current\` (and outside any
 * element in \`ignore\`), or when Escape is pressed. Pass enabled=false while closed.
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
`,
    mdx: `The hook listens on the document only while \`enabled\` is true, so closed menus cost nothing. Keeping the latest handler in a ref means callers can pass an inline arrow function without re-subscribing on every render. The toggle button is in \`ignore\`, so clicking it closes the menu through its own \`onClick\` instead of closing and reopening it.

## Usage

${fence}jsx
<Dropdown label="Language">
  <button role="menuitem">JavaScript</button>
  <button role="menuitem">Go</button>
</Dropdown>
${fence}

## Notes

- \`pointerdown\` covers mouse, touch and pen, and fires before focus moves, which feels more immediate than \`click\`.
- Pass a stable \`ignore\` array (define it with \`useMemo\` or outside the component) if you notice the effect re-running; an inline array re-subscribes on every render, which is correct but wasteful.
- Elements rendered in a portal are outside \`ref.current\` in the DOM; add their refs to \`ignore\`.
`,
  },
  {
    slug: 'javascript-accessible-modal',
    title: 'Accessible Modal Dialog Component',
    description:
      'A React modal built on the native dialog element: focus is trapped and restored, Escape and backdrop clicks close it, the page behind is inert, and it is labelled for screen readers.',
    language: 'JavaScript',
    category: 'Component',
    tags: ['react', 'modal', 'dialog', 'accessibility'],
    plan: 'pro',
    price: 12,
    originalPrice: 19,
    code: `import { useEffect, useId, useRef } from 'react'

export function Modal({ open, onClose, title, description, children }) {
  const dialogRef = useRef(null)
  const titleId = useId()
  const descriptionId = useId()

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return undefined
    if (open && !dialog.open) {
      const previouslyFocused = document.activeElement
      dialog.showModal() // traps focus, makes the page inert, enables Escape
      return () => {
        if (dialog.open) dialog.close()
        if (previouslyFocused instanceof HTMLElement) previouslyFocused.focus()
      }
    }
    return undefined
  }, [open])

  const handleCancel = (event) => {
    event.preventDefault() // let the parent decide; it will set open=false
    onClose()
  }

  const handleClick = (event) => {
    // A click on the dialog element itself (not its content) is a backdrop click.
    if (event.target === dialogRef.current) onClose()
  }

  return (
    <dialog
      ref={dialogRef}
      className="modal"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={handleCancel}
      onClick={handleClick}
    >
      <div className="modal__content">
        <h2 id={titleId}>{title}</h2>
        {description && <p id={descriptionId}>{description}</p>}
        {children}
        <button type="button" className="modal__close" onClick={onClose} aria-label="Close">
          ×
        </button>
      </div>
    </dialog>
  )
}
`,
    mdx: `The browser's \`dialog\` element does the hard accessibility work when opened with \`showModal()\`: focus moves inside and cannot leave, everything behind becomes inert, and Escape fires a \`cancel\` event. This component adds controlled \`open\` state, labelling through generated IDs, closing on backdrop clicks and returning focus to the element that opened it.

## Usage

${fence}jsx
function DeleteSnippet({ snippet }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Delete</button>
      <Modal open={open} onClose={() => setOpen(false)} title="Delete snippet?"
             description={\`"\${snippet.title}" will be removed permanently.\`}>
        <button type="button" onClick={() => setOpen(false)}>Cancel</button>
        <button type="button" onClick={() => remove(snippet.id)}>Delete</button>
      </Modal>
    </>
  )
}
${fence}

## Notes

- The content wrapper must fill the dialog's padding box (give the dialog \`padding: 0\` and pad \`.modal__content\`), otherwise clicks on the dialog's own padding count as backdrop clicks.
- Put the first focusable control you want focused first in the markup, or add \`autoFocus\` to it; the browser focuses the first focusable element.
- Pair it with the "Animated Native Dialog Styles" CSS snippet for transitions and a blurred backdrop.
`,
  },
  {
    slug: 'javascript-copy-button',
    title: 'Copy to Clipboard Button',
    description:
      'A React button that copies text with the Clipboard API, shows a check mark for two seconds, announces the result to screen readers and handles permission errors.',
    language: 'JavaScript',
    category: 'Component',
    tags: ['react', 'clipboard', 'button', 'accessibility'],
    plan: 'free',
    code: `import { useEffect, useRef, useState } from 'react'

const RESET_AFTER_MS = 2000

export function CopyButton({ text, label = 'Copy code', onCopied }) {
  const [status, setStatus] = useState('idle') // 'idle' | 'copied' | 'failed'
  const timer = useRef(undefined)

  useEffect(() => () => clearTimeout(timer.current), [])

  async function copy() {
    try {
      await navigator.clipboard.writeText(text)
      setStatus('copied')
      onCopied?.()
    } catch {
      setStatus('failed') // insecure context, denied permission or no focus
    }
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setStatus('idle'), RESET_AFTER_MS)
  }

  return (
    <button type="button" className="copy-button" onClick={copy} aria-label={label}>
      {status === 'copied' ? (
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="M5 12l5 5L20 7" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      ) : (
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <rect x="9" y="9" width="11" height="11" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M5 15V5a2 2 0 0 1 2-2h8" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      )}
      <span role="status" className="visually-hidden">
        {status === 'copied' ? 'Copied to clipboard' : status === 'failed' ? 'Copy failed' : ''}
      </span>
    </button>
  )
}
`,
    mdx: `One click copies the text and swaps the icon to a check mark for two seconds. A visually hidden live region announces "Copied to clipboard" (or the failure) to screen-reader users, who would otherwise get no feedback from an icon change.

## Usage

${fence}jsx
<pre>
  <code>{snippet.code}</code>
  <CopyButton text={snippet.code} onCopied={() => track('snippet_copied', { id: snippet.id })} />
</pre>
${fence}

## Notes

- \`navigator.clipboard\` requires a secure context (HTTPS or localhost) and a focused document.
- The timer is cleared on unmount and on repeated clicks, so fast double clicks never leave a stale state.
- The \`visually-hidden\` class comes from the "Visually Hidden Text and Focus Rings" CSS snippet.
`,
  },
  {
    slug: 'javascript-fetch-json-timeout',
    title: 'fetch JSON with Timeout and Typed Errors',
    description:
      "A small fetch wrapper that adds a timeout, JSON encoding and decoding, and an HttpError carrying status and response body, while still accepting a caller's AbortSignal.",
    language: 'JavaScript',
    category: 'Function',
    tags: ['javascript', 'fetch', 'http', 'timeout'],
    plan: 'free',
    code: `export class HttpError extends Error {
  constructor(response, body) {
    super(\`\${response.status} \${response.statusText} for \${response.url}\`)
    this.name = 'HttpError'
    this.status = response.status
    this.body = body
  }
}

/**
 * fetch() that sends and receives JSON, rejects non-2xx responses with HttpError,
 * and gives up after \`timeout\` ms (a TimeoutError DOMException).
 */
export async function fetchJson(url, { timeout = 10_000, json, signal, headers, ...init } = {}) {
  const signals = [AbortSignal.timeout(timeout), signal].filter(Boolean)
  const response = await fetch(url, {
    ...init,
    body: json === undefined ? init.body : JSON.stringify(json),
    headers: {
      Accept: 'application/json',
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    signal: AbortSignal.any(signals),
  })

  const text = await response.text()
  const body = text ? safeParse(text) : null
  if (!response.ok) throw new HttpError(response, body)
  return body
}

function safeParse(text) {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}
`,
    mdx: `\`AbortSignal.timeout()\` gives every request a deadline and \`AbortSignal.any()\` combines it with the caller's own signal, so either one cancels the request. Errors carry the status and the parsed error body, which makes handling API validation errors straightforward.

## Usage

${fence}js
import { fetchJson, HttpError } from './fetch-json.js'

try {
  const { user } = await fetchJson('/api/users', {
    method: 'POST',
    json: { email: 'ada@example.com', name: 'Ada' },
    timeout: 5000,
  })
  console.log('created', user.id)
} catch (error) {
  if (error instanceof HttpError && error.status === 400) showError(error.body.error.message)
  else if (error.name === 'TimeoutError') showError('The server took too long to respond')
  else throw error
}
${fence}

## Notes

- \`AbortSignal.any\` is available in browsers since 2024 and in Node.js 20.3+.
- A timeout rejects with a \`DOMException\` named \`TimeoutError\`; a caller abort rejects with \`AbortError\` (or the reason you passed).
- Non-JSON bodies, such as an HTML error page from a proxy, are returned as text rather than throwing a parse error.
`,
  },
  {
    slug: 'javascript-event-emitter',
    title: 'Tiny Event Emitter',
    description:
      'A dependency-free event emitter for browsers and servers with on, once and off, unsubscribe functions, wildcard listeners and error isolation between listeners.',
    language: 'JavaScript',
    category: 'Function',
    tags: ['javascript', 'events', 'pub-sub', 'utilities'],
    plan: 'free',
    code: `export function createEmitter() {
  const listeners = new Map() // event name -> Set of handlers

  function on(event, handler) {
    if (!listeners.has(event)) listeners.set(event, new Set())
    listeners.get(event).add(handler)
    return () => off(event, handler)
  }

  function once(event, handler) {
    const unsubscribe = on(event, (payload) => {
      unsubscribe()
      handler(payload)
    })
    return unsubscribe
  }

  function off(event, handler) {
    const set = listeners.get(event)
    set?.delete(handler)
    if (set?.size === 0) listeners.delete(event)
  }

  function emit(event, payload) {
    const handlers = [...(listeners.get(event) ?? []), ...(listeners.get('*') ?? [])]
    for (const handler of handlers) {
      try {
        handler(payload, event)
      } catch (error) {
        // One broken listener must not stop the others.
        queueMicrotask(() => {
          throw error
        })
      }
    }
  }

  return { on, once, off, emit, listenerCount: (event) => listeners.get(event)?.size ?? 0 }
}
`,
    mdx: `A closure-based emitter in a few lines. \`on\` returns an unsubscribe function, which fits neatly into React effects and cleanup code; handlers are copied before dispatch, so listeners can unsubscribe themselves (as \`once\` does) while an event is being emitted.

## Usage

${fence}js
import { createEmitter } from './emitter.js'

const cart = createEmitter()

const stop = cart.on('item:added', (item) => console.log('added', item.sku))
cart.once('checkout', () => console.log('first checkout'))
cart.on('*', (payload, event) => analytics.track(event, payload))

cart.emit('item:added', { sku: 'KEY-TKL', qty: 1 })
stop()
${fence}

## Notes

- A throwing listener is re-thrown in a microtask, so it still reaches your error reporting without interrupting the loop.
- Wildcard listeners receive the event name as the second argument.
- For typed events in TypeScript, see the "Typed Event Emitter" snippet.
`,
  },
  {
    slug: 'javascript-relative-time',
    title: 'Human-Friendly Relative Time',
    description:
      'Format dates as "3 minutes ago" or "in 2 days" in any locale with Intl.RelativeTimeFormat, picking the largest sensible unit automatically.',
    language: 'JavaScript',
    category: 'Function',
    tags: ['javascript', 'intl', 'dates', 'formatting'],
    plan: 'free',
    code: `const UNITS = [
  ['year', 365 * 24 * 60 * 60 * 1000],
  ['month', 30 * 24 * 60 * 60 * 1000],
  ['week', 7 * 24 * 60 * 60 * 1000],
  ['day', 24 * 60 * 60 * 1000],
  ['hour', 60 * 60 * 1000],
  ['minute', 60 * 1000],
  ['second', 1000],
]

const formatters = new Map()

function formatterFor(locale) {
  if (!formatters.has(locale)) {
    formatters.set(locale, new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }))
  }
  return formatters.get(locale)
}

/** "5 minutes ago", "yesterday", "in 3 weeks" — relative to \`now\`. */
export function timeAgo(date, { locale = undefined, now = Date.now() } = {}) {
  const elapsed = new Date(date).getTime() - now
  if (Number.isNaN(elapsed)) throw new RangeError(\`Invalid date: \${date}\`)
  for (const [unit, ms] of UNITS) {
    if (Math.abs(elapsed) >= ms || unit === 'second') {
      return formatterFor(locale).format(Math.round(elapsed / ms), unit)
    }
  }
  return ''
}
`,
    mdx: `\`Intl.RelativeTimeFormat\` handles the grammar and translations; this helper only chooses the unit. With \`numeric: 'auto'\` you get natural phrases such as "yesterday" and "next week" instead of "1 day ago".

## Usage

${fence}js
import { timeAgo } from './time-ago.js'

timeAgo(Date.now() - 5 * 60_000) // "5 minutes ago"
timeAgo('2024-03-01T10:00:00Z', { now: Date.parse('2024-03-02T10:00:00Z') }) // "yesterday"
timeAgo(Date.now() + 3 * 86_400_000, { locale: 'de' }) // "in 3 Tagen"

// Keep a timestamp live:
setInterval(() => (el.textContent = timeAgo(el.dateTime)), 60_000)
${fence}

## Notes

- Months and years are approximated (30 and 365 days), which is fine for "about" phrasing but not for calendar maths.
- Formatters are cached per locale because constructing \`Intl\` objects is comparatively expensive.
- Render the absolute date in a \`title\` or a time element's \`dateTime\` so users can see the exact moment.
`,
  },
]
