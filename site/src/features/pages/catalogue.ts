import { PRODUCT_NAME } from '@/lib/config'

/**
 * The written pages under /page (docs/product.md, Pages and routes: the footer and /page/{slug})
 * and the blog's posts. Their bodies are MDX in src/content; titles and descriptions live here so
 * the lists need no body.
 */

export type WrittenPage = {
  slug: string
  title: string
  description: string
  /** 'content' is an MDX body; the contact page has its form, the blog its list of posts. */
  kind: 'content' | 'contact' | 'blog'
}

export const writtenPages: WrittenPage[] = [
  {
    slug: 'about-us',
    title: 'About Us',
    description: `Who makes ${PRODUCT_NAME}, why we build it, and what we care about.`,
    kind: 'content',
  },
  {
    slug: 'about',
    title: `About ${PRODUCT_NAME}`,
    description: `What ${PRODUCT_NAME} offers — snippets, templates, components and a workspace — and how each works.`,
    kind: 'content',
  },
  {
    slug: 'blog',
    title: 'Blog',
    description: `News from ${PRODUCT_NAME}: what we ship and how we build it.`,
    kind: 'blog',
  },
  {
    slug: 'contributors',
    title: 'Contributors',
    description: 'How to share a snippet, report a problem or suggest a component, and the bar components meet.',
    kind: 'content',
  },
  {
    slug: 'discord',
    title: 'Discord',
    description: `The ${PRODUCT_NAME} community chat: its channels, its guidelines and how to get an invite.`,
    kind: 'content',
  },
  {
    slug: 'contact',
    title: 'Contact',
    description: `Write to the people who run ${PRODUCT_NAME}: support, community, partnerships or privacy.`,
    kind: 'contact',
  },
  {
    slug: 'terms-of-service',
    title: 'Terms of Service',
    description: `The terms for using ${PRODUCT_NAME}, its accounts and the code in its catalogue.`,
    kind: 'content',
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    description: `What ${PRODUCT_NAME} collects, why, how long it keeps it, and how to have it removed.`,
    kind: 'content',
  },
]

export type BlogPost = { slug: string; title: string; date: string; summary: string }

/** Newest first. */
export const blogPosts: BlogPost[] = [
  {
    slug: 'one-registry-two-clis',
    title: 'One registry, two command-line tools',
    date: '2026-11-20',
    summary: 'How one registry serves both our CLI and shadcn’s, and why you get source code rather than a package.',
  },
  {
    slug: 'motion-that-respects-people',
    title: 'Animated components that respect reduced motion',
    date: '2026-11-12',
    summary: 'What our components do when motion is unwelcome, and how they keep pages idle off screen.',
  },
  {
    slug: 'introducing-snipstack',
    title: `Introducing ${PRODUCT_NAME}`,
    date: '2026-11-03',
    summary:
      'Snippets, templates and animated components for developers who would rather ship than rewrite boilerplate.',
  },
]

export const findWrittenPage = (slug: string) => writtenPages.find((page) => page.slug === slug)
export const findBlogPost = (slug: string) => blogPosts.find((post) => post.slug === slug)

/** '3 November 2026', the same on the server and in every browser. */
export function formatPostDate(date: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  )
}
