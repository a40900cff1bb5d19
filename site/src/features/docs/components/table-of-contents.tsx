import { cn } from '@snipstack/ui/lib/utils'
import { TOCItem } from 'fumadocs-core/toc'
import type { TocEntry } from '../toc-entries'

/**
 * "On this page": links to the page's sections; fumadocs' scroll-spy (the AnchorProvider around the
 * page) marks the sections in view as active.
 */
export function TableOfContents({ toc, className }: { toc: TocEntry[]; className?: string }) {
  if (toc.length === 0) return null
  return (
    <nav aria-label="On this page" data-slot="toc" className={cn('text-sm', className)}>
      <p className="mb-3 font-medium text-foreground">On this page</p>
      <ul className="flex flex-col border-l">
        {toc.map((entry) => (
          <li key={entry.url}>
            <TOCItem
              href={entry.url}
              className={cn(
                '-ml-px block border-transparent border-l py-1 text-muted-foreground leading-snug transition-colors hover:text-foreground data-[active=true]:border-foreground data-[active=true]:text-foreground',
                entry.depth > 2 ? 'pl-6' : 'pl-3',
              )}
            >
              {entry.title}
            </TOCItem>
          </li>
        ))}
      </ul>
    </nav>
  )
}
