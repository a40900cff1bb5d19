import { notFound } from '@tanstack/react-router'
import type { QueryClientSlot } from '@/lib/query-client-slot'

/**
 * The routes' loaders stay in the route tree every page loads, so the catalogue and the bodies'
 * loaders are imported from inside them: they arrive with the first /page visit, not with every page.
 */
export async function loadWrittenPage(slug: string, queries: QueryClientSlot) {
  const [{ findWrittenPage }, { pageBody, contactFormModule }] = await Promise.all([
    import('./catalogue'),
    import('./content'),
  ])
  const page = findWrittenPage(slug)
  if (!page) throw notFound()
  await (page.kind === 'contact' ? Promise.all([contactFormModule(), queries.load()]) : pageBody(page.slug))
  return { title: page.title, description: page.description }
}

export async function loadBlogPost(slug: string) {
  const [{ findBlogPost }, { postBody }] = await Promise.all([import('./catalogue'), import('./content')])
  const post = findBlogPost(slug)
  if (!post) throw notFound()
  await postBody(post.slug)
  return { title: post.title, description: post.summary }
}
