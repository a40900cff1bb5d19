import { createFileRoute, redirect } from '@tanstack/react-router'

// The component library is the documentation (architecture §1).
export const Route = createFileRoute('/docs')({
  beforeLoad: () => {
    throw redirect({ to: '/components' })
  },
})
