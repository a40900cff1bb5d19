import { RotateCwIcon } from 'lucide-react'
import { Suspense, use } from 'react'
import { Button } from '@/components/ui/button'
import type { Highlighted, Loader } from '../loaders'
import { loadOnce } from '../settled'
import { CodeFrame, CodeSkeleton, HighlightedHtml } from './code-frame'
import { LocalErrorBoundary } from './error-boundary'

type HighlightedFileProps = {
  /** Unique per file; the loaded module is cached under it. */
  id: string
  load: Loader<Highlighted> | undefined
  title?: string
  className?: string
}

function Loaded({ id, load }: { id: string; load: Loader<Highlighted> }) {
  const { html } = use(loadOnce(id, load))
  return <HighlightedHtml html={html} />
}

/**
 * A source file highlighted at build time, fetched when first shown. The copy button reads the
 * same module, so it never copies something other than what is on screen.
 */
export function HighlightedFile({ id, load, title, className }: HighlightedFileProps) {
  if (!load) {
    return (
      <CodeFrame title={title} className={className}>
        <p className="p-4 text-muted-foreground text-sm">This file is not part of the docs build.</p>
      </CodeFrame>
    )
  }
  const copyText = async () => (await loadOnce(id, load)).code
  return (
    <CodeFrame title={title} className={className} copyText={copyText}>
      <LocalErrorBoundary
        fallback={(_, retry) => (
          <div role="alert" className="flex items-center justify-between gap-3 p-4 text-sm">
            <span className="text-muted-foreground">The code could not be loaded.</span>
            <Button variant="outline" size="sm" onClick={retry}>
              <RotateCwIcon aria-hidden />
              Try again
            </Button>
          </div>
        )}
      >
        <Suspense fallback={<CodeSkeleton />}>
          <Loaded id={id} load={load} />
        </Suspense>
      </LocalErrorBoundary>
    </CodeFrame>
  )
}
