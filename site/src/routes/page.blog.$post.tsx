import { createFileRoute } from '@tanstack/react-router'
import { loadBlogPost, writtenPageMeta } from '@/features/pages/route-helpers'
import { BlogPostView } from '@/features/pages/written-page'

export const Route = createFileRoute('/page/blog/$post')({
  loader: ({ params }) => loadBlogPost(params.post),
  head: ({ loaderData }) => ({ meta: writtenPageMeta(loaderData) }),
  component: BlogPostRoute,
})

function BlogPostRoute() {
  const { post } = Route.useParams()
  return <BlogPostView slug={post} />
}
