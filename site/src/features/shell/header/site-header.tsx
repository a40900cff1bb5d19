import { cn } from '@snipstack/ui/lib/utils'
import type * as React from 'react'
import { lazy, Suspense, useEffect, useState } from 'react'
import { SignInButton } from '@/components/sign-in-button'
import { usePaletteStore } from '../search/palette-store'
import { SearchButton } from '../search/search-button'
import { captureTypeAhead, stopTypeAhead } from '../search/type-ahead'
import { usePaletteShortcuts } from '../search/use-palette-shortcuts'
import { ThemeToggle } from '../theme/theme-toggle'
import { BrandLogo } from './brand-logo'
import { MainNav } from './main-nav'
import { MobileMenu } from './mobile-menu'
import { ScrollProgressBar } from './scroll-progress-bar'

const loadCommandPalette = () => import('../search/command-palette')
const CommandPalette = lazy(loadCommandPalette)
const preloadCommandPalette = () => void loadCommandPalette()

/**
 * Mounts the palette the first time it opens, so cmdk and the dialog stay out of the page load;
 * its code is fetched on a sign of intent (pointer over or focus on the search button) or by the
 * shortcut itself, and what is typed while it arrives goes into its search field.
 */
function CommandPaletteHost() {
  const open = usePaletteStore((s) => s.open)
  const [requested, setRequested] = useState(false)
  if (open && !requested) setRequested(true)
  usePaletteShortcuts(preloadCommandPalette)
  useEffect(() => {
    if (open) captureTypeAhead()
    else stopTypeAhead()
  }, [open])
  if (!requested) return null
  return (
    <Suspense fallback={null}>
      <CommandPalette />
    </Suspense>
  )
}

export type SiteHeaderProps = {
  /** The account area; a 'Sign In' button unless the layout passes the signed-in menu. */
  userMenu?: React.ReactNode
  className?: string
}

/** The header on every page: logo, navigation, search, account, theme and scroll progress. */
export function SiteHeader({ userMenu = <SignInButton />, className }: SiteHeaderProps) {
  return (
    <header
      data-slot="site-header"
      className={cn(
        'sticky top-0 z-40 w-full border-border/70 border-b bg-background/85 backdrop-blur-md supports-[backdrop-filter]:bg-background/70',
        className,
      )}
    >
      <ScrollProgressBar />
      <div className="mx-auto flex h-14 w-full max-w-screen-2xl items-center gap-2 px-4 sm:px-6">
        <MobileMenu />
        <BrandLogo className="mr-2 xl:mr-4" />
        <MainNav />
        <div className="ml-auto flex min-w-0 items-center gap-2">
          <SearchButton
            onIntent={preloadCommandPalette}
            className="w-9 justify-center px-0 sm:w-52 sm:justify-start sm:pr-1.5 sm:pl-2.5 lg:w-72"
          />
          {userMenu}
          <ThemeToggle className="-mr-1.5" />
        </div>
      </div>
      <CommandPaletteHost />
    </header>
  )
}
