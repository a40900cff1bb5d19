import * as React from 'react'
import { Toaster as Sonner } from 'sonner'

type Theme = 'light' | 'dark'

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] })
  return () => observer.disconnect()
}

// The theme is whatever class the pre-paint theme script and the toggle put on <html>;
// following the class keeps toasts in step without depending on how the theme is stored.
const getSnapshot = (): Theme => (document.documentElement.classList.contains('dark') ? 'dark' : 'light')
const getServerSnapshot = (): Theme => 'light'

/**
 * The toast outlet itself: bottom-right, 3 s (docs/product.md, Limits and timings). Loaded with the
 * first toast.
 */
export default function Toaster() {
  const theme = React.useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
  return (
    <Sonner
      theme={theme}
      position="bottom-right"
      duration={3000}
      closeButton
      style={
        {
          '--normal-bg': 'var(--card)',
          '--normal-text': 'var(--foreground)',
          '--normal-border': 'var(--border)',
        } as React.CSSProperties
      }
      toastOptions={{ classNames: { description: 'text-muted-foreground!' } }}
    />
  )
}
