import { create } from 'zustand'

export const UNKNOWN_PREFETCH_ERROR = 'Unknown error occurred'

type PrefetchState = {
  isLoading: boolean
  error: string | null
  lastPreloadedPage: string | null
  /** Pages already prefetched or being prefetched; each is fetched at most once. */
  requested: ReadonlySet<string>
  prefetchPage: (page: string, load: (page: string) => Promise<unknown>) => Promise<void>
  reset: () => void
}

const initial = { isLoading: false, error: null, lastPreloadedPage: null, requested: new Set<string>() }

let inFlight = 0

export const usePrefetchStore = create<PrefetchState>()((set, get) => ({
  ...initial,
  prefetchPage: async (page, load) => {
    if (get().requested.has(page)) return
    set({ requested: new Set(get().requested).add(page), isLoading: true, error: null })
    inFlight++
    try {
      await load(page)
      set({ lastPreloadedPage: page })
    } catch (cause) {
      const message = cause instanceof Error && cause.message ? cause.message : UNKNOWN_PREFETCH_ERROR
      console.error(`Prefetching ${page} failed:`, cause)
      // A failed page may be tried again on the next hover; only successes are final.
      const requested = new Set(get().requested)
      requested.delete(page)
      set({ error: message, requested })
    } finally {
      inFlight--
      set({ isLoading: inFlight > 0 })
    }
  },
  reset: () => {
    inFlight = 0
    set({ ...initial, requested: new Set() })
  },
}))
