import { createFileRoute, Outlet } from '@tanstack/react-router'
import { DocsLayout } from '@/features/docs/components/docs-layout'

export const Route = createFileRoute('/components')({
  component: ComponentsLayout,
})

function ComponentsLayout() {
  return (
    <DocsLayout>
      <Outlet />
    </DocsLayout>
  )
}
