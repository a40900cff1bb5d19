import { notFound } from '@tanstack/react-router'
import { pageTitle } from '@/lib/page-title'

/**
 * The routes' loaders stay in the route tree every page loads, so the catalogue and the bodies'
 * loaders are imported from inside them: they arrive with the first /page visit, not with every page.
 */
export async function loadWrittenPage(slug: string) {
  const [{ findWrittenPage }, { pageBody }] = await Promise.all([import('./catalogue'), import('./content')])
  const page = findWrittenPage(slug)
  if (!page) throw notFound()
  await pageBody(page.slug)
  return { title: page.title, description: page.description }
}

export async function loadBlogPost(slug: string) {
  const [{ findBlogPost }, { postBody }] = await Promise.all([import('./catalogue'), import('./content')])
  const post = findBlogPost(slug)
  if (!post) throw notFound()
  await postBody(post.slug)
  return { title: post.title, description: post.summary }
}

/** A written page's or post's title and description; 'Page not found' when the loader found none. */
export function writtenPageMeta(found: { title: string; description: string } | undefined) {
  if (!found) return [{ title: pageTitle('Page not found') }]
  return [{ title: pageTitle(found.title) }, { name: 'description', content: found.description }]
}
