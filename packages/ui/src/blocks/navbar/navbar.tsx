'use client'

import { MenuIcon, XIcon } from 'lucide-react'
import * as React from 'react'
import { Button } from '../../button/button'
import { cn } from '../../lib/utils'

export type NavbarLink = {
  label: string
  href: string
  /** Marks the page the visitor is on (`aria-current="page"`). */
  current?: boolean
}

export type NavbarProps = React.ComponentProps<'header'> & {
  /** The product's name, shown beside the mark. */
  brand?: string
  /** Where the wordmark leads. */
  brandHref?: string
  /** The main links. From `md` up they share one row with the actions: four fit at 768px, five from `lg`. */
  links?: NavbarLink[]
  /** The quiet link before the call to action; `null` leaves it out. */
  signIn?: NavbarLink | null
  /** The call to action at the end of the bar. */
  cta?: NavbarLink
  /** Accessible name of the navigation landmark. */
  navLabel?: string
  /** Accessible name of the menu button while the menu is closed. */
  openMenuLabel?: string
  /** Accessible name of the menu button while the menu is open. */
  closeMenuLabel?: string
}

/** The screen width from which the links sit in the bar: Tailwind's `md`. */
const DESKTOP_QUERY = '(min-width: 48rem)'

/**
 * A site header: a wordmark, the main links, a sign-in link and a call to action. Below `md` the
 * links and actions fold into a menu behind a button (a disclosure: `aria-expanded` and
 * `aria-controls`). Escape closes it and puts focus back on the button; following a link, clicking
 * outside or tabbing out of the bar closes it too. There is one list of links for both layouts, so
 * a screen reader never meets them twice.
 */
export default function Navbar({
  brand = 'Snipstack',
  brandHref = '/',
  links = [
    { label: 'Components', href: '#' },
    { label: 'Blocks', href: '#' },
    { label: 'Templates', href: '#' },
    { label: 'Pricing', href: '#' },
  ],
  signIn = { label: 'Sign in', href: '#' },
  cta = { label: 'Start building', href: '#' },
  navLabel = 'Main',
  openMenuLabel = 'Open menu',
  closeMenuLabel = 'Close menu',
  className,
  ...props
}: NavbarProps) {
  const [open, setOpen] = React.useState(false)
  const menuId = React.useId()
  const navRef = React.useRef<HTMLElement>(null)
  const buttonRef = React.useRef<HTMLButtonElement>(null)

  React.useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      buttonRef.current?.focus()
    }
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !navRef.current?.contains(event.target)) setOpen(false)
    }
    // Widening the window past `md` shows the links in the bar: the menu has nothing left to hold.
    const desktop = window.matchMedia?.(DESKTOP_QUERY)
    const onWiden = () => {
      if (desktop?.matches) setOpen(false)
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    desktop?.addEventListener('change', onWiden)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
      desktop?.removeEventListener('change', onWiden)
    }
  }, [open])

  const close = () => setOpen(false)

  return (
    <header className={cn('sticky top-0 z-40 w-full border-b bg-background', className)} {...props}>
      <nav
        ref={navRef}
        aria-label={navLabel}
        onBlur={(event) => {
          // Focus that leaves the bar (Tab past its last link) closes the menu behind it.
          const next = event.relatedTarget
          if (next instanceof Node && !event.currentTarget.contains(next)) setOpen(false)
        }}
        className="relative mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6 lg:gap-6"
      >
        <a
          href={brandHref}
          className="flex shrink-0 items-center gap-2 rounded-md font-semibold text-foreground text-lg tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
            <rect width="32" height="32" rx="8" className="fill-primary" />
            <path
              d="M9 11.5h14M9 16h9M9 20.5h14"
              fill="none"
              strokeWidth="2.5"
              strokeLinecap="round"
              className="stroke-primary-foreground"
            />
          </svg>
          <span>{brand}</span>
        </a>

        <Button
          ref={buttonRef}
          type="button"
          variant="ghost"
          size="icon"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? closeMenuLabel : openMenuLabel}
          onClick={() => setOpen((value) => !value)}
          className="ml-auto md:hidden"
        >
          {open ? <XIcon aria-hidden className="size-5" /> : <MenuIcon aria-hidden className="size-5" />}
        </Button>

        <div
          id={menuId}
          data-state={open ? 'open' : 'closed'}
          className={cn(
            // Below `md`: a panel that drops from the bar while open. From `md`: the rest of the bar.
            'absolute inset-x-0 top-full flex-col gap-4 border-b bg-background px-4 pt-2 pb-6 shadow-lg sm:px-6',
            open ? 'flex' : 'hidden',
            'md:static md:flex md:flex-1 md:flex-row md:items-center md:justify-between md:gap-4 md:border-0 md:bg-transparent md:p-0 md:shadow-none',
          )}
        >
          <ul className="flex flex-col md:flex-row md:items-center lg:gap-1">
            {links.map((link) => (
              <li key={`${link.label}-${link.href}`}>
                <a
                  href={link.href}
                  aria-current={link.current ? 'page' : undefined}
                  onClick={close}
                  className={cn(
                    'block rounded-md px-3 py-2.5 font-medium text-base text-muted-foreground outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 motion-reduce:transition-none md:px-2 md:py-2 md:text-sm lg:px-3',
                    link.current && 'text-foreground',
                  )}
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          <div className="flex flex-col gap-2 border-t pt-4 md:flex-row md:items-center md:border-0 md:pt-0">
            {signIn ? (
              <Button asChild variant="ghost" className="w-full md:w-auto md:px-3 lg:px-4">
                <a href={signIn.href} onClick={close} aria-current={signIn.current ? 'page' : undefined}>
                  {signIn.label}
                </a>
              </Button>
            ) : null}
            <Button asChild className="w-full md:w-auto md:px-3 lg:px-4">
              <a href={cta.href} onClick={close} aria-current={cta.current ? 'page' : undefined}>
                {cta.label}
              </a>
            </Button>
          </div>
        </div>
      </nav>
    </header>
  )
}
