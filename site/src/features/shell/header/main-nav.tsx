import { cn } from '@snipstack/ui/lib/utils'
import { useLocation } from '@tanstack/react-router'
import { isNavItemActive, mainNav } from '@/config/navigation'
import { NavLink } from './nav-link'

/** The desktop main navigation, shown from the xl breakpoint. */
export function MainNav({ className }: { className?: string }) {
  const pathname = useLocation({ select: (location) => location.pathname })
  return (
    <nav aria-label="Main" data-slot="main-nav" className={cn('hidden items-center gap-0.5 xl:flex', className)}>
      {mainNav.map((item) => (
        <NavLink
          key={item.href}
          item={item}
          active={isNavItemActive(pathname, item.href)}
          className="inline-flex h-8 items-center gap-1.5 rounded-md px-3 font-medium text-muted-foreground text-sm outline-none transition-colors hover:bg-accent/60 hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring data-[active=true]:bg-accent data-[active=true]:text-foreground"
        />
      ))}
    </nav>
  )
}
