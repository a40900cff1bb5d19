import { createFileRoute } from '@tanstack/react-router'
import { ProfilePage } from '@/features/auth/profile-page'
import { RequireSession } from '@/features/auth/require-session'
import { pageTitle } from '@/lib/page-title'

export const Route = createFileRoute('/profile')({
  staticData: { requiresSession: true },
  head: () => ({ meta: [{ title: pageTitle('Profile') }] }),
  component: () => <RequireSession title="Profile">{(user) => <ProfilePage user={user} />}</RequireSession>,
})
