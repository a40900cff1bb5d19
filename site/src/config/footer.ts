/** A link in the site footer (docs/product.md, Pages and routes). */
export type FooterLink = { name: string; href: string }

export type FooterGroup = { title: string; links: FooterLink[] }

export const footerTagline =
  'Snippets, templates and UI components for developers who would rather ship than rewrite boilerplate.'

/** Footer link groups, in display order (docs/product.md, Pages and routes). */
export const footerGroups: FooterGroup[] = [
  {
    title: 'Product',
    links: [
      { name: 'Snippets', href: '/snippets' },
      { name: 'Templates', href: '/templates' },
      { name: 'API', href: '/api' },
      { name: 'Docs', href: '/docs' },
    ],
  },
  {
    title: 'Community',
    links: [
      { name: 'Submit a Snippet', href: '/snippets/submit' },
      { name: 'Contributors', href: '/page/contributors' },
      { name: 'Discord', href: '/page/discord' },
      { name: 'Blog', href: '/blog' },
    ],
  },
  {
    title: 'Company',
    links: [
      { name: 'About', href: '/page/about' },
      { name: 'Contact', href: '/page/contact' },
      { name: 'Terms of Service', href: '/page/terms-of-service' },
      { name: 'Privacy Policy', href: '/page/privacy-policy' },
    ],
  },
]
