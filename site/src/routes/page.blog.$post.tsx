import { createFileRoute } from '@tanstack/react-router'
import { loadBlogPost } from '@/features/pages/route-helpers'
import { BlogPostView } from '@/features/pages/written-page'
import { foundPageMeta } from '@/lib/page-title'

export const Route = createFileRoute('/page/blog/$post')({
  loader: ({ params }) => loadBlogPost(params.post),
  head: ({ loaderData }) => ({ meta: foundPageMeta(loaderData) }),
  component: BlogPostRoute,
})

function BlogPostRoute() {
  const { post } = Route.useParams()
  return <BlogPostView slug={post} />
}
