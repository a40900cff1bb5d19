import { RouterClient } from '@tanstack/react-router/ssr/client'
import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { createRouter } from './router'

const router = createRouter()
// Hydrating inside a transition lets React work in short slices and yield to the browser between
// them, instead of one long task that holds up the first tap or key on a slow phone. The page is
// already on screen from the server's HTML, so nothing waits on it.
startTransition(() => {
  hydrateRoot(document, <RouterClient router={router} />)
})
