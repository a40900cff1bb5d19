import { parseWithoutEval } from '@snipstack/contracts/parse-without-eval'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { hydrateSentQueries, lazyQueryClient } from './lib/query-client-slot'
import { bindAuthQueryClient } from './lib/session/auth-store'
import { createRouter } from './router'

parseWithoutEval()

// The query library loads with the first page that has data, not with every page.
const loadQueryLibrary = () => import('./lib/query-client')
const queries = lazyQueryClient(async () => {
  const client = (await loadQueryLibrary()).createQueryClient()
  // Signing out empties this cache; only the browser has sessions (the server renders signed out).
  bindAuthQueryClient(client)
  return client
})
const router = createRouter({ queries })
router.options.hydrate = (dehydrated: { query?: Parameters<typeof hydrateSentQueries>[1] }) =>
  hydrateSentQueries(queries, dehydrated.query, async (client, sent) =>
    (await loadQueryLibrary()).hydrateQueries(client, sent),
  )
// Hydrating inside a transition lets React work in short slices and yield to the browser between
// them, instead of one long task that holds up the first tap or key on a slow phone. The page is
// already on screen from the server's HTML, so nothing waits on it.
startTransition(() => {
  hydrateRoot(document, <RouterClient router={router} />)
})
