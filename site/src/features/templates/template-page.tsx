import type { TemplateCard, TemplateDetail } from '@snipstack/contracts'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Crown, Download, ExternalLink, Eye } from 'lucide-react'
import { useMemo } from 'react'
import { renderMarkdown } from '@/components/markdown/markdown'
import type { MarkdownBody } from '@/components/markdown/markdown-tree'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Chevron } from '@/features/catalog/pager'
import { fetchTemplateFiles, useUnlocked } from '@/features/catalog/paid-code'
import { PriceBadges } from '@/features/catalog/price-badges'
import { useCountView } from '@/features/catalog/use-count-view'
import { RatingFigure } from '@/features/ratings/rating-figure'
import { RatingsSection } from '@/features/ratings/ratings-section'
import { PRODUCT_NAME } from '@/lib/config'
import { mediumDate } from '@/lib/date-format'
import { formatCount } from '@/lib/format-count'
import { TemplatePreviewImage, TemplateStat } from './template-card'
import { TemplateDownloadLink } from './template-download'
import { type HighlightedFile, TemplateFileViewer } from './template-file-viewer'
import { templateListQueryOptions } from './template-queries'
import { demoHref, priceOf } from './template-rules'

// Fixed locale and zone, so the server and the browser write the same date.

/** How many templates of the same category the page suggests (loadTemplatePage in template-queries.ts fetches their list). */
const RELATED_COUNT = 3

/**
 * The README's tree: the loader's, or, when the template has changed since (its query was read
 * again), one parsed here with the parser loaded on demand; the loader's shows until it is ready.
 */
export function useReadmeTree(source: string, readme: MarkdownBody): MarkdownBody['tree'] {
  const fresh = readme.source === source
  const { data } = useQuery({
    queryKey: ['templates', 'markdown', source],
    queryFn: async () => (await import('@/components/markdown/markdown-tree')).parseMarkdown(source),
    enabled: !fresh,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
    retry: false,
  })
  return fresh ? readme.tree : (data?.tree ?? readme.tree)
}

/** The README as the page shows it: a framed document headed by its file name. */
export function TemplateReadme({ template, readme }: { template: TemplateDetail; readme: MarkdownBody }) {
  const tree = useReadmeTree(template.readme, readme)
  const body = useMemo(() => renderMarkdown(tree), [tree])
  if (!template.readme.trim()) return null
  return (
    <section aria-label="README" data-slot="template-readme" className="overflow-hidden rounded-lg border">
      <p className="border-b bg-muted/40 px-4 py-2 font-mono text-muted-foreground text-xs">README.md</p>
      <div className="docs-prose px-4 py-2 sm:px-6 [&>pre]:mt-4 [&>pre]:overflow-x-auto [&>pre]:rounded-lg [&>pre]:border [&>pre]:bg-muted/30 [&>pre]:p-4 [&>pre]:font-mono [&>pre]:text-[0.8125rem]">
        {body}
      </div>
    </section>
  )
}

/**
 * The template as this visitor may read it: the shared answer (a paid one's files withheld), or,
 * for an account with Pro or this template, its files whole.
 */
export function useReadableTemplate(template: TemplateDetail): TemplateDetail {
  const files = useUnlocked('template', template.slug, template.locked, () => fetchTemplateFiles(template.slug))
  return files === undefined ? template : { ...template, files, locked: false }
}

/** The Files section: how many there are, the tree and the viewer (a locked one's with the call to buy). */
export function TemplateFiles({ template, firstFile }: { template: TemplateDetail; firstFile?: HighlightedFile }) {
  const count = template.files.length
  return (
    <section aria-labelledby="template-files-title" className="mt-10">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="template-files-title" className="font-semibold text-2xl tracking-tight">
          Files
        </h2>
        <p className="text-muted-foreground text-sm">
          {count} {count === 1 ? 'file' : 'files'} and README.md
        </p>
      </div>
      <div className="mt-4">
        {/* Another template starts on its own first file. */}
        <TemplateFileViewer key={template.slug} files={template.files} initial={firstFile} locked={template.locked} />
      </div>
    </section>
  )
}

type Props = {
  template: TemplateDetail
  /** The first file's tokens, from the loader. */
  firstFile?: HighlightedFile | undefined
  /** The README parsed by the loader. */
  readme: MarkdownBody
}

/**
 * The template page (docs/product.md, Templates): where it sits in the catalogue, what it is with
 * its price and figures, its preview, Download (or Pro for a paid one) and the live demo, its
 * README, every file in a tree beside a highlighted viewer, members' ratings and reviews, and a
 * few templates of the same category.
 */
