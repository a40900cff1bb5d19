import { createFileRoute } from '@tanstack/react-router'
import { TemplateListError } from '@/features/templates/template-list-error'
import { TemplateListPage } from '@/features/templates/template-list-page'
import { templateListRouteOptions } from '@/features/templates/template-list-route'

export const Route = createFileRoute('/templates/')({
  ...templateListRouteOptions,
  loader: async ({ deps, context }) =>
    (await import('@/features/templates/template-queries')).loadTemplateList(
      { search: deps },
      await context.queries.load(),
      context.serverApi,
    ),
  component: () => <TemplateListPage listing={Route.useLoaderData().listing} />,
  errorComponent: TemplateListError,
})
