import { Link } from '@tanstack/react-router'
import { ArrowRight, Check, Copy } from 'lucide-react'
import { Container } from '@/components/page/container'
import { Button } from '@/components/ui/button'
import { copyToClipboard } from '@/lib/clipboard'
import { toast } from '@/lib/toast'
import { useCopied } from '@/lib/use-copied'
import { CodePreview } from './code-preview'
import { type FeaturedSnippet, featuredSnippets } from './landing-data'
import { SectionHeading } from './section-heading'

const languageDot: Record<string, string> = {
  Go: 'bg-sky-500',
  TypeScript: 'bg-blue-600',
}

function SnippetCopyButton({ snippet }: { snippet: FeaturedSnippet }) {
  const { copied, markCopied } = useCopied()
  const copy = async () => {
    try {
      await copyToClipboard(snippet.preview)
      markCopied()
      toast.success(`${snippet.language} code copied to clipboard!`, {
        description: 'You can now paste it in your editor',
        duration: 3000,
      })
    } catch {
      toast.error('Failed to copy code', { description: 'Please try again', duration: 3000 })
    }
  }
  return (
    <button
      type="button"
      onClick={copy}
      aria-label={`Copy ${snippet.language} code`}
      className="inline-flex size-8 items-center justify-center rounded-md text-zinc-400 transition-colors hover:bg-zinc-800 hover:text-zinc-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-400"
    >
      {copied ? (
        <Check className="size-4 text-emerald-400" aria-hidden="true" />
      ) : (
        <Copy className="size-4" aria-hidden="true" />
      )}
    </button>
  )
}

function SnippetCard({ snippet }: { snippet: FeaturedSnippet }) {
  const titleId = `snippet-${snippet.slug}-title`
  return (
    <article
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col overflow-hidden rounded-2xl border bg-card shadow-sm transition-shadow hover:shadow-lg"
    >
      <div className="p-6 pb-5">
        <div className="flex items-center gap-2 text-xs">
          <span className="inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 font-medium">
            <span
              className={`size-2 rounded-full ${languageDot[snippet.language] ?? 'bg-zinc-400'}`}
              aria-hidden="true"
            />
            {snippet.language}
          </span>
          <span className="rounded-full bg-muted px-2.5 py-0.5 text-muted-foreground">{snippet.category}</span>
        </div>
        <h3 id={titleId} className="mt-4 font-semibold text-xl tracking-tight">
          {snippet.title}
        </h3>
        <p className="mt-2 text-muted-foreground text-sm leading-relaxed">{snippet.description}</p>
      </div>
      <div className="mx-6 overflow-hidden rounded-xl border border-zinc-800 bg-zinc-950 shadow-inner">
        <div className="flex items-center gap-3 border-zinc-800 border-b py-1.5 pr-1.5 pl-4">
          <div className="flex gap-1.5" aria-hidden="true">
            <span className="size-2.5 rounded-full bg-zinc-700" />
            <span className="size-2.5 rounded-full bg-zinc-700" />
            <span className="size-2.5 rounded-full bg-zinc-700" />
          </div>
          <span className="flex-1 font-mono text-xs text-zinc-400">{snippet.fileName}</span>
          <SnippetCopyButton snippet={snippet} />
        </div>
        <CodePreview code={snippet.preview} language={snippet.language} />
      </div>
      <div className="mt-auto p-6">
        <Button asChild variant="outline" className="w-full">
          <Link to="/snippets/$slug" params={{ slug: snippet.slug }} aria-label={`View Full Snippet: ${snippet.title}`}>
            View Full Snippet
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </article>
  )
}

export function FeaturedSnippetsSection() {
  return (
    <section
      id="snippets"
      aria-labelledby="snippets-title"
      className="scroll-mt-24 border-t bg-muted/30 py-24 sm:py-28"
    >
      <Container>
        <SectionHeading
          id="snippets-title"
          eyebrow="Featured snippets"
          title="Production-ready code, one click away"
          description="Hand-picked snippets that are small enough to read in a minute and solid enough to ship today."
        />
        <div className="mt-14 grid gap-6 lg:grid-cols-2">
          {featuredSnippets.map((snippet) => (
            <SnippetCard key={snippet.slug} snippet={snippet} />
          ))}
        </div>
        <div className="mt-12 flex justify-center">
          <Button asChild size="lg" variant="outline">
            <Link to="/snippets">
              Browse All Snippets
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </Container>
    </section>
  )
}
