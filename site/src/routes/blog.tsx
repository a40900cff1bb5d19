import { createFileRoute, redirect } from '@tanstack/react-router'

// The blog lives among the content pages (architecture §1).
export const Route = createFileRoute('/blog')({
  beforeLoad: () => {
    throw redirect({ to: '/page/$slug', params: { slug: 'blog' } })
  },
})
