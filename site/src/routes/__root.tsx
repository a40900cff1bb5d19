import {
  createRootRouteWithContext,
  type ErrorComponentProps,
  HeadContent,
  Outlet,
  Scripts,
  useMatches,
} from '@tanstack/react-router'
import type * as React from 'react'
import { useEffect } from 'react'
import { NotFoundPage } from '@/components/page/not-found-page'
import { AppToaster } from '@/components/toaster/app-toaster'
import { AccountMenu } from '@/features/auth/account-menu'
import { layoutFor } from '@/features/layout/layouts'
import { BareLayout, MainLayout } from '@/features/layout/main-layout'
import { RouteErrorFallback } from '@/features/layout/page-content'
import { usePageViews } from '@/features/page-views/use-page-views'
import { SiteHeader } from '@/features/shell/header/site-header'
import { ThemeScript } from '@/features/shell/theme/theme-script'
import { useThemeSync } from '@/features/shell/theme/theme-sync'
import type { ServerApi } from '@/lib/api/server-api'
import { replayEarlyClicks } from '@/lib/early-clicks'
import { defaultTitle, pageTitle } from '@/lib/page-title'
import type { QueryClientSlot } from '@/lib/query-client-slot'
import '../styles.css'

export const Route = createRootRouteWithContext<{ queries: QueryClientSlot; serverApi?: ServerApi }>()({
  head: ({ match }) => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      // With no route matched the root alone renders the not-found page, so it names the tab too.
      { title: match._notFound ? pageTitle('Page not found') : defaultTitle },
      {
        name: 'description',
        content:
          'Snippets, templates and utilities for modern software builders. Cut boilerplate. Ship faster. Engineer smarter.',
      },
    ],
    links: [{ rel: 'icon', href: '/logo.svg', type: 'image/svg+xml' }],
  }),
  shellComponent: RootDocument,
  component: RootLayout,
  errorComponent: RootError,
  notFoundComponent: NotFoundPage,
})

function RootDocument({ children }: { children: React.ReactNode }) {
  usePageViews(useMatches({ select: layoutFor }) !== 'frame')
  useThemeSync()
  // Presses that arrived before hydration were held back by the page's loader; now they can work.
  useEffect(() => replayEarlyClicks(), [])
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <HeadContent />
        <ThemeScript />
      </head>
      <body className="min-h-svh antialiased">
        {children}
        <AppToaster />
        <Scripts />
      </body>
    </html>
  )
}

function RootLayout() {
  const layout = useMatches({ select: layoutFor })
  if (layout === 'frame') return <Outlet />
  if (layout === 'bare') {
    return (
      <BareLayout>
        <Outlet />
      </BareLayout>
    )
  }
  return (
    <MainLayout header={<SiteHeader userMenu={<AccountMenu />} />}>
      <Outlet />
    </MainLayout>
  )
}

/** Reached only when the root route or the layout itself fails; page errors are caught inside the layout. */
function RootError(props: ErrorComponentProps) {
  return (
    <main className="flex min-h-svh flex-col">
      <RouteErrorFallback {...props} />
    </main>
  )
}
