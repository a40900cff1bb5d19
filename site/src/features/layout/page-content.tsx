import { cn } from '@snipstack/ui/lib/utils'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { RotateCw, TriangleAlert } from 'lucide-react'
import * as React from 'react'
import { Button } from '@/components/ui/button'
import { errorMessage } from '@/lib/error-message'

/** Lets a route-level error component hand its error to the enclosing page boundary. */
const PageErrorContext = React.createContext<((error: unknown) => void) | null>(null)

type PageContentState = { failure: { error: unknown } | null }

/**
 * Error boundary around the page content. Once it has caught an error it keeps showing the
 * fallback until the page is reloaded, even across client-side navigation: a half-broken
 * bundle is only fixed by loading it again.
 */
export class PageContent extends React.Component<{ children: React.ReactNode }, PageContentState> {
  override state: PageContentState = { failure: null }

  // The thrown value is boxed so that even a falsy throw counts as a failure.
  static getDerivedStateFromError(error: unknown): PageContentState {
    return { failure: { error } }
  }

  capture = (error: unknown) => {
    this.setState((state) => (state.failure ? state : { failure: { error } }))
  }

  override render() {
    if (this.state.failure) return <PageErrorFallback error={this.state.failure.error} />
    return <PageErrorContext.Provider value={this.capture}>{this.props.children}</PageErrorContext.Provider>
  }
}

/** The router's error component: renders the same fallback, then hands the error to the page boundary. */
export function RouteErrorFallback({ error }: ErrorComponentProps) {
  const capture = React.useContext(PageErrorContext)
  React.useEffect(() => {
    capture?.(error)
  }, [capture, error])
  return <PageErrorFallback error={error} />
}

/**
 * The API's own message when the page failed on an /api answer (the HTTP client keeps the error
 * body in `data`): "temporarily unavailable" rather than a request line. Read by shape, so that
 * every page's first download does not bring the API client for it.
 */
function pageErrorMessage(error: unknown): string {
  const fromApi = (error as { data?: { error?: { message?: unknown } } } | null | undefined)?.data?.error?.message
  return typeof fromApi === 'string' && fromApi.trim() ? fromApi : errorMessage(error)
}

export function PageErrorFallback({ error, className }: { error: unknown; className?: string }) {
  return (
    <section
      role="alert"
      aria-labelledby="page-error-title"
      data-slot="page-error"
      className={cn('mx-auto flex w-full max-w-xl flex-col items-center px-4 py-24 text-center', className)}
    >
      <div className="mb-6 flex size-14 items-center justify-center rounded-2xl border border-red-500/20 bg-red-500/10 text-red-600 dark:text-red-400">
        <TriangleAlert className="size-7" aria-hidden="true" />
      </div>
      <h1 id="page-error-title" className="text-balance font-semibold text-2xl tracking-tight sm:text-3xl">
        Something went wrong
      </h1>
      <p className="mt-3 max-w-prose break-words text-muted-foreground">{pageErrorMessage(error)}</p>
      <Button className="mt-8" size="lg" onClick={() => window.location.reload()}>
        <RotateCw aria-hidden="true" />
        Reload Page
      </Button>
    </section>
  )
}
