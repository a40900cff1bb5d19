import type { TemplateCard as Template } from '@snipstack/contracts'
import { cn } from '@snipstack/ui/lib/utils'
import { Link } from '@tanstack/react-router'
import { Download, ExternalLink, Eye } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { PriceBadges } from '@/features/catalog/price-badges'
import { RatingFigure } from '@/features/ratings/rating-figure'
import { formatCount } from '@/lib/format-count'
import { demoHref, priceOf } from './template-rules'
import type { TemplateView } from './template-search'

type Props = { template: Template; view: TemplateView }

/**
 * A template's card (docs/product.md, Templates): preview image, name, description, category, tags,
 * rating (the average and how many rated), downloads and views, the price badges, a link to its
 * page and the demo button. `list` lays the same content out in a row.
 */
export function TemplateCard({ template, view }: Props) {
  const page = { to: '/templates/$slug', params: { slug: template.slug } } as const
  const list = view === 'list'
  return (
    <article
      data-slot="template-card"
      aria-labelledby={`template-${template.id}`}
      className={cn(
        'group flex overflow-hidden rounded-xl border bg-card text-card-foreground shadow-xs transition-shadow hover:shadow-md',
        list ? 'flex-col sm:flex-row' : 'flex-col',
      )}
    >
      {/* The image repeats the name's link; one stop for keyboard and screen reader users is enough. */}
      <Link {...page} tabIndex={-1} aria-hidden="true" className={cn('block shrink-0 bg-muted', list && 'sm:w-64')}>
        <TemplatePreviewImage src={template.image} />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center gap-1.5">
          <PriceBadges item={priceOf(template)} />
          <Badge variant="outline">{template.category.title}</Badge>
          <Badge variant="outline">{template.language}</Badge>
        </div>
        <div>
          <h2 id={`template-${template.id}`} className="font-semibold text-lg leading-snug tracking-tight">
            <Link {...page} className="hover:underline focus-visible:underline focus-visible:outline-none">
              {template.name}
            </Link>
          </h2>
          <p className="mt-1 line-clamp-2 text-muted-foreground text-sm">{template.description}</p>
        </div>
        <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
          {template.tags.slice(0, 4).map((tag) => (
            <li key={tag} className="rounded-md bg-muted px-2 py-0.5 text-muted-foreground text-xs">
              #{tag}
            </li>
          ))}
        </ul>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-1">
          <dl className="flex flex-wrap items-center gap-x-4 gap-y-1 text-muted-foreground text-sm">
            <TemplateStat label="Rating">
              <RatingFigure figures={template} />
            </TemplateStat>
            <TemplateStat label="Downloads" icon={<Download aria-hidden="true" className="size-4" />}>
              {formatCount(template.downloads)}
            </TemplateStat>
            <TemplateStat label="Views" icon={<Eye aria-hidden="true" className="size-4" />}>
              {formatCount(template.views)}
            </TemplateStat>
          </dl>
          <Button asChild size="sm" variant="outline">
            <a href={demoHref(template.id)} target="_blank" rel="noopener" aria-label={`Live demo of ${template.name}`}>
              <ExternalLink aria-hidden="true" />
              Demo
            </a>
          </Button>
        </div>
      </div>
    </article>
  )
}

/** One figure of a template (rating, downloads…): named for screen readers, shown as its icon and value. */
export function TemplateStat({
  label,
  icon,
  children,
}: {
  label: string
  icon?: React.ReactNode
  children: React.ReactNode
}) {
  return (
    <div className="flex items-center gap-1">
      <dt className="sr-only">{label}</dt>
      {icon}
      <dd>{children}</dd>
    </div>
  )
}

/**
 * A template's preview image (its 1200×630 SVG), decorative beside the name it repeats. Its box
 * keeps the image's shape before it loads, so nothing moves when it arrives.
 */
export function TemplatePreviewImage({ src, className }: { src: string; className?: string }) {
  return (
    <img
      src={src}
      alt=""
      width={1200}
      height={630}
      loading="lazy"
      decoding="async"
      className={cn('aspect-[1200/630] w-full bg-muted object-cover', className)}
    />
  )
}
