import { CodeXmlIcon, type LucideIcon, MailIcon, MessagesSquareIcon, RssIcon, WavesIcon } from 'lucide-react'
import type * as React from 'react'
import { DotPattern } from '../../dot-pattern/dot-pattern'
import { cn } from '../../lib/utils'

export type FooterColumnsLink = { label: string; href: string }

export type FooterColumnsSocialLink = FooterColumnsLink & {
  /** Shown instead of the label, which becomes the link's accessible name. */
  icon: LucideIcon
}

export type FooterColumnsColumn = { title: string; links: FooterColumnsLink[] }

export type FooterColumnsProps = React.ComponentProps<'footer'> & {
  /** The wordmark, linking home. */
  brand?: FooterColumnsLink
  /** One line under the wordmark. */
  description?: React.ReactNode
  socialLinks?: FooterColumnsSocialLink[]
  /** Three or four columns of links, each under its own heading. */
  columns?: FooterColumnsColumn[]
  /** The name of the navigation landmark around the columns. */
  navigationLabel?: string
  /** Who holds the copyright. */
  copyrightHolder?: string
  /** A fixed year, so the server and the browser print the same one. */
  year?: number
  /** Words after the year and holder in the copyright line. */
  rightsNotice?: string
  legalLinks?: FooterColumnsLink[]
  /** A faint dot pattern behind the footer. */
  pattern?: boolean
}

const defaultSocialLinks: FooterColumnsSocialLink[] = [
  { label: 'Source code', href: '#', icon: CodeXmlIcon },
  { label: 'Community forum', href: '#', icon: MessagesSquareIcon },
  { label: 'Changelog feed', href: '#', icon: RssIcon },
  { label: 'Email us', href: 'mailto:hello@example.com', icon: MailIcon },
]

const defaultColumns: FooterColumnsColumn[] = [
  {
    title: 'Product',
    links: [
      { label: 'Pipelines', href: '#' },
      { label: 'Preview deploys', href: '#' },
      { label: 'Self-hosted runners', href: '#' },
      { label: 'Pricing', href: '#' },
    ],
  },
  {
    title: 'Developers',
    links: [
      { label: 'Documentation', href: '#' },
      { label: 'CLI reference', href: '#' },
      { label: 'API status', href: '#' },
      { label: 'Changelog', href: '#' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', href: '#' },
      { label: 'Blog', href: '#' },
      { label: 'Careers', href: '#' },
      { label: 'Contact', href: '#' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Guides', href: '#' },
      { label: 'Customer stories', href: '#' },
      { label: 'Security', href: '#' },
      { label: 'Support', href: '#' },
    ],
  },
]

const defaultLegalLinks: FooterColumnsLink[] = [
  { label: 'Privacy', href: '#' },
  { label: 'Terms', href: '#' },
  { label: 'Cookies', href: '#' },
]

const linkClass =
  'rounded-sm outline-none transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-foreground focus-visible:outline-offset-2 motion-reduce:transition-none'

/**
 * A site footer: the wordmark, a line about the product and icon links to elsewhere, then columns
 * of links under small `h2` headings, and a bottom row with the copyright and legal links, over a
 * faint dot pattern. Nothing in it moves. The year is a prop, so the server and the browser agree.
 */
export default function FooterColumns({
  brand = { label: 'Tideline', href: '/' },
  description = 'Continuous delivery for teams that would rather be writing code than YAML.',
  socialLinks = defaultSocialLinks,
  columns = defaultColumns,
  navigationLabel = 'Footer',
  copyrightHolder = 'Tideline Labs, Inc.',
  year = 2026,
  rightsNotice = 'All rights reserved.',
  legalLinks = defaultLegalLinks,
  pattern = true,
  className,
  ...props
}: FooterColumnsProps) {
  return (
    <footer
      className={cn('relative isolate overflow-hidden border-border border-t px-6 pt-16 pb-10 sm:pt-20', className)}
      {...props}
    >
      {pattern ? (
        <DotPattern
          width={20}
          height={20}
          className="-z-10 text-border [mask-image:linear-gradient(to_bottom,white,transparent_70%)]"
        />
      ) : null}
      <div className="mx-auto max-w-6xl">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-16">
          <div className="max-w-sm">
            <a
              href={brand.href}
              className={cn(
                'inline-flex items-center gap-2 font-semibold text-foreground text-lg tracking-tight',
                linkClass,
              )}
            >
              <WavesIcon aria-hidden className="size-5" />
              {brand.label}
            </a>
            <p className="mt-4 text-pretty text-muted-foreground text-sm">{description}</p>
            {socialLinks.length ? (
              <ul className="mt-6 flex flex-wrap gap-2">
                {socialLinks.map(({ label, href, icon: Icon }) => (
                  <li key={label}>
                    <a
                      href={href}
                      aria-label={label}
                      title={label}
                      className={cn(
                        'inline-flex size-9 items-center justify-center rounded-md border border-border text-muted-foreground hover:bg-muted',
                        linkClass,
                      )}
                    >
                      <Icon aria-hidden className="size-4" />
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <nav
            aria-label={navigationLabel}
            className={cn(
              'grid grid-cols-2 gap-x-6 gap-y-10',
              columns.length >= 4 ? 'sm:grid-cols-4' : 'sm:grid-cols-3',
            )}
          >
            {columns.map((column) => (
              <div key={column.title}>
                <h2 className="font-semibold text-foreground text-sm">{column.title}</h2>
                <ul className="mt-4 space-y-3 text-muted-foreground text-sm">
                  {column.links.map((link) => (
                    <li key={`${link.label} ${link.href}`}>
                      <a href={link.href} className={linkClass}>
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <div className="mt-16 flex flex-col gap-4 border-border border-t pt-8 text-muted-foreground text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {copyrightHolder} {rightsNotice}
          </p>
          {legalLinks.length ? (
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {legalLinks.map((link) => (
                <li key={`${link.label} ${link.href}`}>
                  <a href={link.href} className={linkClass}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </footer>
  )
}
