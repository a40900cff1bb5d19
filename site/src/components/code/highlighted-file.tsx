import { Suspense, use } from 'react'
import { LocalErrorBoundary } from '@/components/error-boundary'
import { RetryAlert } from '@/components/retry-alert'
import { type Loader, loadOnce } from '@/lib/load-once'
import { CodeFrame, CodeSkeleton, HighlightedHtml } from './code-frame'

/** A file highlighted at build time: the plain text to copy and the HTML to show. */
export type Highlighted = { code: string; html: string }

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
          <RetryAlert message="The code could not be loaded." retry={retry} className="justify-between p-4" />
        )}
      >
        <Suspense fallback={<CodeSkeleton />}>
          <Loaded id={id} load={load} />
        </Suspense>
      </LocalErrorBoundary>
    </CodeFrame>
  )
}
