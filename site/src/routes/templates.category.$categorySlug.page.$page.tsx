import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPage } from '@/features/layout/not-found-page'
import { TemplateListError } from '@/features/templates/template-list-error'
import { TemplateListPage } from '@/features/templates/template-list-page'
import { templateListRouteOptions } from '@/features/templates/template-list-route'

export const Route = createFileRoute('/templates/category/$categorySlug/page/$page')({
  ...templateListRouteOptions,
  loader: async ({ deps, params, context }) =>
    (await import('@/features/templates/template-list-loader')).loadTemplateList(
      { categorySlug: params.categorySlug, page: params.page, search: deps },
      await context.queries.load(),
      context.serverApi,
    ),
  component: () => <TemplateListPage listing={Route.useLoaderData().listing} />,
  errorComponent: TemplateListError,
  notFoundComponent: NotFoundPage,
})
