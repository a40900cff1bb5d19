import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPage } from '@/components/page/not-found-page'
import { TemplateListError } from '@/features/templates/template-list-error'
import { TemplateListPage } from '@/features/templates/template-list-page'
import { templateListRouteOptions } from '@/features/templates/template-list-route'

export const Route = createFileRoute('/templates/category/$categorySlug/page/$page')({
  ...templateListRouteOptions,
  loader: async ({ deps, params, context }) =>
    (await import('@/features/templates/template-queries')).loadTemplateList(
      { categorySlug: params.categorySlug, page: params.page, search: deps },
      await context.queries.load(),
      context.serverApi,
    ),
  component: () => <TemplateListPage listing={Route.useLoaderData().listing} />,
  errorComponent: TemplateListError,
  notFoundComponent: NotFoundPage,
})
