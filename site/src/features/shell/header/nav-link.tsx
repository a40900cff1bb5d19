import { cn } from '@snipstack/ui/lib/utils'
import { Link } from '@tanstack/react-router'
import { ArrowUpRightIcon } from 'lucide-react'
import type * as React from 'react'
import { ItemBadges } from '@/components/item-badges'
import type { NavItem } from '@/config/navigation'
import { trackNavEvent } from '@/lib/analytics'
import { useHoverPrefetch } from '../prefetch/use-hover-prefetch'

type NavLinkProps = {
  item: NavItem
  active?: boolean
  className?: string
  /** Runs after the entry is chosen, e.g. to close the menu it sits in. */
  onNavigate?: () => void
  /** Where the entry sits, reported with its analytics event. */
  source?: string
}

/**
 * One main-navigation entry. Only entries flagged `preload` prefetch, and only once, so the
 * router's hover preloading is switched off here.
 */
export function NavLink({ item, active = false, className, onNavigate, source = 'header' }: NavLinkProps) {
  const prefetch = useHoverPrefetch(item)
  const content: React.ReactNode = (
    <>
      {item.title}
      <ItemBadges label={item.label} paid={item.paid} />
    </>
  )
  const onClick = () => {
    trackNavEvent(item.event, source)
    onNavigate?.()
  }
  if (item.disabled) {
    return (
      <span data-slot="nav-link" aria-disabled="true" className={cn(className, 'cursor-not-allowed opacity-50')}>
        {content}
      </span>
    )
  }
  if (item.external) {
    return (
      <a
        data-slot="nav-link"
        href={item.href}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
        onClick={onClick}
      >
        {content}
        <ArrowUpRightIcon className="size-3.5 opacity-60" aria-hidden />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    )
  }
  return (
    <Link
      data-slot="nav-link"
      to={item.href}
      preload={false}
      data-active={active}
      aria-current={active ? 'page' : undefined}
      className={className}
      onClick={onClick}
      {...prefetch}
    >
      {content}
    </Link>
  )
}
