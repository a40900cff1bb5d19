import { createFileRoute, redirect } from '@tanstack/react-router'

// The component library is the documentation (docs/product.md, Pages and routes).
export const Route = createFileRoute('/docs')({
  beforeLoad: () => {
    throw redirect({ to: '/components' })
  },
})
