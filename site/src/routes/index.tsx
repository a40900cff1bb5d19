import { createFileRoute } from '@tanstack/react-router'
import { LandingPage } from '@/features/landing/landing-page'
import { defaultTitle } from '@/features/layout/page-title'

export const Route = createFileRoute('/')({
  head: () => ({ meta: [{ title: defaultTitle }] }),
  component: LandingPage,
})
