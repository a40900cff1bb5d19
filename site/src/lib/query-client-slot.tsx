import type { DehydratedState, QueryClient } from '@tanstack/react-query'
// The context alone: this module is in every page's first download, the query library is not.
import { QueryClientContext } from '@tanstack/react-query'
import { useRouter, useRouterState } from '@tanstack/react-router'
import { type ReactNode, Suspense, use, useEffect } from 'react'

/**
 * Where a router finds its query client. On the server it is there from the start (one per
 * request); in the browser it is made the first time a page with data asks for it, so a page
 * without data never loads the query library.
 */
export type QueryClientSlot = {
  /** The client, once made. */
  readonly current: QueryClient | undefined
  /** The client, made (and its code loaded) on the first call. */
  load(): Promise<QueryClient>
}

/**
 * A settled promise marked the way React's `use()` reads it, so a part waiting on the client
 * renders at once when it is already there, instead of showing its fallback for a moment.
 */
function settled(client: QueryClient): Promise<QueryClient> {
  return Object.assign(Promise.resolve(client), { status: 'fulfilled', value: client })
}

export function readyQueryClient(client: QueryClient): QueryClientSlot {
  const loaded = settled(client)
  return { current: client, load: () => loaded }
}

export function lazyQueryClient(make: () => Promise<QueryClient>): QueryClientSlot {
  let current: QueryClient | undefined
  let loading: Promise<QueryClient> | undefined
  return {
    get current() {
      return current
    },
    load() {
      loading ??= make().then(
        (client) => {
          current = client
          loading = settled(client)
          return client
        },
        (error: unknown) => {
          // A chunk that failed to arrive (a deploy, a dropped connection) may arrive next time.
          loading = undefined
          throw error
        },
      )
      return loading
    },
  }
}

/** What the server sends of its queries with a page (`@tanstack/router-ssr-query-core`'s shape). */
type SentQueries = { initial?: DehydratedState['queries']; stream?: ReadableStream<DehydratedState['queries']> }

/**
 * The browser's half of the server's query hand-over: the queries a page was rendered with go into
 * the cache before it hydrates, and those the server finishes later as they arrive. The client is
 * only made when the server sent any.
 */
export function hydrateSentQueries(
  slot: QueryClientSlot,
  sent: SentQueries | undefined,
  hydrateQueries: (client: QueryClient, queries: DehydratedState['queries']) => void | Promise<void>,
): Promise<void> | undefined {
  if (!sent) return undefined
  const take = async (queries: DehydratedState['queries']) => {
    if (queries.length) await hydrateQueries(await slot.load(), queries)
  }
  const stream = sent.stream
  if (stream)
    void (async () => {
      const reader = stream.getReader()
      try {
        for (;;) {
          const { done, value } = await reader.read()
          if (done) return
          await take(value)
        }
      } catch (error) {
        console.error('The queries the server sent after the page could not be read:', error)
        reader.cancel(error).catch(() => {})
      }
    })()
  return sent.initial ? take(sent.initial) : undefined
}

/**
 * The router's inner wrapper (inside its context): provides the slot's client to the query hooks
 * once it exists. The context is always there, so the tree keeps its shape when the client
 * arrives. It is read again whenever the router's state changes, so a page whose loader made the
 * client has it in the same commit that shows the page. It is not pushed on its own: an update
 * reaching a part of the page that is still hydrating (the contact form waiting for its code)
 * would make React throw away the server's HTML there and show its fallback instead.
 */
export function QueryClientSlotProvider({ children }: { children: ReactNode }) {
  const slot = useRouter().options.context.queries
  const client = useRouterState({ select: () => slot.current })
  // What QueryClientProvider does: refetch on focus and reconnect while the app is mounted.
  useEffect(() => {
    if (!client) return
    client.mount()
    return () => client.unmount()
  }, [client])
  return <QueryClientContext.Provider value={client}>{children}</QueryClientContext.Provider>
}

function ProvideLoaded({ slot, children }: { slot: QueryClientSlot; children: ReactNode }) {
  return <QueryClientContext.Provider value={use(slot.load())}>{children}</QueryClientContext.Provider>
}

/**
 * For parts that use queries on pages whose loader does not (account pages, the contact form):
 * shows `fallback` until the query library has loaded, then its children with the client.
 */
export function WithQueryClient({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const slot = useRouter().options.context.queries
  return (
    <Suspense fallback={fallback}>
      <ProvideLoaded slot={slot}>{children}</ProvideLoaded>
    </Suspense>
  )
}
