import type { SnippetDetail } from '@snipstack/contracts'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ArrowLeft, Paperclip } from 'lucide-react'
import { useMemo } from 'react'
import { type HighlightedCode, ScrollingCodeBlock } from '@/components/code/highlighted-code'
import { withInlineMarkdown } from '@/components/code/inline-code'
import { renderMarkdown } from '@/components/markdown/markdown'
import type { MarkdownBody } from '@/components/markdown/markdown-tree'
import { Badge } from '@/components/ui/badge'
import { fetchSnippetCode, LockedNotice, useUnlocked } from '@/features/catalog/paid-code'
import { PriceBadges } from '@/features/catalog/price-badges'
import { useCountView } from '@/features/catalog/use-count-view'
import { RatingFigure } from '@/features/ratings/rating-figure'
import { RatingsSection } from '@/features/ratings/ratings-section'
import { mediumDate } from '@/lib/date-format'
import { formatCount } from '@/lib/format-count'
import { SnippetActions } from './snippet-actions'
import { SnippetOwnerActions } from './snippet-owner-actions'
import { useHighlighted } from './use-highlighted'

// Fixed locale and zone, so the server and the browser write the same date.

type Props = {
  snippet: SnippetDetail
  highlighted?: HighlightedCode | undefined
  /** The Markdown body parsed by the loader. */
  body: MarkdownBody
}

/**
 * The body's tree: the loader's, or, when the snippet has changed since (its query was read
 * again), one parsed here with the parser loaded on demand; the loader's shows until it is ready.
 */
function useMarkdownTree(source: string, body: MarkdownBody): MarkdownBody['tree'] {
  const fresh = body.source === source
  const { data } = useQuery({
    queryKey: ['snippets', 'markdown', source],
    queryFn: async () => (await import('@/components/markdown/markdown-tree')).parseMarkdown(source),
    enabled: !fresh,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
    retry: false,
  })
  return fresh ? body.tree : (data?.tree ?? body.tree)
}

/**
 * The single snippet page (docs/product.md, Snippets): what it is, its code with the actions, its
 * explanation, and members' ratings and reviews.
 */
export function SnippetPage({ snippet: shared, highlighted: sharedTokens, body: parsed }: Props) {
  useCountView('snippets', shared.slug)
  // A Pro snippet's page shows its first lines to everyone; an account that has it reads it whole.
  const whole = useUnlocked('snippet', shared.slug, shared.locked, () => fetchSnippetCode(shared.slug))
  const snippet = whole === undefined ? shared : { ...shared, code: whole, locked: false }
  const wholeTokens = useHighlighted(whole ?? '', whole === undefined ? '' : shared.language)
  const highlighted = whole === undefined ? sharedTokens : wholeTokens
  const tree = useMarkdownTree(snippet.mdx, parsed)
  const body = useMemo(() => renderMarkdown(tree), [tree])
  return (
    <article
      id={snippet.id}
      aria-labelledby="snippet-title"
      data-slot="snippet-page"
      className="mx-auto w-full max-w-4xl px-4 py-10 sm:py-14"
    >
      <Link
        to="/snippets"
        className="inline-flex items-center gap-1.5 text-muted-foreground text-sm hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All snippets
      </Link>
      <header className="mt-6">
        <div className="flex flex-wrap items-center gap-2">
          <PriceBadges item={snippet} />
        </div>
        <h1 id="snippet-title" className="mt-3 text-balance font-bold text-3xl tracking-tight sm:text-4xl">
          {snippet.title}
        </h1>
        <p className="mt-3 text-lg text-muted-foreground">{withInlineMarkdown(snippet.description)}</p>
        <dl className="mt-4 flex flex-wrap gap-x-5 gap-y-1 text-muted-foreground text-sm" data-slot="snippet-meta">
          <MetaItem label="Language">{snippet.language}</MetaItem>
          <MetaItem label="Category">{snippet.category}</MetaItem>
          <MetaItem label="Author">{snippet.author.name}</MetaItem>
          <MetaItem label="License">{snippet.license}</MetaItem>
          <MetaItem label="Rating">
            <RatingFigure figures={snippet} />
          </MetaItem>
          <MetaItem label="Views">{formatCount(snippet.views)}</MetaItem>
          <MetaItem label="Published">
            <time dateTime={snippet.created_at}>{mediumDate.format(new Date(snippet.created_at))}</time>
          </MetaItem>
        </dl>
        <SnippetOwnerActions snippet={snippet} />
        {snippet.tags.length ? (
          <ul aria-label="Tags" className="mt-4 flex flex-wrap gap-1.5">
            {snippet.tags.map((tag) => (
              <li key={tag}>
                <Badge variant="outline">#{tag}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </header>

      <section aria-label="Code" className="mt-8 overflow-hidden rounded-lg border bg-muted/30">
        <div className="flex flex-wrap items-center justify-between gap-2 border-b px-4 py-2">
          <span className="font-mono text-muted-foreground text-xs">{snippet.language}</span>
          <SnippetActions snippet={snippet} />
        </div>
        <ScrollingCodeBlock
          name={snippet.title}
          code={snippet.code}
          highlighted={highlighted}
          className="max-h-[70vh]"
        />
        {snippet.locked ? <LockedNotice kind="snippet" /> : null}
      </section>

      {snippet.attachment ? (
        <p className="mt-4 flex items-center gap-2 text-sm" data-slot="snippet-attachment">
          <Paperclip aria-hidden="true" className="size-4 text-muted-foreground" />
          <a href={snippet.attachment.url} download className="font-medium text-primary hover:underline">
            {snippet.attachment.name}
          </a>
          <span className="text-muted-foreground">({formatBytes(snippet.attachment.size)})</span>
        </p>
      ) : null}

      {snippet.mdx.trim() ? (
        <section
          aria-label="About this snippet"
          className="docs-prose mt-10 [&>pre]:mt-4 [&>pre]:overflow-x-auto [&>pre]:rounded-lg [&>pre]:border [&>pre]:bg-muted/30 [&>pre]:p-4 [&>pre]:font-mono [&>pre]:text-[0.8125rem]"
        >
          {body}
        </section>
      ) : null}

      <RatingsSection item={{ catalogue: 'snippets', slug: snippet.slug }} figures={snippet} />
    </article>
  )
}

const formatBytes = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`)

function MetaItem({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-1">
      <dt>{label}:</dt>
      <dd className="font-medium text-foreground">{children}</dd>
    </div>
  )
}
