import type { Snippet } from '@snipstack/contracts'
import { Link } from '@tanstack/react-router'
import { Maximize2 } from 'lucide-react'
import { type HighlightedCode, HighlightedCodeBlock } from '@/components/code/highlighted-code'
import { withInlineMarkdown } from '@/components/code/inline-code'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { PriceBadges } from '@/features/catalog/price-badges'
import { RatingFigure } from '@/features/ratings/rating-figure'
import { SnippetActions } from './snippet-actions'
import { cardPreview } from './snippet-rules'

type Props = {
  snippet: Snippet
  /** The preview's tokens, when the loader highlighted them. */
  preview?: HighlightedCode | undefined
  onOpenCode: (snippet: Snippet) => void
}

/** One snippet of the list: what it is, its rating, its first lines, and its actions (docs/product.md, Snippets). */
export function SnippetCard({ snippet, preview, onOpenCode }: Props) {
  const titleId = `snippet-${snippet.id}-title`
  return (
    <article
      id={snippet.id}
      aria-labelledby={titleId}
      data-slot="snippet-card"
      className="group flex min-w-0 flex-col overflow-hidden rounded-xl border bg-card transition-shadow hover:shadow-md"
    >
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge variant="outline">{snippet.language}</Badge>
          <Badge variant="outline">{snippet.category}</Badge>
          <span className="ml-auto flex gap-1.5">
            <PriceBadges item={snippet} />
          </span>
        </div>
        <h2 id={titleId} className="font-semibold text-lg leading-snug tracking-tight">
          <Link
            to="/snippets/$slug"
            params={{ slug: snippet.slug }}
            className="rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40 hover:underline"
          >
            {snippet.title}
          </Link>
        </h2>
        <p className="line-clamp-2 text-muted-foreground text-sm">{withInlineMarkdown(snippet.description)}</p>
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-muted-foreground text-xs">
          <p>by {snippet.author.name}</p>
          <p data-slot="snippet-rating">
            <span className="sr-only">Rating: </span>
            <RatingFigure figures={snippet} className="[&_svg]:size-3.5" />
          </p>
        </div>
      </div>
      <div className="relative border-y bg-muted/30">
        <HighlightedCodeBlock
          code={cardPreview(snippet.code)}
          highlighted={preview}
          data-slot="snippet-preview"
          className="h-[7.5rem] overflow-hidden px-4 py-3 font-mono text-xs leading-5"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 right-0 w-10 bg-gradient-to-l from-card to-transparent"
        />
      </div>
      <div className="flex items-center justify-between gap-2 p-3">
        <Button variant="ghost" size="sm" onClick={() => onOpenCode(snippet)} aria-haspopup="dialog">
          <Maximize2 aria-hidden="true" />
          View code
        </Button>
        <SnippetActions snippet={snippet} compact pagePath={`/snippets/${snippet.slug}`} />
      </div>
    </article>
  )
}
