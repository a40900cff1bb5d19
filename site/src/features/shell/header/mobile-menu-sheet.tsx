import { cn } from '@snipstack/ui/lib/utils'
import { Link, useLocation } from '@tanstack/react-router'
import type * as React from 'react'
import { ItemBadges } from '@/components/item-badges'
import { Sheet, SheetContent, SheetHeader, SheetTitle } from '@/components/ui/sheet'
import type { SidebarItem } from '@/config/docs-sidebar'
import { isNavItemActive, mainNav } from '@/config/navigation'
import { publishedDocsSidebar } from '@/features/docs/availability'
import { trackNavEvent } from '@/lib/analytics'
import { Logo } from './logo'
import { NavLink } from './nav-link'

type MobileMenuSheetProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  returnFocusTo: React.RefObject<HTMLElement | null>
}

const itemClass =
  'flex items-center gap-2 rounded-md px-2 py-1.5 text-sm outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring'

function SidebarEntry({ item, pathname, close }: { item: SidebarItem; pathname: string; close: () => void }) {
  const active = pathname === item.href
  return (
    <li>
      {item.disabled ? (
        <span aria-disabled="true" className={cn(itemClass, 'cursor-not-allowed text-muted-foreground/60')}>
          {item.title}
          <ItemBadges label={item.label} paid={item.paid} />
        </span>
      ) : (
        <Link
          to={item.href}
          preload={false}
          activeOptions={{ exact: true }}
          data-active={active}
          aria-current={active ? 'page' : undefined}
          className={cn(
            itemClass,
            'text-muted-foreground hover:bg-accent/60 hover:text-foreground data-[active=true]:bg-accent data-[active=true]:font-medium data-[active=true]:text-foreground',
          )}
          onClick={() => {
            trackNavEvent(item.event, 'mobile_menu')
            close()
          }}
        >
          {item.title}
          <ItemBadges label={item.label} paid={item.paid} />
        </Link>
      )}
      {item.items.length > 0 && (
        <ul className="mt-0.5 ml-3 border-l pl-2">
          {item.items.map((child) => (
            <SidebarEntry key={child.href} item={child} pathname={pathname} close={close} />
          ))}
        </ul>
      )}
    </li>
  )
}

/** The slide-in panel from the left: logo, main navigation and the docs sections. */
export default function MobileMenuSheet({ open, onOpenChange, returnFocusTo }: MobileMenuSheetProps) {
  const pathname = useLocation({ select: (location) => location.pathname })
  const close = () => onOpenChange(false)
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        data-slot="mobile-menu"
        className="w-[min(20rem,85vw)] gap-0 p-0"
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          returnFocusTo.current?.focus({ preventScroll: true })
        }}
      >
        <SheetHeader className="h-14 flex-row items-center border-b px-4 py-0">
          <SheetTitle className="sr-only">Menu</SheetTitle>
          <Logo onClick={close} />
        </SheetHeader>
        <nav aria-label="Mobile" className="flex-1 overflow-y-auto overscroll-contain px-3 pt-4 pb-8">
          <ul className="flex flex-col gap-0.5">
            {mainNav.map((item) => (
              <li key={item.href}>
                <NavLink
                  item={item}
                  active={isNavItemActive(pathname, item.href)}
                  onNavigate={close}
                  source="mobile_menu"
                  className={cn(
                    itemClass,
                    'py-2 font-medium text-base text-foreground/80 hover:bg-accent/60 hover:text-foreground data-[active=true]:bg-accent data-[active=true]:text-foreground',
                  )}
                />
              </li>
            ))}
          </ul>
          {publishedDocsSidebar.map((section) => (
            <section key={section.title} aria-label={section.title} className="mt-6">
              <h2 className="mb-1 px-2 font-semibold text-foreground text-xs uppercase tracking-wider">
                {section.title}
              </h2>
              <ul className="flex flex-col gap-0.5">
                {section.items.map((item) => (
                  <SidebarEntry key={item.href} item={item} pathname={pathname} close={close} />
                ))}
              </ul>
            </section>
          ))}
        </nav>
      </SheetContent>
    </Sheet>
  )
}
