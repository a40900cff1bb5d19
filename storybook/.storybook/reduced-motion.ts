/**
 * The toolbar's "reduced motion" switch. The items read the preference three ways: Tailwind's
 * `motion-reduce:`/`motion-safe:` variants (preview.css extends them to the attribute set here),
 * motion's `useReducedMotion`, and a `matchMedia` query of their own (the globe). A page cannot
 * change the real media feature, so `matchMedia` answers for it while the switch is on.
 */

let forced = false
/** Every live `prefers-reduced-motion` list with a listener, told when the switch changes. */
const notifiers = new Set<() => void>()
let installed = false

type ChangeListener = EventListenerOrEventListenerObject

function emulated(real: MediaQueryList): MediaQueryList {
  const own = new Map<ChangeListener, () => void>()
  const list = {
    media: real.media,
    // `(prefers-reduced-motion)` and `…: reduce` match a visitor who asked for less motion.
    get matches() {
      return forced ? !real.media.includes('no-preference') : real.matches
    },
    onchange: null,
    addEventListener(type: string, listener: ChangeListener | null) {
      if (type !== 'change' || !listener || own.has(listener)) return
      const notify = () => {
        const event = Object.assign(new Event('change'), { matches: list.matches, media: list.media })
        if (typeof listener === 'function') listener.call(list, event)
        else listener.handleEvent(event)
      }
      own.set(listener, notify)
      notifiers.add(notify)
      real.addEventListener('change', notify)
    },
    removeEventListener(type: string, listener: ChangeListener | null) {
      const notify = listener ? own.get(listener) : undefined
      if (type !== 'change' || !listener || !notify) return
      own.delete(listener)
      notifiers.delete(notify)
      real.removeEventListener('change', notify)
    },
    // The deprecated pair is still what some libraries call.
    addListener(listener: ChangeListener) {
      list.addEventListener('change', listener)
    },
    removeListener(listener: ChangeListener) {
      list.removeEventListener('change', listener)
    },
    dispatchEvent: (event: Event) => real.dispatchEvent(event),
  }
  return list as unknown as MediaQueryList
}

function install() {
  if (installed) return
  installed = true
  const native = window.matchMedia.bind(window)
  window.matchMedia = (media: string) => {
    const real = native(media)
    return media.includes('prefers-reduced-motion') ? emulated(real) : real
  }
}

/**
 * Switches the emulated preference. Called before the first story renders, so motion, which reads
 * the preference once, starts from the emulated answer too.
 */
export function setReducedMotion(reduce: boolean) {
  install()
  document.documentElement.toggleAttribute('data-reduced-motion', reduce)
  if (reduce === forced) return
  forced = reduce
  for (const notify of [...notifiers]) notify()
}
