import { cn } from '@snipstack/ui/lib/utils'
import { Link, useLocation } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { ItemBadges } from '@/components/item-badges'
import type { SidebarItem } from '@/config/docs-sidebar'
import { trackNavEvent } from '@/lib/analytics'
import { publishedDocsSidebar } from '../catalog'

const entryClass =
  'flex items-center gap-2 rounded-md px-2 py-1.5 text-sm outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring'

function Entry({ item, pathname }: { item: SidebarItem; pathname: string }) {
  const active = pathname === item.href
  return (
    <li>
      {item.disabled ? (
        // Listed so the catalogue shows what is coming, but never a link to a page that does not exist.
        <span
          aria-disabled="true"
          data-disabled
          title="Coming soon"
          className={cn(entryClass, 'cursor-not-allowed text-muted-foreground/60')}
        >
          {item.title}
          <ItemBadges label={item.label} paid={item.paid} />
        </span>
      ) : (
        <Link
          to={item.href}
          // Exact: the router would otherwise also mark /components active on every page below it.
          activeOptions={{ exact: true }}
          data-active={active}
          aria-current={active ? 'page' : undefined}
          onClick={() => trackNavEvent(item.event, 'docs_sidebar')}
          className={cn(
            entryClass,
            'text-foreground/85 hover:bg-accent/60 hover:text-foreground data-[active=true]:bg-accent data-[active=true]:font-medium data-[active=true]:text-foreground',
          )}
        >
          {item.title}
          <ItemBadges label={item.label} paid={item.paid} />
        </Link>
      )}
      {item.items.length > 0 && (
        <ul className="mt-0.5 ml-3 flex flex-col gap-0.5 border-l pl-2">
          {item.items.map((child) => (
            <Entry key={child.href} item={child} pathname={pathname} />
          ))}
        </ul>
      )}
    </li>
  )
}

/**
 * The docs sidebar (docs/product.md, Components and registry): every section in order, published
 * pages as links with the current one marked, unpublished ones listed but disabled. Below md the
 * header's menu carries the same sections.
 */
export function DocsSidebarNav({ className }: { className?: string }) {
  const pathname = useLocation({ select: (location) => location.pathname })
  const ref = useRef<HTMLElement>(null)

  // Bring the current entry into view inside the sidebar (never scrolling the page itself).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again whenever the page changes
  useEffect(() => {
    const container = ref.current?.parentElement
    const current = ref.current?.querySelector<HTMLElement>('[aria-current="page"]')
    if (!container || !current) return
    const box = container.getBoundingClientRect()
    const entry = current.getBoundingClientRect()
    if (entry.top < box.top || entry.bottom > box.bottom) container.scrollTop += entry.top - box.top - box.height / 3
  }, [pathname])

  return (
    <nav ref={ref} aria-label="Docs" data-slot="docs-sidebar" className={cn('flex flex-col gap-6', className)}>
      {publishedDocsSidebar.map((section) => {
        const id = `docs-sidebar-${section.title.toLowerCase().replace(/\s+/g, '-')}`
        return (
          <div key={section.title}>
            <p id={id} className="mb-1 px-2 font-semibold text-foreground text-xs uppercase tracking-wider">
              {section.title}
            </p>
            <ul aria-labelledby={id} className="flex flex-col gap-0.5">
              {section.items.map((item) => (
                <Entry key={item.href} item={item} pathname={pathname} />
              ))}
            </ul>
          </div>
        )
      })}
    </nav>
  )
}
