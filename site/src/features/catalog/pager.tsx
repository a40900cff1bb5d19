import { cn } from '@snipstack/ui/lib/utils'
import { Link, type LinkProps } from '@tanstack/react-router'
import type { PagerItem } from './pager-items'

type Props = {
  /**
   * The numbers to show, in order (each catalogue has its own rule: docs/product.md, Templates and
   * Snippets).
   */
  items: PagerItem[]
  page: number
  totalPages: number
  /** Where page `n` is. */
  linkTo: (n: number) => LinkProps
  /** `data-slot` of the nav, for styles and tests. */
  slot: string
}

const itemClass =
  'inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-md px-3 text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40'

/**
 * A catalogue's pager: Previous, the page numbers, Next; nothing for one page or none. Every entry
 * is a link, so pages work without script and each has its own address. Previous is inert on the
 * first page and Next on the last (docs/product.md, Catalogue lists).
 */
export function CatalogPager({ items, page, totalPages, linkTo, slot }: Props) {
  if (totalPages <= 1 || !items.length) return null
  return (
    <nav aria-label="Pagination" data-slot={slot} className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <Step link={linkTo(page - 1)} disabled={page <= 1} label="Previous page">
            <Chevron direction="left" />
            Previous
          </Step>
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
                {...linkTo(item)}
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
          <Step link={linkTo(page + 1)} disabled={page >= totalPages} label="Next page">
            Next
            <Chevron direction="right" />
          </Step>
        </li>
      </ul>
    </nav>
  )
}

function Step({
  link,
  disabled,
  label,
  children,
}: {
  link: LinkProps
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
    <Link {...link} aria-label={label} className={cn(itemClass, 'hover:bg-muted')}>
      {children}
    </Link>
  )
}

/**
 * A chevron drawn here rather than imported: the landing page uses the icon library's chevron too,
 * and a chevron shared with the catalogue pages would become a chunk of its own in the landing
 * page's download. The catalogue pages use this one.
 */
export function Chevron({ direction, className }: { direction: 'left' | 'right'; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn('size-4', className)}
    >
      <path d={direction === 'left' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} />
    </svg>
  )
}
