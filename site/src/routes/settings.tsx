import { createFileRoute } from '@tanstack/react-router'
import { RequireSession } from '@/features/auth/require-session'
import { SettingsPage } from '@/features/auth/settings-page'
import { pageTitle } from '@/lib/page-title'

export const Route = createFileRoute('/settings')({
  staticData: { requiresSession: true },
  head: () => ({ meta: [{ title: pageTitle('Settings') }] }),
  component: () => <RequireSession title="Settings">{(user) => <SettingsPage user={user} />}</RequireSession>,
})
