import { loadOnce } from '@/lib/load-once'
import type { MdxModule } from '@/lib/mdx'

// Each body is its own chunk: a page downloads only its own text.
const pageBodies = import.meta.glob<MdxModule>('../../content/pages/*.mdx')
const postBodies = import.meta.glob<MdxModule>('../../content/blog/*.mdx')

function load(bodies: Record<string, () => Promise<MdxModule>>, folder: string, slug: string) {
  const body = bodies[`../../content/${folder}/${slug}.mdx`]
  return body ? loadOnce(`${folder}:${slug}`, body) : null
}

/** The MDX body of a written page, or null when it has none. */
export const pageBody = (slug: string) => load(pageBodies, 'pages', slug)
/** The MDX body of a blog post, or null when there is no such post. */
export const postBody = (slug: string) => load(postBodies, 'blog', slug)

/**
 * The contact form, with the query library it sends through: it comes with the contact page only,
 * not with every written page.
 */
export const contactFormModule = () => loadOnce('contact-form', () => import('./contact-form'))