export function TemplatePage({ template: shared, firstFile, readme }: Props) {
  useCountView('templates', shared.slug)
  const template = useReadableTemplate(shared)
  return (
    <article
      id={template.id}
      aria-labelledby="template-title"
      data-slot="template-page"
      className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12"
    >
      <nav aria-label="Breadcrumb">
        <ol className="flex flex-wrap items-center gap-1 text-muted-foreground text-sm">
          <li>
            <Link to="/templates" className="hover:text-foreground hover:underline">
              Templates
            </Link>
          </li>
          <li aria-hidden="true">
            <Chevron direction="right" className="size-3.5" />
          </li>
          <li>
            <Link
              to="/templates/category/$categorySlug"
              params={{ categorySlug: template.category.slug }}
              className="hover:text-foreground hover:underline"
            >
              {template.category.title}
            </Link>
          </li>
          <li aria-hidden="true">
            <Chevron direction="right" className="size-3.5" />
          </li>
          <li aria-current="page" className="truncate font-medium text-foreground">
            {template.name}
          </li>
        </ol>
      </nav>

      <div className="mt-6 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)]">
        <header>
          <div className="flex flex-wrap items-center gap-2">
            <PriceBadges item={priceOf(template)} />
            <Badge variant="outline">{template.category.title}</Badge>
            <Badge variant="outline">{template.language}</Badge>
          </div>
          <h1 id="template-title" className="mt-3 text-balance font-bold text-3xl tracking-tight sm:text-4xl">
            {template.name}
          </h1>
          <p className="mt-3 text-lg text-muted-foreground">{template.description}</p>
          <dl
            className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 text-muted-foreground text-sm"
            data-slot="template-stats"
          >
            <TemplateStat label="Rating">
              <RatingFigure figures={template} strong />
            </TemplateStat>
            <TemplateStat label="Downloads" icon={<Download aria-hidden="true" className="size-4" />}>
              {formatCount(template.downloads)} {template.downloads === 1 ? 'download' : 'downloads'}
            </TemplateStat>
            <TemplateStat label="Views" icon={<Eye aria-hidden="true" className="size-4" />}>
              {formatCount(template.views)} {template.views === 1 ? 'view' : 'views'}
            </TemplateStat>
            <TemplateStat label="Published">
              <time dateTime={template.published_at}>{mediumDate.format(new Date(template.published_at))}</time>
            </TemplateStat>
          </dl>
          {template.tags.length ? (
            <ul aria-label="Tags" className="mt-4 flex flex-wrap gap-1.5">
              {template.tags.map((tag) => (
                <li key={tag}>
                  <Link
                    to="/templates"
                    search={{ tag }}
                    className="inline-flex rounded-md bg-muted px-2 py-0.5 text-muted-foreground text-xs hover:text-foreground"
                  >
                    #{tag}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}

          <div className="mt-6 flex flex-wrap items-center gap-3" data-slot="template-actions">
            {/* A paid template is bought before it is downloaded; once this account has it, it downloads. */}
            {template.locked ? (
              <Button asChild size="lg" variant="premium">
                <Link to="/pro">
                  <Crown aria-hidden="true" />
                  Get Pro
                </Link>
              </Button>
            ) : (
              <TemplateDownloadLink slug={template.slug} />
            )}
            <Button asChild size="lg" variant="outline">
              <a href={demoHref(template.id)} target="_blank" rel="noopener">
                <ExternalLink aria-hidden="true" />
                Live demo<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </Button>
          </div>
          {template.locked ? (
            <p className="mt-3 text-muted-foreground text-sm" data-slot="pro-note">
              The file tree and the first lines are shown below; the files and the download are part of {PRODUCT_NAME}{' '}
              Pro.
            </p>
          ) : null}
        </header>

        <div className="aspect-[1200/630] overflow-hidden rounded-xl border bg-muted">
          <img
            src={template.image}
            alt={`Preview of ${template.name}`}
            width={1200}
            height={630}
            decoding="async"
            className="h-full w-full object-cover"
          />
        </div>
      </div>

      <div className="mt-10">
        <TemplateReadme template={template} readme={readme} />
      </div>

      <TemplateFiles template={template} firstFile={firstFile} />

      <RatingsSection item={{ catalogue: 'templates', slug: template.slug }} figures={template} />

      <RelatedTemplates template={template} />
    </article>
  )
}

/** Up to three other templates of the same category, from the list the loader fetched. */
function RelatedTemplates({ template }: { template: TemplateDetail }) {
  const { data } = useQuery(templateListQueryOptions({ categorySlug: template.category.slug, page: 1, search: {} }))
  const related = (data?.templates ?? []).filter((other) => other.slug !== template.slug).slice(0, RELATED_COUNT)
  if (!related.length) return null
  return (
    <section aria-labelledby="related-title" className="mt-12" data-slot="related-templates">
      <h2 id="related-title" className="font-semibold text-2xl tracking-tight">
        More {template.category.title} templates
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {related.map((other) => (
          <li key={other.slug}>
            <RelatedCard template={other} />
          </li>
        ))}
      </ul>
    </section>
  )
}

function RelatedCard({ template }: { template: TemplateCard }) {
  return (
    <Link
      to="/templates/$slug"
      params={{ slug: template.slug }}
      data-slot="related-template"
      className="group flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-xs transition-shadow hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <TemplatePreviewImage src={template.image} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="font-semibold leading-snug tracking-tight group-hover:underline">{template.name}</h3>
        <p className="line-clamp-2 text-muted-foreground text-sm">{template.description}</p>
        <div className="mt-auto flex flex-wrap items-center gap-1.5 pt-1">
          <PriceBadges item={priceOf(template)} />
          <RatingFigure figures={template} className="text-muted-foreground text-xs [&_svg]:size-3.5" />
        </div>
      </div>
    </Link>
  )
}
