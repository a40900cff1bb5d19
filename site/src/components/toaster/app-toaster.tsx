import { lazy, Suspense, useEffect, useState } from 'react'
import { loadToasts, registerToaster } from '@/lib/toast'

const Toaster = lazy(() => import('./toaster'))

/**
 * The app-wide toast outlet. It renders nothing until the first toast is asked for; then sonner
 * loads and the outlet mounts. The first press or key anywhere fetches the library in the
 * background, so it is usually there before anything asks for a toast.
 */
export function AppToaster() {
  const [requested, setRequested] = useState(false)

  useEffect(() => {
    registerToaster(() => setRequested(true))
    const warmUp = () => void loadToasts().catch(() => {})
    const events = ['pointerdown', 'keydown'] as const
    for (const type of events) window.addEventListener(type, warmUp, { once: true, passive: true })
    return () => {
      for (const type of events) window.removeEventListener(type, warmUp)
    }
  }, [])

  if (!requested) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
