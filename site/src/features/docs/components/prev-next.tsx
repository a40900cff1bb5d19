import { Link } from '@tanstack/react-router'
import { ArrowLeftIcon, ArrowRightIcon } from 'lucide-react'
import { flattenSidebar } from '@/config/docs-sidebar'
import { trackNavEvent } from '@/lib/analytics'
import { publishedDocsSidebar } from '../catalog'
import { buildPageTree, neighbours, type PageLink } from '../page-tree'

const pageTree = buildPageTree(publishedDocsSidebar)
const eventByHref = new Map(flattenSidebar(publishedDocsSidebar).map((item) => [item.href, item.event]))

function Neighbour({ link, direction }: { link: PageLink; direction: 'previous' | 'next' }) {
  const next = direction === 'next'
  return (
    <Link
      to={link.href}
      rel={direction === 'next' ? 'next' : 'prev'}
      onClick={() => trackNavEvent(eventByHref.get(link.href), 'docs_pager')}
      className={`group flex flex-col gap-1 rounded-lg border p-4 outline-none transition-colors hover:bg-accent/50 focus-visible:ring-2 focus-visible:ring-ring ${next ? 'items-end text-right sm:col-start-2' : ''}`}
    >
      <span className="inline-flex items-center gap-1 text-muted-foreground text-xs">
        {!next && <ArrowLeftIcon className="size-3.5" aria-hidden />}
        {next ? 'Next' : 'Previous'}
        {next && <ArrowRightIcon className="size-3.5" aria-hidden />}
      </span>
      <span className="font-medium">{link.title}</span>
    </Link>
  )
}

/** Links to the pages before and after this one in sidebar order; unpublished pages are skipped. */
export function PrevNext({ href }: { href: string }) {
  const { previous, next } = neighbours(pageTree, href)
  if (!previous && !next) return null
  return (
    <nav aria-label="Previous and next page" className="mt-16 grid gap-4 border-t pt-8 sm:grid-cols-2">
      {previous && <Neighbour link={previous} direction="previous" />}
      {next && <Neighbour link={next} direction="next" />}
    </nav>
  )
}
