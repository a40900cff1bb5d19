import { createFileRoute, redirect } from '@tanstack/react-router'

// The blog lives among the written pages (docs/product.md, Pages and routes).
export const Route = createFileRoute('/blog')({
  beforeLoad: () => {
    throw redirect({ to: '/page/$slug', params: { slug: 'blog' } })
  },
})
