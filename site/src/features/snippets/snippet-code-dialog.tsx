import type { Snippet } from '@snipstack/contracts'
import { Link } from '@tanstack/react-router'
import { ArrowRight } from 'lucide-react'
import { ScrollingCodeBlock } from '@/components/code/highlighted-code'
import { withInlineMarkdown } from '@/components/code/inline-code'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { LockedNotice } from '@/features/catalog/paid-code'
import { SnippetActions } from './snippet-actions'
import { dialogWidth } from './snippet-rules'
import { useHighlighted } from './use-highlighted'

type Props = { snippet: Snippet | null; onClose: () => void }

/**
 * The code viewer (docs/product.md, Snippets): the whole code, highlighted once the highlighter has
 * loaded, in a dialog whose width follows the code's length. Loaded with the first card that opens
 * it.
 */
export default function SnippetCodeDialog({ snippet, onClose }: Props) {
  const highlighted = useHighlighted(snippet?.code ?? '', snippet?.language ?? '')
  return (
    <Dialog open={Boolean(snippet)} onOpenChange={(open) => (open ? undefined : onClose())}>
      {snippet ? (
        <DialogContent data-slot="snippet-code-dialog" className={`max-h-[90dvh] ${dialogWidth(snippet.code)}`}>
          <DialogHeader className="pr-8">
            <DialogTitle>{snippet.title}</DialogTitle>
            <DialogDescription>{withInlineMarkdown(snippet.description)}</DialogDescription>
          </DialogHeader>
          <ScrollingCodeBlock
            name={snippet.title}
            code={snippet.code}
            highlighted={highlighted}
            className="max-h-[55dvh] min-w-0 rounded-lg border bg-muted/30"
          />
          {snippet.locked ? <LockedNotice kind="snippet" className="rounded-lg border" /> : null}
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
