import type { Snippet } from '@snipstack/contracts'
import { Link } from '@tanstack/react-router'
import { ArrowRight } from 'lucide-react'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { HighlightedCodeBlock } from './highlighted-code'
import { SnippetActions } from './snippet-actions'
import { dialogWidth } from './snippet-rules'
import { useHighlighted } from './use-highlighted'

type Props = { snippet: Snippet | null; onClose: () => void }

/**
 * The code viewer (spec §2): the whole code, highlighted once the highlighter has loaded, in a
 * dialog whose width follows the code's length. Loaded with the first card that opens it.
 */
export default function SnippetCodeDialog({ snippet, onClose }: Props) {
  const highlighted = useHighlighted(snippet?.code ?? '', snippet?.language ?? '')
  return (
    <Dialog open={Boolean(snippet)} onOpenChange={(open) => (open ? undefined : onClose())}>
      {snippet ? (
        <DialogContent data-slot="snippet-code-dialog" className={`max-h-[90dvh] ${dialogWidth(snippet.code)}`}>
          <DialogHeader className="pr-8">
            <DialogTitle>{snippet.title}</DialogTitle>
            <DialogDescription>{snippet.description}</DialogDescription>
          </DialogHeader>
          <HighlightedCodeBlock
            code={snippet.code}
            highlighted={highlighted}
            tabIndex={0}
            role="region"
            aria-label={`${snippet.title} source code`}
            className="max-h-[55dvh] min-w-0 overflow-auto rounded-lg border bg-muted/30 p-4 font-mono text-[0.8125rem] leading-relaxed"
          />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <SnippetActions snippet={snippet} pagePath={`/snippets/${snippet.slug}`} />
            <Link
              to="/snippets/$slug"
              params={{ slug: snippet.slug }}
              className="inline-flex items-center gap-1 font-medium text-primary text-sm hover:underline"
            >
              Open snippet page
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  )
}
