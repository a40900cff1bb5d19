import { cn } from '@snipstack/ui/lib/utils'
import { Link } from '@tanstack/react-router'
import { snippetPagerItems } from './snippet-rules'
import type { SnippetSearch } from './snippet-search'

type Props = { search: SnippetSearch; page: number; totalPages: number }

const itemClass =
  'inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-md px-3 text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40'

/**
 * The snippet pager (spec §5): page 1, the last page and the current page's neighbours, with
 * Previous and Next; nothing for one page or none. Every entry is a link, so pages work without
 * script and each has its own address.
 */
export function SnippetPager({ search, page, totalPages }: Props) {
  const items = snippetPagerItems(page, totalPages)
  if (!items.length) return null
  const to = (target: number) => ({ ...search, page: target > 1 ? target : undefined })
  return (
    <nav aria-label="Pagination" data-slot="snippet-pager" className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <PagerLink search={to(page - 1)} disabled={page <= 1} label="Previous page">
            <Chevron direction="left" />
            Previous
          </PagerLink>
        </li>
        {items.map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity but their position
            <li key={`gap-${index}`} aria-hidden="true" className="px-2 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to="/snippets"
                search={to(item)}
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                className={cn(
                  itemClass,
                  item === page ? 'bg-primary font-medium text-primary-foreground' : 'hover:bg-muted',
                )}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          <PagerLink search={to(page + 1)} disabled={page >= totalPages} label="Next page">
            Next
            <Chevron direction="right" />
          </PagerLink>
        </li>
      </ul>
    </nav>
  )
}

function PagerLink({
  search,
  disabled,
  label,
  children,
}: {
  search: SnippetSearch
  disabled: boolean
  label: string
  children: React.ReactNode
}) {
  // On the first or last page the entry is text, not a link: there is nowhere to go.
  if (disabled)
    return (
      <span data-disabled="" className={cn(itemClass, 'cursor-not-allowed text-muted-foreground')}>
        {children}
      </span>
    )
  return (
    <Link to="/snippets" search={search} aria-label={label} className={cn(itemClass, 'hover:bg-muted')}>
      {children}
    </Link>
  )
}

/**
 * Drawn here rather than imported: the landing page uses the icon library's chevron too, and a
 * chevron shared with this page would become a chunk of its own in the landing page's download.
 */
function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-4"
    >
      <path d={direction === 'left' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} />
    </svg>
  )
}
