import { Link } from '@tanstack/react-router'
import { Container } from '@/components/page/container'
import { type FooterLink, footerGroups, footerTagline } from '@/config/footer'
import { PRODUCT_NAME } from '@/lib/config'
import { isAppRoute } from '@/lib/links'

const linkClass =
  'rounded-sm text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background'

function FooterLinkItem({ link }: { link: FooterLink }) {
  // Server-answered paths (the API reference) need a real page load, not a client route.
  if (!isAppRoute(link.href)) {
    return (
      <a href={link.href} className={linkClass}>
        {link.name}
      </a>
    )
  }
  return (
    <Link to={link.href} className={linkClass}>
      {link.name}
    </Link>
  )
}

export function SiteFooter() {
  const year = new Date().getFullYear()
  return (
    <footer data-slot="site-footer" className="border-t bg-muted/40">
      <Container className="py-12 lg:py-16">
        <div className="grid grid-cols-2 gap-10 sm:grid-cols-3 lg:grid-cols-[1.6fr_repeat(3,1fr)]">
          <div className="col-span-2 sm:col-span-3 lg:col-span-1">
            <Link
              to="/"
              className="inline-flex items-center gap-2 rounded-md font-semibold text-lg tracking-tight focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
            >
              {/* Lazy: the footer is never on the first screen, so the logo must not compete with what is. */}
              <img src="/logo.svg" alt="" width={28} height={28} loading="lazy" decoding="async" className="size-7" />
              {PRODUCT_NAME}
            </Link>
            <p className="mt-4 max-w-xs text-muted-foreground text-sm leading-relaxed">{footerTagline}</p>
          </div>
          {footerGroups.map((group) => {
            const headingId = `footer-${group.title.toLowerCase()}`
            return (
              <nav key={group.title} aria-labelledby={headingId}>
                <h2 id={headingId} className="font-semibold text-foreground text-sm">
                  {group.title}
                </h2>
                <ul className="mt-4 space-y-3 text-sm">
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <FooterLinkItem link={link} />
                    </li>
                  ))}
                </ul>
              </nav>
            )
          })}
        </div>
        <div className="mt-12 flex flex-col gap-2 border-t pt-6 text-muted-foreground text-sm sm:flex-row sm:items-center sm:justify-between">
          {/* Rendered on the server and again in the browser; the two can straddle midnight on New Year's Eve. */}
          <p data-slot="copyright" suppressHydrationWarning>{`© ${year} ${PRODUCT_NAME}`}</p>
          <p>Built by developers, for developers.</p>
        </div>
      </Container>
    </footer>
  )
}
